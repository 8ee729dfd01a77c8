// Login (spec §2; also the landing of one-time-link and device-confirmation mails).
import { LoginPage, parseLoginSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/login')({
  staticData: { serverRendered: true },
  validateSearch: parseLoginSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect'),
  component: LoginPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function LoginPageRoute(): ReactElement {
  return <LoginPage search={Route.useSearch()} />;
}
