// Everything the browser app holds once per page load: the API client over the cookie session, the
// query cache, and the tenant. Route guards get it through the router context; components through
// the portal context (`@talent/app-context`).
import { ApiError, createTalentApi } from '@talent/api-client';
import type { ClientContextResponse, TalentApi } from '@talent/api-client';
import type { CompiledMessages, Messages } from '@talent/i18n';
import { MutationCache, QueryClient, onlineManager } from '@tanstack/react-query';
import type { PortalBootstrap } from '../bootstrap.ts';
import { affiliateCookie, browserUuid, cookieTokenStore } from '../session/cookies.ts';
import { sessionStore } from '../session/sessionStore.ts';
import type { SessionStore } from '../session/sessionStore.ts';

/** Messages as the app formats them: compiled by the server, or ICU strings (tests). */
export type AppMessages = CompiledMessages | Messages;

/** Global error reactions (spec §8), wired by the app once it renders. */
export interface ErrorReactions {
  /** A call got 401 and the session could not be renewed: go to login. */
  sessionLost(): void;
  /** A user action failed: show a toast with the translated messages. */
  actionFailed(error: unknown): void;
}

/** The browser app's runtime. */
export interface PortalRuntime {
  readonly api: TalentApi;
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
  readonly tenant: ClientContextResponse;
  readonly bootstrap: PortalBootstrap;
  /** The current locale (changes when the user switches language). */
  locale: string;
  /** This browser's trusted-device id (creates the cookie on first use). */
  browserUuid(): string;
  /** The messages of another of the tenant's locales, with the tenant's overrides (a language switch). */
  loadMessages(locale: string): Promise<AppMessages>;
  /** Set by the app: how errors are shown. */
  reactions: ErrorReactions;
  /** True while logging out on purpose (a 401 then is not a lost session). */
  endingSession: boolean;
  /**
   * True while the browser shows the first page as the server rendered it, whose head (the route's
   * too: title, description, JobPosting) the server wrote: route loaders leave the head out, so the
   * code that builds one loads with the next page, and `DocumentHead` leaves the document's alone.
   * Set by startPortal.tsx for a server-rendered page; `DocumentHead` clears it once that page is shown.
   */
  headFromServer: boolean;
  /**
   * True when the server renders a page with this runtime (server/entry.ts): no browser, no
   * cookies to write, no session (public pages are rendered for a visitor), no tracking.
   */
  readonly server: boolean;
}

/** Options of `createRuntime` (tests pass a fetch and a token store). */
export interface RuntimeOptions {
  readonly baseUrl?: string;
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly session?: SessionStore;
  /** Rendering on the server (see `PortalRuntime.server`); needs `session`, `fetch` and `baseUrl`. */
  readonly server?: boolean;
  /** Where a language switch gets its messages; by default the portal server (`messagesPath`). */
  readonly loadMessages?: (locale: string) => Promise<AppMessages>;
}

/** Where the portal server answers a locale's compiled messages for the host's tenant. */
export function messagesPath(locale: string): string {
  return `/i18n/${encodeURIComponent(locale)}.json`;
}

/** The compiled messages of `locale` from the portal server (the same the server puts in a page). */
async function fetchMessages(locale: string): Promise<CompiledMessages> {
  const response = await fetch(messagesPath(locale), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the messages of ${locale} answered ${response.status}`);
  return (await response.json()) as CompiledMessages;
}

/** Builds the runtime for one page load. */
export function createRuntime(bootstrap: PortalBootstrap, options: RuntimeOptions = {}): PortalRuntime {
  const session = options.session ?? sessionStore(cookieTokenStore());
  const runtime: PortalRuntime = {
    api: undefined as unknown as TalentApi,
    session,
    queryClient: undefined as unknown as QueryClient,
    tenant: bootstrap.tenant,
    bootstrap,
    locale: bootstrap.locale,
    // The server has no device cookie to read or write; it never sends this id anyway.
    browserUuid: options.server ? () => '' : () => browserUuid(bootstrap.tenant.config.userDeviceValidityDays),
    loadMessages: options.loadMessages ?? fetchMessages,
    reactions: { sessionLost: () => undefined, actionFailed: () => undefined },
    endingSession: false,
    headFromServer: false,
    server: options.server ?? false,
  };
  const api = createTalentApi({
    baseUrl: options.baseUrl ?? '/v1/api',
    tokens: session,
    locale: () => runtime.locale,
    // The server's calls go out for the page, not for a browser with cookies.
    affiliate: options.server ? () => undefined : affiliateCookie,
    onAuthFailure: () => runtime.reactions.sessionLost(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a page must not wait for ever: in the default network mode ('online') a query
        // does not even start without a connection, so a route loader awaiting it never settles
        // and a navigation leaves the old page under the new URL. 'offlineFirst' tries the request
        // once (a cached answer still serves) and the failure reaches the route, which says the
        // page needs a connection (ErrorPage). Unlike 'always' it keeps refetching on reconnect.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; a network failure or a 5xx may — but not while offline:
        // a retry then would pause until the connection is back, and the page with it.
        retry: (count, error) =>
          onlineManager.isOnline() &&
          count < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
    // Spec §8: a failed user action shows a toast with the response's messages, each translated.
    // A form that shows its own field errors opts out with `meta: { handlesErrors: true }`.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.['handlesErrors'] === true) return;
        if (error instanceof ApiError && error.status === 401) return;
        runtime.reactions.actionFailed(error);
      },
    }),
  });
  Object.assign(runtime, { api, queryClient });
  return runtime;
}
