// The trusted-token guard of spec §8 for /app/project/{id}?token=…: log in with the URL token
// (POST /authorizeWithUrlToken) before the route's login guards run. On success the user stays on
// the project, without the token in the URL; on failure the error is EXPIRED for a 400, otherwise
// INVALID (domain `otlErrorFromStatus`), and the user goes to the project's public page with that
// error, or to login when the project cannot be loaded.
import { unwrap } from '@talent/api-client';
import type { TalentApi } from '@talent/api-client';
import { ROUTES, jobLink, otlErrorFromStatus, parseId } from '@talent/domain';
import type { OneTimeLinkError } from '@talent/domain';
import { redirect } from '@tanstack/react-router';
import { errorStatus } from './errors.ts';
import { isLinkToken } from './search.ts';

/** What the URL-token login needs (the portal runtime has all of it). */
export interface UrlTokenDeps {
  readonly api: TalentApi;
  /** This browser's trusted-device id (sent as `actorDeviceUUID`). */
  browserUuid(): string;
  /** The current locale, stored on the server after logging in (spec §4). */
  readonly locale?: string;
}

/** Where a URL-token login sends the user. */
export type UrlTokenOutcome =
  | { readonly ok: true; readonly to: string }
  | {
      readonly ok: false;
      readonly error: OneTimeLinkError;
      readonly to: string;
      readonly search: Readonly<Record<string, string>>;
    };

/** Logs in with `token` for the project `projectId` and says where to go next. */
export async function urlTokenLogin(deps: UrlTokenDeps, token: string, projectId: string): Promise<UrlTokenOutcome> {
  const projectPath = `${ROUTES.projects}/${encodeURIComponent(projectId)}`;
  let status = 401;
  if (isLinkToken(token)) {
    try {
      const tokens = await unwrap(
        deps.api.quiet.POST('/authorizeWithUrlToken', {
          body: { urlToken: token, actorDeviceUUID: deps.browserUuid() },
        }),
      );
      deps.api.login(tokens);
      if (deps.locale) {
        await deps.api.quiet.POST('/freelancer/locale', { body: { locale: deps.locale } }).catch(() => undefined);
      }
      return { ok: true, to: projectPath };
    } catch (error) {
      status = errorStatus(error);
    }
  }
  const otl = otlErrorFromStatus(status);
  const id = parseId(projectId);
  if (id !== null) {
    try {
      const job = await unwrap(deps.api.quiet.GET('/project/{id}', { params: { path: { id } } }));
      return { ok: false, error: otl, to: jobLink(job, false), search: { otl } };
    } catch {
      // The project cannot be shown either: login, and back to the project afterwards.
    }
  }
  return { ok: false, error: otl, to: ROUTES.login, search: { otl, redirect: projectPath } };
}

/**
 * For the `beforeLoad` of /app/project/{id}, once the guard (urlTokenGuard.ts) has read a `token`
 * from `search`: logs in with it and redirects, to the same project without the token, or where a
 * failure leads.
 */
export async function redirectWithUrlToken(
  deps: UrlTokenDeps,
  token: string,
  search: Readonly<Record<string, unknown>>,
  projectId: string,
): Promise<never> {
  const outcome = await urlTokenLogin(deps, token, projectId);
  const { token: _used, ...rest } = search;
  throw redirect({
    to: outcome.to,
    // The portal's search params are plain strings (its parseSearch), so `rest` holds strings only.
    search: outcome.ok ? (rest as Record<string, string | undefined>) : outcome.search,
    replace: true,
  });
}
