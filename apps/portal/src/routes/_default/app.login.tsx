// Login (spec §2; also the landing of one-time-link and device-confirmation mails).
import { LoginPage, parseLoginSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect'),
  component: LoginPage,
});
