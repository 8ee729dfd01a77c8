// Complete a social sign-up.
import { SocialIncompletePage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/social-incomplete')({
  validateSearch: parseRedirectSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: SocialIncompletePageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function SocialIncompletePageRoute(): ReactElement {
  return <SocialIncompletePage redirect={Route.useSearch().redirect} />;
}
