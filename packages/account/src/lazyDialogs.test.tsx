import { empty, fakeApi, renderWithPortal, testUser } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiredTermsDialog } from './lazyDialogs.tsx';

const api = () =>
  fakeApi({
    'GET /freelancer/legal/needsToAgree': () => ({ terms: true, privacy: false }),
    'POST /freelancer/legal/agree': () => empty(204),
  });

describe('ExpiredTermsDialog as exported (loaded for a logged-in user only)', () => {
  // The first import() compiles the dialog and its styles: slow on a busy machine.
  it('loads the dialog for a logged-in user and asks what is missing', { timeout: 20_000 }, async () => {
    await renderWithPortal(<ExpiredTermsDialog />, { api: api(), user: testUser() });
    expect(
      await screen.findByRole('dialog', { name: 'Our terms have changed' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of use' })).toBeInTheDocument();
  });

  it('renders nothing and asks nothing for a visitor', async () => {
    const { container, fake } = await renderWithPortal(<ExpiredTermsDialog />, { api: api() });
    expect(container).toBeEmptyDOMElement();
    expect(fake.calls).toHaveLength(0);
  });
});
