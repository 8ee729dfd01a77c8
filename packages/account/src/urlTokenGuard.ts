// The trusted-token guard as the portal's route tree holds it (every page's first chunk): without
// a `token` in the URL, the common case, it does nothing; with one, the URL-token login
// (urlTokenLogin.ts: its API calls, errors and redirects) loads and runs. A module is bundled
// whole, so importing the login itself put all of it into every page.
import type { UrlTokenDeps } from './urlTokenLogin.ts';

/**
 * For the `beforeLoad` of /app/project/{id}: when the URL carries `token`, logs in with it and
 * redirects (`redirectWithUrlToken` of urlTokenLogin.ts, loaded then). Without a token it does
 * nothing, and the route's login guards run as usual.
 */
export async function urlTokenRedirect(
  deps: UrlTokenDeps,
  search: Readonly<Record<string, unknown>>,
  projectId: string,
): Promise<void> {
  const token = search['token'];
  if (typeof token !== 'string' || token === '') return;
  const login = await import('./urlTokenLogin.ts');
  await login.redirectWithUrlToken(deps, token, search, projectId);
}
