// Complete a social sign-up.
import { SocialIncompletePage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/social-incomplete')({
  validateSearch: parseRedirectSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: SocialIncompletePage,
});
