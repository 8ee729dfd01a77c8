// Focus after an in-app navigation: on the new page's h1 (announced by screen readers), once for
// every route; not on the first page of a visit, and not when only the query string changes.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';

describe('focus after a navigation', () => {
  it('leaves the first page of a visit alone', async () => {
    await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.body).toHaveFocus();
  });

  it('moves to the new page’s heading when a link is followed', async () => {
    const { user, router } = await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    const login = screen.getAllByRole('link', { name: 'Log in' })[0]!;
    await user.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(heading).toHaveFocus());
    // A focus target that Tab does not stop at.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stays where it is when only the query string changes (a filter, a tab)', async () => {
    const { router } = await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    const login = screen.getAllByRole('link', { name: 'Log in' })[0]!;
    login.focus();
    await router.navigate({ href: '/projects?q=java' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(login).toHaveFocus();
  });
});
