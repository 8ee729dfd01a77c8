// The logged-in header's counters and the tabs of /app/project, with the real router, session and
// layouts: the counts come from the current user (GET /freelancer) and are part of the links'
// names; `tab=applications|invitations` shows the talent's applications or invitations. The
// account entries mark the account page's tab, and the security id entry follows the account's list.
import { json, problem, testTenant, testTokens, testUser } from '@talent/test-utils';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testBootstrap } from '../test/fixtures.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { fakeShellApi } from '../test/shellApi.ts';

function api(counts: { jobApplicationCount: number; jobInvitationCount: number }) {
  return fakeShellApi({
    'GET /freelancer': () => testUser(counts),
    'GET /projectApplication': () => ({ results: [], total: 0, offset: 0, limit: 20 }),
    'GET /projectApplication/drafts': () => ({ results: [] }),
    'GET /projectInvitation/open': () => ({ results: [] }),
  });
}

function mainNav(): HTMLElement {
  // The header's own navigation (the drawer's copy exists only while the menu is open).
  return screen.getByRole('navigation', { name: 'Main' });
}

/** Opens the header's account menu (the account page's tabs) and returns the main navigation. */
async function openAccountMenu(): Promise<HTMLElement> {
  const button = within(mainNav()).getByRole('button', { name: 'Account' });
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.setup().click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return mainNav();
}

describe('the header counters and the projects tabs', () => {
  it('counts applications and invitations in the links’ names, and shows the invitations tab', async () => {
    await renderPortal({
      path: '/app/project?tab=invitations',
      api: api({ jobApplicationCount: 3, jobInvitationCount: 2 }),
      tokens: testTokens(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    const invitations = await within(mainNav()).findByRole('link', { name: 'Invitations, 2 open' });
    expect(invitations).toHaveAttribute('href', '/app/project?tab=invitations');
    expect(invitations).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Applications, 3 submitted' })).not.toHaveAttribute(
      'aria-current',
    );
    const tabs = screen.getByRole('navigation', { name: 'Projects' });
    expect(within(tabs).getByRole('link', { name: 'Invitations' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no count of zero', async () => {
    await renderPortal({
      path: '/app/project?tab=applications',
      api: api({ jobApplicationCount: 0, jobInvitationCount: 0 }),
      tokens: testTokens(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Invitations' })).toBeInTheDocument();
  });

  it('shows the project search without a tab, and for an unknown one', async () => {
    const fake = api({ jobApplicationCount: 1, jobInvitationCount: 0 });
    await renderPortal({ path: '/app/project?tab=bogus&q=java', api: fake, tokens: testTokens() });
    const tabs = await screen.findByRole('navigation', { name: 'Projects' });
    expect(within(tabs).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(fake.callsTo('POST /search/project/query')).not.toHaveLength(0);
    expect(fake.callsTo('GET /projectApplication')).toHaveLength(0);
  });
});

describe('the account entries', () => {
  it('keeps the main links in the bar and the account page’s tabs in the account menu', async () => {
    const user = userEvent.setup();
    await renderPortal({
      path: '/app/project?tab=applications',
      api: api({ jobApplicationCount: 0, jobInvitationCount: 0 }),
      tokens: testTokens(),
    });
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Find projects', 'Applications', 'Invitations', 'Profile', 'Talent pools']);
    const button = within(mainNav()).getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const notifications = within(mainNav()).getByRole('link', { name: 'Notifications' });
    expect(notifications).toHaveAttribute('href', '/app/account?tab=notifications');
    // Escape closes it and gives the focus back to its button.
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(mainNav()).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    // A click outside closes it too.
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the account tab of the URL, privacy included', async () => {
    const fake = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'GET /freelancer/hasPassword': () => ({ hasPassword: true }),
      'GET /freelancer/consents': () => ({ results: [] }),
      'GET /freelancer/dataExport': () => ({ status: 'NONE' }),
    });
    await renderPortal({ path: '/app/account?tab=privacy', api: fake, tokens: testTokens() });
    expect(await screen.findByRole('tab', { name: 'Privacy', selected: true })).toBeInTheDocument();
    // The account page's tabs are in the account menu, not in the bar.
    expect(within(mainNav()).queryByRole('link', { name: 'Privacy' })).not.toBeInTheDocument();
    const nav = await openAccountMenu();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent)
        .slice(-4),
    ).toEqual(['Notifications', 'Security', 'Verified devices', 'Privacy']);
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/app/account?tab=privacy');
  });

  it('shows the security id entry as soon as the talent adds a first id (one query for the page and the header)', async () => {
    let ids: unknown[] = [];
    const fake = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'GET /freelancer/securityIds': () => ({ results: ids }),
      'GET /project/:id/securityIdPattern': () => problem(404, ['project.noSecurityId']),
      'GET /project/:id/securityIdFaqVerbiage': () => problem(404, ['project.noSecurityId']),
      'POST /freelancer/securityId': () => {
        ids = [{ id: 1, maskedValue: '****0042', created: '2026-11-24T08:00:00Z' }];
        return json(ids[0], 201);
      },
    });
    await renderPortal({ path: '/app/account?tab=securityId&project=12', api: fake, tokens: testTokens() });
    const field = await screen.findByLabelText(/^Security ID/, { selector: 'input' });
    expect(within(await openAccountMenu()).queryByRole('link', { name: 'Security ID' })).not.toBeInTheDocument();
    await userEvent.setup().type(field, 'ID-0042');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add security ID' }));
    expect(await within(await openAccountMenu()).findByRole('link', { name: 'Security ID' })).toHaveAttribute(
      'href',
      '/app/account?tab=securityId',
    );
  });
});

describe('the logo', () => {
  it('has the intrinsic size the client context gives, so the header keeps its space (no layout shift)', async () => {
    const tenant = testTenant();
    const bootstrap = testBootstrap({
      tenant: {
        ...tenant,
        context: { ...tenant.context, talentLogo: '/tenants/acme/logos/talent.svg?v=0123456789abcdef' },
        talentLogoSize: { width: 168, height: 40 },
      },
    });
    await renderPortal({ path: '/app/login', bootstrap });
    const logo = await within(await screen.findByRole('banner')).findByRole('img', { name: 'Acme Talent' });
    expect(logo).toHaveAttribute('src', '/tenants/acme/logos/talent.svg?v=0123456789abcdef');
    expect(logo).toHaveAttribute('width', '168');
    expect(logo).toHaveAttribute('height', '40');
  });
});
