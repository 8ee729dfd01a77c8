// "/login" reaches login (spec §2), keeping the query (e.g. redirect).
import { ROUTES } from '@talent/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ search }) => {
    redirect({ to: ROUTES.login, search, replace: true, throw: true });
  },
});
