// The app around the router: messages, the query cache, the portal's services and session for
// features, global toasts and the action loader, and the global error reactions of spec §8.
import { safeRedirect } from '@talent/account';
import { CURRENT_USER_KEY, PortalContext, SessionContext, currentUserQuery, translateError } from '@talent/app-context';
import type { Portal, SessionState, ToastMessage } from '@talent/app-context';
import { ActionLoader, Toast } from '@talent/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, useIntl } from 'react-intl';
import { messages as portalMessages } from '../messages.ts';
import type { createPortalRouter } from '../router.tsx';
import { storeLocaleCookie } from '../session/cookies.ts';
import { ROUTES, profileFulfilledRedirect } from '@talent/domain';
import type { AppMessages, PortalRuntime } from './runtime.ts';
import { endSession } from '../session/endSession.ts';

type PortalRouter = ReturnType<typeof createPortalRouter>;

/**
 * The formatters (Intl.DateTimeFormat, NumberFormat, the messages' IntlMessageFormat…) of every app
 * in this process, by locale and options. The server renders one app per request: with a cache per
 * app, each page built its formatters anew, about 7 % of a job page's rendering (bench/ssr).
 * Bounded by the locales, the formats and the messages' texts; a browser has one app anyway.
 */
const intlCache = createIntlCache();

/** Props of `PortalApp`. */
export interface PortalAppProps {
  readonly runtime: PortalRuntime;
  readonly router: PortalRouter;
  /** Messages of the first locale, at hand before the first render (no flash of message ids). */
  readonly initialMessages: AppMessages;
}

