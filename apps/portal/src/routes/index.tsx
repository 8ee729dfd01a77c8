// "/": visitors go to public search (or sign-up when the tenant has none), talent to app-project.
import { ROUTES, publicSearchRedirect, searchLink } from '@talent/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context: { runtime } }) => {
    const loggedIn = runtime.session.isLoggedIn();
    redirect({
      to:
        publicSearchRedirect(runtime.tenant.config, loggedIn) ??
        searchLink(runtime.tenant.config, loggedIn) ??
        ROUTES.projects,
      replace: true,
      throw: true,
    });
  },
});
