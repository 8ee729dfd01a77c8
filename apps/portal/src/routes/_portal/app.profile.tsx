// Profile (query tab): personal data, CV and documents, histories, skills, availability, rate.
import { ProfilePage, loadProfilePage, parseProfileSearch } from '@talent/onboarding';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/profile')({
  validateSearch: parseProfileSearch,
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime } }) => loadProfilePage(runtime),
  component: ProfileRoute,
});

function ProfileRoute(): ReactElement {
  return <ProfilePage tab={Route.useSearch().tab} />;
}
