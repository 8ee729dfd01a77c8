// Mobile activation: log in with an SMS code.
import { MobileActivationPage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/mobile-activation/{-$number}')({
  validateSearch: parseRedirectSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: MobileActivationPage,
});
