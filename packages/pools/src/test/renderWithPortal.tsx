// Renders a pools page as the portal would: messages (English defaults unless a test passes a
// catalog), a fresh query cache, the portal's services over a fake API, and a logged-in session.
import type { ClientContextResponse, TalentApi } from '@talent/api-client';
import { PortalContext, SessionContext } from '@talent/app-context';
import type { Portal, ToastMessage } from '@talent/app-context';
import { DEFAULT_CLIENT_CONFIG } from '@talent/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';

/** The acme tenant as the portal gets it from the API. */
export const TENANT: ClientContextResponse = {
  context: {
    id: 'acme',
    name: 'Acme Talent',
    talentDomainName: 'acme.localhost',
    languages: [
      { iso: 'en', name: 'English' },
      { iso: 'de', name: 'Deutsch' },
    ],
    primaryColor: '#0052cc',
    talentLogo: '/tenants/acme/logos/talent.svg',
    projectLogo: '/tenants/acme/logos/project.svg',
    ogImage: '/tenants/acme/logos/og.png',
    legalEntity: { name: 'Acme Staffing GmbH', show_logo: false, logo: null },
    reCaptchaSiteKey: null,
    reCaptchaIsEnabled: false,
  },
  config: DEFAULT_CLIENT_CONFIG as ClientContextResponse['config'],
};

/** Options of `renderWithPortal`. */
export interface RenderOptions {
  readonly api: TalentApi;
  readonly locale?: string;
  /** Catalog of the locale; the English defaults in code when absent. */
  readonly messages?: Record<string, string>;
  /** The query cache (a test that builds a router needs it first); a fresh one by default. */
  readonly queryClient?: QueryClient;
}

/** The rendered page, the toasts it asked for and its query cache. */
export interface Rendered extends RenderResult {
  readonly notify: ReturnType<typeof vi.fn<(toast: ToastMessage) => void>>;
  readonly queryClient: QueryClient;
}

/** A query cache as the tests want it: no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Missing translations are expected (the English defaults are used); any other message error fails. */
function reportIntlError(error: Error & { readonly code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') throw error;
}

export function renderWithPortal(page: ReactElement, options: RenderOptions): Rendered {
  const locale = options.locale ?? 'en';
  const notify = vi.fn<(toast: ToastMessage) => void>();
  const queryClient = options.queryClient ?? testQueryClient();
  const portal: Portal = {
    api: options.api,
    tenant: TENANT,
    locale,
    changeLocale: () => Promise.resolve(),
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    notify,
    withActionLoader: (work) => work(),
    browserUuid: () => '0b7e3c4e-0000-4000-8000-000000000001',
  };
  const result = render(
    <IntlProvider locale={locale} messages={options.messages ?? {}} defaultLocale="en" onError={reportIntlError}>
      <QueryClientProvider client={queryClient}>
        <PortalContext.Provider value={portal}>
          <SessionContext.Provider value={{ isLoggedIn: true, user: null }}>{page}</SessionContext.Provider>
        </PortalContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, notify, queryClient };
}
