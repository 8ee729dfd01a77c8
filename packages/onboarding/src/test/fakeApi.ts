// A hand-made fake of the onboarding, profile and CV endpoints on the shared fetch-level fake
// (@talent/test-utils): the real client (and its uploads, through the fake XHR) talks to it. The
// state is in memory and changes like the API's (apps/api/docs/decisions/cv.md): a saved step
// replaces its rows' answers, finishing checks the required rows, an upload adds a CV (at most
// MAX_UPLOADED_CVS) or replaces the newest uploaded one, generating replaces the generated one, a CV
// that cannot be parsed is a 400 with the API's reason, and files are served with their content.
import type { FreelancerUser } from '@talent/api-client';
import { isRowAnswered } from '@talent/domain';
import type { AnswerItem } from '@talent/domain';
import { attachment, empty, fakeApi, json, problem, testUser } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import type { OnboardingRow } from '../answers.ts';
import type { Cv, CvResource, HiddenFieldName, ParsedCv, ProfileInfo, ProfileStrength, Rate } from '../queries.ts';

/** What the fake holds. */
export interface FakeOnboardingState {
  structure: OnboardingRow[];
  answers: AnswerItem[];
  profile: ProfileInfo;
  user: FreelancerUser;
  cv: Cv;
  files: CvResource[];
  /** What parsing answers, or the message id of the API's 400 for a CV it cannot read. */
  parsed: ParsedCv | CvUnreadableId;
  hidden: HiddenFieldName[];
  strength: ProfileStrength;
  rate: Rate | null;
}

/** Why the API could not parse a CV (the message of its 400, apps/api `cvUnreadableProblem`). */
export type CvUnreadableId =
  'cv.noText' | 'file.pdfUnreadable' | 'file.pdfEncrypted' | 'file.pdfTooComplex' | 'file.pdfRequired';

/** Uploaded CVs a talent may keep (apps/api MAX_UPLOADED_CVS); the generated one does not count. */
export const MAX_UPLOADED_CVS = 10;

/** A row of the structure with defaults. */
export function row(
  id: number,
  stepName: string,
  sequence: number,
  type: string,
  extra: Partial<OnboardingRow> = {},
): OnboardingRow {
  return { id, stepName, sequence, rowNumber: id, type, showOn: ['long', 'short'], ...extra };
}

/** An uploaded CV file. */
export function cvFile(id: number, name: string, extra: Partial<CvResource> = {}): CvResource {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    contentType: 'application/pdf',
    generated: false,
    created: '2026-05-04T10:00:00Z',
    ...extra,
  };
}

/** A state to start from: the given structure, nothing answered. */
export function onboardingState(
  structure: OnboardingRow[],
  extra: Partial<FakeOnboardingState> = {},
): FakeOnboardingState {
  return {
    structure,
    answers: [],
    profile: {},
    user: testUser({ hasCompletedOnboarding: false }),
    cv: {
      skills: [],
      toolsAndTechnologies: [],
      masteredLanguages: [],
      employmentHistory: [],
      educationHistory: [],
      certificateHistory: [],
    },
    files: [],
    parsed: 'file.pdfUnreadable',
    hidden: [],
    strength: { score: 40, missing: [] },
    rate: null,
    ...extra,
  };
}

export const COUNTRIES = [
  { name: 'Germany', iso2: 'DE', phoneCode: '+49', translations: {} },
  { name: 'France', iso2: 'FR', phoneCode: '+33', translations: {} },
  { name: 'Netherlands', iso2: 'NL', phoneCode: '+31', translations: {} },
];

/** The fake: pass it as `api` to `renderWithPortal`. */
export interface FakeOnboardingApi extends FakeApi {
  readonly state: FakeOnboardingState;
  /** Every file the talent has (CVs and cover letters) by uuid, with its content (an upload's is what was sent). */
  readonly stored: StoredFiles;
}

/** Files by uuid: name and content. */
export type StoredFiles = Map<string, { readonly name: string; readonly content: string }>;

/** A cover letter's uuid (POST /resource answers a ResourceMeta, whose id is the uuid). */
const coverLetterUuid = (n: number) => `7b0c6f1e-2a3d-4c5e-8f90-${String(n).padStart(12, '0')}`;

