// The dialog on its own (the portal's layout tests drive it with the real session, logout included):
// it asks only for what is missing, sends only that, and shares the legal-needs query with the
// social sign-up page, so one answer from the server serves both.
import { empty, fakeApi, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../queries.ts';
import { ExpiredTermsDialog } from './ExpiredTermsDialog.tsx';

function needing(terms: boolean, privacy: boolean) {
  return fakeApi({
    'GET /freelancer/legal/needsToAgree': () => ({ terms, privacy }),
    'POST /freelancer/legal/agree': () => empty(204),
  });
}

describe('ExpiredTermsDialog', () => {
  it('asks for the missing privacy statement only, and settles the shared legal-needs query', async () => {
    const { fake, queryClient } = await renderWithPortal(<ExpiredTermsDialog />, {
      api: needing(false, true),
      user: testUser(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    expect(within(dialog).queryByRole('checkbox', { name: 'I agree to the terms of use' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('checkbox', { name: 'I agree to the privacy statement' }));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(fake.callsTo('POST /freelancer/legal/agree')[0]!.query)).toEqual({ privacy: 'true' });
    expect(queryClient.getQueryData(accountKeys.legalNeeds())).toEqual({ terms: false, privacy: false });
  });

  it('asks nothing of a visitor', async () => {
    const { fake } = await renderWithPortal(<ExpiredTermsDialog />, { api: needing(true, true) });
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
