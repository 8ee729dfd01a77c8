// The fake API of the shell's tests: the shared fetch-level fake (@talent/test-utils) with the calls
// the shell makes on its own (footer, header, banners, the search pages it renders) answered as an
// empty tenant would, so a test fakes only what it is about.
import { empty, fakeApi, problem } from '@talent/test-utils';
import type { FakeApi, FakeHandler } from '@talent/test-utils';

/** Calls the shell makes on its own, answered as an empty tenant would. */
export const SHELL_CALLS: Readonly<Record<string, FakeHandler>> = {
  'GET /cms/links': () => ({ results: [] }),
  'GET /cms/categories': () => ({ results: [] }),
  'GET /napi/announcement': () => empty(204),
  'GET /freelancer/securityIds': () => ({ results: [] }),
  'GET /freelancer/legal/needsToAgree': () => ({ terms: false, privacy: false }),
  'GET /pool/categories': () => ({ categoryResults: { results: [] }, orphanPools: { results: [] } }),
  'GET /project/siteLocations': () => ({ results: [] }),
  // The search page (/projects, /app/project) of an empty catalog, so shell tests can render it.
  'POST /publicsearch/project/query': () => ({
    results: [],
    total: 0,
    facets: { pools: [], cities: [], workPrefs: [] },
  }),
  'POST /search/project/query': () => ({ results: [], total: 0, facets: { pools: [], cities: [], workPrefs: [] } }),
  'POST /search/pool/query': () => ({ results: [], total: 0 }),
  'GET /pool/membership': () => ({ results: [] }),
  // Onboarding and profile (@talent/onboarding) of a tenant without onboarding rows.
  'GET /flexOnboarding': ({ query }) => ({ type: query.get('type') ?? 'long', structure: [] }),
  'GET /flexOnboarding/profile': () => ({ answers: [], profile: {} }),
  'GET /freelancer/hiddenFields': () => ({ hiddenFieldNames: [] }),
  'GET /freelancer/strength': () => ({ score: 0, missing: [] }),
  'GET /freelancer/cv': () => ({
    skills: [],
    toolsAndTechnologies: [],
    masteredLanguages: [],
    employmentHistory: [],
    educationHistory: [],
    certificateHistory: [],
  }),
  'GET /freelancer/cv/resources': () => ({ results: [] }),
  'GET /freelancer/rate': () => problem(404, ['error.notFound']),
  'GET /country': () => ({ results: [] }),
};

/** A fake API from the test's handlers on top of SHELL_CALLS; other routes answer 501. */
export function fakeShellApi(handlers: Readonly<Record<string, FakeHandler>> = {}): FakeApi {
  return fakeApi({ ...SHELL_CALLS, ...handlers });
}