function SessionProvider({ runtime, children }: { runtime: PortalRuntime; children: ReactNode }): ReactElement {
  const isLoggedIn = useSyncExternalStore(
    (listener) => runtime.session.subscribe(listener),
    () => runtime.session.isLoggedIn(),
    () => false,
  );
  const user = useQuery({ ...currentUserQuery(runtime.api), enabled: isLoggedIn });
  const value = useMemo<SessionState>(
    () => ({ isLoggedIn, user: isLoggedIn ? (user.data ?? null) : null }),
    [isLoggedIn, user.data],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

interface ShownToast extends ToastMessage {
  readonly key: number;
}

/** Switches the shown locale; `storeOnServer` also saves it as the freelancer's locale. */
type ApplyLocale = (locale: string, options?: { storeOnServer?: boolean }) => Promise<void>;

function Services({
  runtime,
  router,
  locale,
  applyLocale,
}: {
  runtime: PortalRuntime;
  router: PortalRouter;
  locale: string;
  applyLocale: ApplyLocale;
}): ReactElement {
  const intl = useIntl();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [actions, setActions] = useState<{ count: number; caption?: string | undefined }>({ count: 0 });
  const toastKey = useRef(0);

  const notify = useCallback((message: ToastMessage) => {
    toastKey.current += 1;
    setToast({ ...message, key: toastKey.current });
  }, []);

  // Spec §8: a lost session goes to login (and back afterwards); a failed action shows its
  // messages as a toast. Both clear the action loader ("loaders cleared on handling").
  // `runtime` is the app's mutable service object, made before React and shared with the API
  // client's middleware; the reactions must be in place before any child's first request.
  // eslint-disable-next-line react-hooks/immutability
  runtime.reactions = {
    sessionLost: () => {
      setActions({ count: 0 });
      // Logging out on purpose can meet a 401 of its own: that is not a lost session.
      if (runtime.endingSession) return;
      runtime.queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
      notify({ tone: 'info', message: intl.formatMessage(portalMessages.sessionExpired) });
      const here = router.state.location;
      // Already on login: stay there (with its own redirect), do not nest redirects.
      if (here.pathname === ROUTES.login) return;
      void router.navigate({ to: ROUTES.login, search: { redirect: here.href }, replace: true });
    },
    actionFailed: (error) => {
      setActions({ count: 0 });
      notify({ tone: 'error', message: translateError(intl, error).join(' ') });
    },
  };

  const portal = useMemo<Portal>(
    () => ({
      api: runtime.api,
      tenant: runtime.tenant,
      locale,
      changeLocale: (next) => applyLocale(next, { storeOnServer: true }),
      async signIn(tokens, options) {
        // Stores the tokens and starts the refresh timer (spec §4).
        runtime.api.login(tokens);
        const user = await runtime.queryClient.fetchQuery({ ...currentUserQuery(runtime.api), staleTime: 0 });
        // Spec §4: the freelancer's locale lives on the server. The one stored there wins when the
        // tenant offers it; otherwise the locale of this page is stored for them.
        if (user.locale && runtime.tenant.context.languages.some((l) => l.iso === user.locale)) {
          if (user.locale !== runtime.locale) await applyLocale(user.locale, { storeOnServer: false });
        } else {
          await runtime.api.quiet
            .POST('/freelancer/locale', { body: { locale: runtime.locale } })
            .catch(() => undefined);
        }
        const next = profileFulfilledRedirect(user, runtime.tenant.config) ?? options?.redirect ?? ROUTES.projects;
        // Only paths inside the portal (the account feature's check, the one the login page uses).
        await router.navigate({ href: safeRedirect(next) ?? ROUTES.projects, replace: true });
      },
      async signOut() {
        await endSession(runtime);
        await router.navigate({ to: ROUTES.login, replace: true });
      },
      notify,
      async withActionLoader(work, caption) {
        setActions((a) => ({ count: a.count + 1, caption }));
        try {
          return await work();
        } finally {
          setActions((a) => ({ count: Math.max(0, a.count - 1), caption: a.caption }));
        }
      },
      browserUuid: () => runtime.browserUuid(),
    }),
    [runtime, router, locale, applyLocale, notify],
  );

  return (
    <PortalContext.Provider value={portal}>
      <SessionProvider runtime={runtime}>
        <RouterProvider router={router} />
        <ActionLoader
          active={actions.count > 0}
          label={intl.formatMessage(portalMessages.working)}
          {...(actions.caption ? { caption: actions.caption } : {})}
        />
        <Toast
          key={toast?.key ?? 0}
          open={toast !== null}
          message={toast?.message ?? ''}
          tone={toast?.tone === 'error' ? 'error' : toast?.tone === 'success' ? 'success' : 'info'}
          closeLabel={intl.formatMessage(portalMessages.close)}
          onClose={() => setToast(null)}
        />
      </SessionProvider>
    </PortalContext.Provider>
  );
}

/** The whole browser app. */
export function PortalApp({ runtime, router, initialMessages }: PortalAppProps): ReactElement {
  const [state, setState] = useState({ locale: runtime.locale, messages: initialMessages });

  // Spec §2, §4, §5: only the tenant's languages; the choice is kept in the `locale` cookie (the
  // server renders the next page in it), on the server for a logged-in freelancer, and in <html lang>.
  const applyLocale = useCallback<ApplyLocale>(
    // The API client's middleware reads the locale from `runtime`, the app's mutable service
    // object outside React: setting it there on a language change is the point.
    // eslint-disable-next-line react-hooks/immutability
    async (locale, options = {}) => {
      if (!runtime.tenant.context.languages.some((language) => language.iso === locale)) return;
      const next = await runtime.loadMessages(locale);
      // eslint-disable-next-line react-hooks/immutability -- see above: runtime lives outside React
      runtime.locale = locale;
      storeLocaleCookie(locale);
      document.documentElement.lang = locale;
      setState({ locale, messages: next });
      if (options.storeOnServer && runtime.session.isLoggedIn()) {
        await runtime.api.quiet.POST('/freelancer/locale', { body: { locale } }).catch(() => undefined);
      }
      // Texts from the API (CMS links, categories, countries) come in the new language.
      await runtime.queryClient.invalidateQueries();
      await router.invalidate();
    },
    [runtime, router],
  );

  // Spec §4: a page loaded with a session refreshes its token before it expires.
  useEffect(() => {
    if (runtime.session.isLoggedIn()) runtime.api.startTokenRefresh();
    return () => runtime.api.stopTokenRefresh();
  }, [runtime]);

  // One formatter per locale: created when the locale changes, not on each render of the app.
  const intl = useMemo(
    () => createIntl({ locale: state.locale, messages: state.messages, defaultLocale: 'en' }, intlCache),
    [state],
  );

  return (
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={runtime.queryClient}>
        <Services runtime={runtime} router={router} locale={state.locale} applyLocale={applyLocale} />
      </QueryClientProvider>
    </RawIntlProvider>
  );
}
