// Social login callback.
import { SocialCallbackPage } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_empty/social-callback')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: SocialCallbackPage,
});