/** Creates the fake over `initial` (copied). */
export function fakeOnboardingApi(initial: FakeOnboardingState): FakeOnboardingApi {
  const state: FakeOnboardingState = structuredClone(initial);
  let nextFile = 100;
  const stored: StoredFiles = new Map(
    state.files.map((f) => [f.uuid, { name: f.name, content: `%PDF-1.7 ${f.name}` }]),
  );
  const keep = (uuid: string, name: string, content: string) => stored.set(uuid, { name, content });
  /** Drops CV files (their rows and contents). */
  const drop = (gone: (file: CvResource) => boolean) => {
    for (const file of state.files.filter(gone)) stored.delete(file.uuid);
    state.files = state.files.filter((file) => !gone(file));
  };
  const uploaded = () => state.files.filter((f) => !f.generated);
  const required = (r: OnboardingRow) => r.form?.required === true || /(^|\|)required(\||$)/.test(r.form?.rules ?? '');
  const missing = (type: 'long' | 'short') =>
    state.structure.filter(
      (r) =>
        r.showOn.includes(type) &&
        required(r) &&
        !isRowAnswered(
          r.type,
          state.answers.filter((a) => a.id === r.id),
        ),
    );
  const finish = (type: 'long' | 'short') => {
    const rows = missing(type);
    if (rows.length > 0) {
      return problem(
        422,
        ['error.validation'],
        rows.map((r) => ({ field: `rows.${r.id}`, messages: ['validation.required'] })),
      );
    }
    state.user = { ...state.user, hasCompletedOnboarding: true };
    return state.user;
  };

  const fake = fakeApi({
    'GET /freelancer': () => state.user,
    'PUT /freelancer': ({ body }) => {
      state.user = { ...state.user, ...(body as object) };
      return state.user;
    },
    'PUT /freelancer/updateResidenceCountry': ({ body }) => {
      state.user = { ...state.user, residenceCountry: (body as { residenceCountry: string }).residenceCountry };
      return state.user;
    },
    'PUT /freelancer/updateProfileInfo': ({ body }) => {
      state.profile = { ...state.profile, ...(body as ProfileInfo) };
      return state.profile;
    },
    'GET /flexOnboarding': ({ query }) => {
      const type = (query.get('type') ?? 'long') as 'long' | 'short';
      return { type, structure: state.structure.filter((r) => r.showOn.includes(type)) };
    },
    'PUT /flexOnboarding': ({ body }) => {
      const save = body as { type: 'long' | 'short'; answers: AnswerItem[] };
      const ids = new Set(save.answers.map((a) => a.id));
      state.answers = [...state.answers.filter((a) => !ids.has(a.id)), ...save.answers];
      return { type: save.type, structure: state.structure };
    },
    'GET /flexOnboarding/profile': () => ({ answers: state.answers, profile: state.profile }),
    'POST /flexOnboarding/long/store': () => finish('long'),
    'POST /flexOnboarding/short/store': () => finish('short'),
    'GET /country': () => ({ results: COUNTRIES }),
    'GET /client/categories': () => ({
      results: [
        { id: 1, name: 'Engineering' },
        { id: 2, name: 'Design' },
      ],
    }),
    'GET /pool/categories': ({ query }) => {
      const ids = (query.get('categoryIds') ?? '').split(',').filter(Boolean).map(Number);
      const pools = [
        { id: 11, name: 'Java Developers', categoryId: 1, poolCities: [], jobsCount: 0 },
        { id: 12, name: 'UX Designers', categoryId: 2, poolCities: [], jobsCount: 0 },
      ].filter((p) => ids.includes(p.categoryId));
      return { categoryResults: { results: [] }, orphanPools: { results: pools } };
    },
    'POST /freelancer/cv': async ({ form, query }) => {
      const file = form?.get('file');
      if (!(file instanceof File)) return problem(400, ['file.missing']);
      // Overwriting replaces the newest uploaded CV only (never the generated one); without one to
      // replace, the CV is added, up to MAX_UPLOADED_CVS.
      const replaced = query.get('isOverWriteCV') === 'true' ? uploaded()[0] : undefined;
      if (!replaced && uploaded().length >= MAX_UPLOADED_CVS) return problem(409, ['cv.limitReached']);
      const created = cvFile((nextFile += 1), file.name, { size: file.size });
      keep(created.uuid, created.name, await file.text());
      drop((f) => f === replaced);
      state.files = [created, ...state.files];
      return json(created, 201);
    },
    'GET /freelancer/cv/resources': () => ({ results: state.files }),
    'GET /freelancer/cv/parse': ({ query }) => {
      const id = query.get('resourceId');
      const file = id === null ? uploaded()[0] : state.files.find((f) => f.id === Number(id));
      if (!file) return problem(404, ['file.notFound']);
      return typeof state.parsed === 'string' ? problem(400, [state.parsed]) : state.parsed;
    },
    'GET /freelancer/cv': () => state.cv,
    'PUT /freelancer/cv': ({ body }) => {
      state.cv = body as Cv;
      return state.cv;
    },
    'PUT /freelancer/cv/pdf': () => {
      const created = cvFile((nextFile += 1), 'CV Ada Lovelace.pdf', { generated: true });
      keep(created.uuid, created.name, '%PDF-1.7 generated');
      drop((f) => f.generated === true);
      state.files = [created, ...state.files];
      return created;
    },
    'DELETE /freelancer/cv/pdf/:id': ({ params }) => {
      const file = state.files.find((f) => f.id === Number(params['id']));
      if (!file) return problem(404, ['file.notFound']);
      drop((f) => f === file);
      return empty(204);
    },
    'GET /napi/resource/:id': ({ params }) => {
      const file = stored.get(params['id'] ?? '');
      return file ? attachment(file.content, file.name) : problem(404, ['file.notFound']);
    },
    'GET /freelancer/hiddenFields': () => ({ hiddenFieldNames: state.hidden }),
    'GET /freelancer/strength': () => state.strength,
    'GET /freelancer/rate': () => state.rate ?? problem(404, ['error.notFound']),
    'PUT /freelancer/rate': ({ query }) => {
      state.rate = {
        value: Number(query.get('value')),
        currency: query.get('currency') ?? 'EUR',
        period: (query.get('period') ?? 'HR') as Rate['period'],
      };
      return state.rate;
    },
    'POST /resource': async ({ form }) => {
      const file = form?.get('resource');
      if (!(file instanceof File)) return problem(400, ['file.missing']);
      const id = coverLetterUuid((nextFile += 1));
      keep(id, file.name, await file.text());
      return json(
        {
          id,
          name: file.name,
          contentType: 'application/pdf',
          size: file.size,
          kind: 'COVER_LETTER',
          created: '2026-05-04T10:00:00Z',
        },
        201,
      );
    },
  });
  return Object.assign(fake, { state, stored });
}
