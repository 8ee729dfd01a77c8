// Mobile activation: log in with an SMS code.
import { MobileActivationPage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/mobile-activation/{-$number}')({
  validateSearch: parseRedirectSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: MobileActivationPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function MobileActivationPageRoute(): ReactElement {
  return <MobileActivationPage number={Route.useParams().number} redirect={Route.useSearch().redirect} />;
}
