// The project pages' loaders, apart from loaders.ts: the portal's route tree (every page's first
// chunk) reads loaders.ts (the search redirect of its guards, the not-found page's removed-project
// check), and a module is bundled whole, so the project pages' loading came along on every page.
import { ApiError } from '@talent/api-client';
import { ROUTES, parseId } from '@talent/domain';
import { notFound, redirect } from '@tanstack/react-router';
import { REMOVED_PROJECT, isNotFound } from './loaders.ts';
import type { SearchRuntime } from './loaders.ts';
import { projectByVmsIdQuery, projectQuery, similarProjectsQuery } from './queries.ts';
import type { SearchMode } from './searchRequest.ts';

/**
 * The project pages: `/projects/{title}/{id?}` (mode public; a logged-in user goes to the in-app
 * page) and `/app/project/{id}` (mode app). A missing, malformed or unknown id is a 404; a project
 * the client removed is a not-found whose data says so (`isRemovedProject`, HTTP 410).
 */
export async function loadProjectPage(
  runtime: SearchRuntime,
  options: { readonly id: string | undefined; readonly mode: SearchMode },
): Promise<{ readonly id: number }> {
  const id = parseId(options.id);
  if (id === null) throw notFound();
  if (options.mode === 'public' && runtime.session.isLoggedIn()) {
    throw redirect({ href: `${ROUTES.projects}/${id}`, replace: true });
  }
  const locale = runtime.locale;
  // Similar projects are secondary: asked for beside the project, and the page shows them when they
  // arrive — in the browser. The server renders the page once, from what its loaders fetched: it
  // waits for them too, so its HTML lists them and the browser asks for nothing again.
  const similar = runtime.queryClient.prefetchQuery(
    similarProjectsQuery(runtime.api, { id, locale, mode: options.mode }),
  );
  try {
    await runtime.queryClient.ensureQueryData(projectQuery(runtime.api, { id, locale, mode: options.mode }));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (error instanceof ApiError && error.status === 410) throw notFound({ data: REMOVED_PROJECT });
    throw error;
  }
  if (runtime.server) await similar;
  // The page takes the id the loader validated, so no route re-reads the path.
  return { id };
}

/** Text a client's own job id may have (the contract's pattern): printable ASCII, at most 64. */
const VMS_ID = /^[\x20-\x7E]{1,64}$/;

/**
 * `/projects/ext/{id}`: the project with the client's own (VMS) id. Visitors see it here (where the
 * tenant has public search; otherwise they log in first); a logged-in user goes to the in-app
 * page. No such project is a 404; one the client removed a not-found saying so (HTTP 410).
 */
export async function loadExternalProjectPage(
  runtime: SearchRuntime,
  options: { readonly vmsId: string },
): Promise<void> {
  const { vmsId } = options;
  if (!VMS_ID.test(vmsId)) throw notFound();
  const loggedIn = runtime.session.isLoggedIn();
  const mode: SearchMode = loggedIn ? 'app' : 'public';
  let job;
  try {
    job = await runtime.queryClient.ensureQueryData(
      projectByVmsIdQuery(runtime.api, { vmsId, locale: runtime.locale, mode }),
    );
  } catch (error) {
    // A tenant without public search does not look projects up for visitors: log in, then come back.
    if (!loggedIn && error instanceof ApiError && error.status === 403) {
      const back = `${ROUTES.publicSearch}/ext/${encodeURIComponent(vmsId)}`;
      throw redirect({ href: `${ROUTES.login}?redirect=${encodeURIComponent(back)}`, replace: true });
    }
    if (error instanceof ApiError && error.status === 410) throw notFound({ data: REMOVED_PROJECT });
    throw error;
  }
  if (!job) throw notFound();
  if (loggedIn) throw redirect({ href: `${ROUTES.projects}/${job.id}`, replace: true });
  await loadProjectPage(runtime, { id: String(job.id), mode: 'public' });
}
