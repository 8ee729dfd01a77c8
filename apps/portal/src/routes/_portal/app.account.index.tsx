// The account pages (query tab): notifications, security, security id, verified devices, privacy,
// settings. The tab is validated here; the account feature prefetches its data and draws it.
import { AccountPage, loadAccountPage, parseAccountSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/account/')({
  validateSearch: parseAccountSearch,
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, deps }) => loadAccountPage(runtime, deps),
  component: AccountRoute,
});

function AccountRoute(): ReactElement {
  const { tab, project } = Route.useSearch();
  return <AccountPage tab={tab} project={project} />;
}
