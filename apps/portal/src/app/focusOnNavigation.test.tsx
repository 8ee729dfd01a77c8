// Focus after an in-app navigation: on the new page's h1 (announced by screen readers), once for
// every route; not on the first page of a visit, and not when only the query string changes.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import { HEADING_WAIT_MS } from './focusOnNavigation.ts';

/**
 * The focus attempts after a navigation (timers) run when the test says so; the clock also follows
 * real time, so the app and Testing Library's waiting work as usual.
 */
function fakeClock(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** Runs every focus attempt a resolved navigation may have scheduled (they stop after HEADING_WAIT_MS). */
async function runFocusAttempts(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(HEADING_WAIT_MS + 1000));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('focus after a navigation', () => {
  it('leaves the first page of a visit alone', async () => {
    fakeClock();
    // renderPortal resolves once the router has resolved the first URL: its onResolved has run.
    await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    await runFocusAttempts();
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
    fakeClock();
    const { router } = await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    const login = screen.getAllByRole('link', { name: 'Log in' })[0]!;
    login.focus();
    const resolved: string[] = [];
    const unsubscribe = router.subscribe('onResolved', (event) => resolved.push(event.toLocation.href));
    await router.navigate({ href: '/projects?q=java' });
    // The router has resolved the new URL (after the focus handler, which subscribed first), so a
    // focus move, had it asked for one, is scheduled: run it.
    await vi.waitFor(() => expect(resolved).toEqual(['/projects?q=java']));
    unsubscribe();
    await runFocusAttempts();
    expect(login).toHaveFocus();
  });
});
