import { fakeApi, json, landedOn, problem, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivatePage } from './ActivatePage.tsx';
import { parseTokenSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const activatePage = ({ search }: TestPageRoute) => <ActivatePage {...parseTokenSearch(search)} />;

const path = '/app/account/activate';
const url = `${path}?token=abcdefghijklmnopqrstuvwx`;

describe('ActivatePage', () => {
  it('activates once with the token and sends the visitor to login with a notice', async () => {
    const { fake } = await renderWithPortal(activatePage, {
      path,
      url,
      api: fakeApi({ 'GET /freelancer/activate': () => json({ state: 'ACTIVATED' }) }),
    });
    expect(await landedOn()).toBe('/app/login?notice=activated');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.query.get('token')).toBe('abcdefghijklmnopqrstuvwx');
  });

  it('says when the account already was active', async () => {
    await renderWithPortal(activatePage, {
      path,
      url,
      api: fakeApi({ 'GET /freelancer/activate': () => json({ state: 'ALREADY_ACTIVE' }) }),
    });
    expect(await landedOn()).toBe('/app/login?notice=alreadyActive');
  });

  it('stays for a logged-in user and continues to the projects', async () => {
    await renderWithPortal(activatePage, {
      path,
      url,
      loggedIn: true,
      api: fakeApi({ 'GET /freelancer/activate': () => json({ state: 'ACTIVATED' }) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is active.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/project');
  });

  it('explains an expired link with what to do next', async () => {
    await renderWithPortal(activatePage, {
      path,
      url,
      api: fakeApi({ 'GET /freelancer/activate': () => problem(400, ['auth.linkExpired']) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByText(/get a new activation link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/app/login');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the server could not answer (the token may still be good)', async () => {
    let answers = 0;
    const { fake } = await renderWithPortal(activatePage, {
      path,
      url,
      api: fakeApi({
        'GET /freelancer/activate': () =>
          ++answers === 1 ? problem(503, ['error.generic']) : json({ state: 'ACTIVATED' }),
      }),
    });
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await landedOn()).toBe('/app/login?notice=activated');
    expect(fake.calls).toHaveLength(2);
  });
});
