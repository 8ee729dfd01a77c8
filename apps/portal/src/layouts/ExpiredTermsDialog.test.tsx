// The expired terms dialog (@talent/account) as the portal and empty layouts show it, with the
// real session: only the missing agreements are asked for and sent, a failure to record them is
// swallowed, and disagreeing deactivates the account, logs out and goes to login.
import { ROUTES } from '@talent/domain';
import { empty, problem, testTokens, testUser } from '@talent/test-utils';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import { fakeShellApi } from '../test/shellApi.ts';

function needing(terms: boolean, privacy: boolean, extra: Parameters<typeof fakeShellApi>[0] = {}) {
  return fakeShellApi({
    'GET /freelancer': () => testUser(),
    'GET /freelancer/legal/needsToAgree': () => ({ terms, privacy }),
    'POST /freelancer/legal/agree': () => empty(204),
    ...extra,
  });
}

describe('expired terms dialog', () => {
  it('asks only for the missing agreement and sends only that one', async () => {
    const api = needing(true, false);
    const { user } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    expect(within(dialog).getByRole('checkbox', { name: 'I agree to the terms of use' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'I agree to the privacy statement' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Read the terms of use/ })).toHaveAttribute('href', ROUTES.terms);

    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    const box = within(dialog).getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(box).toHaveAccessibleDescription('Terms of use: please tick the box to agree.');
    expect(box).toHaveFocus();
    expect(api.callsTo('POST /freelancer/legal/agree')).toHaveLength(0);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = api.callsTo('POST /freelancer/legal/agree');
    expect(Object.fromEntries(call!.query)).toEqual({ terms: 'true' });
  });

  it('asks for both when both are missing, naming each unticked box', async () => {
    const api = needing(true, true);
    const { user } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the terms of use' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(
      within(dialog).getByRole('checkbox', { name: 'I agree to the privacy statement' }),
    ).toHaveAccessibleDescription('Privacy statement: please tick the box to agree.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the privacy statement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(api.callsTo('POST /freelancer/legal/agree')[0]!.query)).toEqual({
      terms: 'true',
      privacy: 'true',
    });
  });

  it('swallows a failure to record the agreement (spec §8)', async () => {
    const api = needing(false, true, { 'POST /freelancer/legal/agree': () => problem(500, ['error.generic']) });
    const { user } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the privacy statement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /freelancer/legal/agree')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  // The sizes come from styles jsdom does not apply: the design system's Dialog size "large"
  // (DIALOG_WIDTHS.expiredTerms, 800 px) and Chrome.css.ts (EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX).
  it('has a named text box that scrolls with the keyboard', async () => {
    await renderPortal({ path: '/app/project', api: needing(true, false), tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    const text = within(dialog).getByRole('region', { name: 'Updated documents' });
    expect(text).toHaveAttribute('tabindex', '0');
    expect(text).toHaveTextContent('We have updated the documents below.');
  });

  it('cannot be closed with Escape: it must be answered', async () => {
    const { user } = await renderPortal({ path: '/app/project', api: needing(true, false), tokens: testTokens() });
    await screen.findByRole('dialog', { name: 'Our terms have changed' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
  });

  it('shows in the empty layout too (onboarding)', async () => {
    const api = needing(true, false, { 'GET /freelancer': () => testUser({ hasCompletedOnboarding: false }) });
    const { router } = await renderPortal({ path: '/app/onboarding', api, tokens: testTokens() });
    expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.onboarding);
  });

  it('asks on the next visit for terms published meanwhile: a new page load, or coming back after half an hour', async () => {
    let needs = { terms: false, privacy: false };
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'GET /freelancer/legal/needsToAgree': () => needs,
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-01T09:00:00Z') });
    try {
      const first = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
      await waitFor(() => expect(api.callsTo('GET /freelancer/legal/needsToAgree')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // New terms are published. Back in the tab within the half hour: the same visit, not asked.
      needs = { terms: true, privacy: false };
      vi.setSystemTime(Date.parse('2026-06-01T09:29:00Z'));
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(api.callsTo('GET /freelancer/legal/needsToAgree')).toHaveLength(1);
      // Back after a longer pause: a new visit asks, and the dialog appears without a reload.
      vi.setSystemTime(Date.parse('2026-06-01T09:31:00Z'));
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
      first.unmount();

      // A new page load (a new cache) asks at once.
      await renderPortal({ path: '/app/project', api, tokens: testTokens() });
      expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
      expect(api.callsTo('GET /freelancer/legal/needsToAgree')).toHaveLength(3);
    } finally {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    }
  });

  it('is not shown when everything is agreed, and never asked for visitors', async () => {
    const api = needing(false, false);
    const app = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.callsTo('GET /freelancer/legal/needsToAgree')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    app.unmount();
    const visitorApi = needing(true, true);
    await renderPortal({ path: '/projects', api: visitorApi });
    await screen.findByRole('heading', { level: 1 });
    expect(visitorApi.callsTo('GET /freelancer/legal/needsToAgree')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('disagreeing', () => {
  it('asks to confirm the deactivation, and Back returns to the terms', async () => {
    const { user } = await renderPortal({ path: '/app/project', api: needing(true, false), tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    // Focus starts on the safe choice.
    const back = document.activeElement as HTMLElement;
    expect(confirm).toContainElement(back);
    expect(back).toHaveAccessibleName('Back');
    expect(back).toHaveTextContent('Back');
    await user.click(back);
    expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deactivate your account?' })).not.toBeInTheDocument();
  });

  it('deactivates the account, logs out and goes to login', async () => {
    const api = needing(true, true, {
      'POST /freelancer/tosDeactivate': () => empty(204),
      'POST /logout': () => empty(204),
    });
    const { user, router, session } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(api.callsTo('POST /freelancer/tosDeactivate')).toHaveLength(1);
    expect(api.callsTo('POST /logout')).toHaveLength(1);
    expect(api.callsTo('POST /freelancer/legal/agree')).toHaveLength(0);
    expect(session.isLoggedIn()).toBe(false);
    expect(await screen.findByText('Your account has been deactivated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the user logged in and says why when the deactivation fails', async () => {
    const api = needing(true, false, { 'POST /freelancer/tosDeactivate': () => problem(500, ['error.generic']) });
    const { user, session } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disagree' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate your account?' })).getByRole('button', {
        name: 'Deactivate account',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(session.isLoggedIn()).toBe(true);
  });
});
