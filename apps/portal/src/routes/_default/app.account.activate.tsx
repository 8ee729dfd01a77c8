// Account activation (route name app-account-activate; needs query token, else login).
import { ActivatePage, parseTokenSearch, requireTokenParam } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

const routeGuards = guards('tracker', 'getBrowserUuidCookie');

export const Route = createFileRoute('/_default/app/account/activate')({
  validateSearch: parseTokenSearch,
  beforeLoad: async (args) => {
    await routeGuards(args);
    requireTokenParam(args.search);
  },
  component: ActivatePageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function ActivatePageRoute(): ReactElement {
  return <ActivatePage token={Route.useSearch().token} />;
}
