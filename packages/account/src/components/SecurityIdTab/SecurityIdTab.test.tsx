import { axeViolations, fakeApi, json, problem, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../queries.ts';
import { SecurityIdTab, matchesSecurityIdPattern } from './SecurityIdTab.tsx';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /freelancer/securityIds': () => ({
      results: [{ id: 1, maskedValue: '****5678', label: 'Data platform', created: '2026-10-01T08:00:00Z' }],
    }),
    'POST /freelancer/securityId': () =>
      json({ id: 2, maskedValue: '****3456', label: 'Cloud migration', created: '2026-11-24T08:00:00Z' }, 201),
    'GET /project/:id/securityIdPattern': () => ({ pattern: '^[A-Z]{2}[0-9]{6}$', example: 'AB123456' }),
    'GET /project/:id/securityIdFaqVerbiage': () => ({ text: 'Your badge number.\nAsk your manager for it.' }),
    ...overrides,
  });
}

describe('matchesSecurityIdPattern', () => {
  it('tests the whole pattern as the API does, and accepts anything without a (usable) pattern', () => {
    expect(matchesSecurityIdPattern('^[A-Z]{2}[0-9]{6}$', 'AB123456')).toBe(true);
    expect(matchesSecurityIdPattern('^[A-Z]{2}[0-9]{6}$', 'ab123456')).toBe(false);
    expect(matchesSecurityIdPattern(null, 'anything')).toBe(true);
    expect(matchesSecurityIdPattern('([', 'anything')).toBe(true);
  });
});

describe('SecurityIdTab', () => {
  it('lists the masked ids and adds one without a project, where no pattern applies', async () => {
    const { fake, queryClient } = await renderWithPortal(<SecurityIdTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    expect(await screen.findByText('****5678')).toBeVisible();
    expect(screen.getByText(/^For Data platform · Added on October 1, 2026/)).toBeVisible();
    const field = screen.getByLabelText(/^Security ID/, { selector: 'input' });
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Add security ID' }));
    expect(field).toHaveAccessibleDescription('This field is required.');
    await user.type(field, '  free-form 42 ');
    await user.click(screen.getByRole('button', { name: 'Add security ID' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Add a security ID' })).getByRole('status')).toHaveTextContent(
        'Your security ID has been saved.',
      ),
    );
    expect(fake.callsTo('POST /freelancer/securityId')[0]!.body).toEqual({ value: 'free-form 42' });
    expect(field).toHaveValue('');
    // The list (and the header's entry) read again.
    expect(fake.callsTo('GET /freelancer/securityIds')).toHaveLength(2);
    expect(queryClient.getQueryState(accountKeys.securityIds())?.status).toBe('success');
  });

  it("checks a project's pattern, gives its example and shows its explanation", async () => {
    const { fake } = await renderWithPortal(<SecurityIdTab project={12} />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    expect(await screen.findByText('About the security ID this project asks for')).toBeVisible();
    expect(screen.getByText(/Your badge number\./)).toBeVisible();
    const field = screen.getByLabelText(/^Security ID/, { selector: 'input' });
    expect(field).toHaveAccessibleDescription('For example: AB123456');
    await user.type(field, 'ab12');
    await user.click(screen.getByRole('button', { name: 'Add security ID' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(fake.callsTo('POST /freelancer/securityId')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'CD654321');
    await user.click(screen.getByRole('button', { name: 'Add security ID' }));
    await waitFor(() => expect(fake.callsTo('POST /freelancer/securityId')).toHaveLength(1));
    expect(fake.callsTo('POST /freelancer/securityId')[0]!.body).toEqual({ value: 'CD654321', projectId: 12 });
    expect(fake.callsTo('GET /project/:id/securityIdPattern')[0]!.path).toBe('/project/12/securityIdPattern');
  });

  it("shows the server's refusal at the field", async () => {
    await renderWithPortal(<SecurityIdTab />, {
      api: api({
        'POST /freelancer/securityId': () =>
          problem(409, ['securityId.duplicate'], [{ field: 'value', messages: ['securityId.duplicate'] }]),
      }),
      user: testUser(),
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Security ID/, { selector: 'input' });
    await user.type(field, 'XY000001');
    await user.click(screen.getByRole('button', { name: 'Add security ID' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This security ID is already saved.'));
  });

  it('has no axe violations', async () => {
    await renderWithPortal(<SecurityIdTab project={12} />, { api: api(), user: testUser() });
    await screen.findByText('****5678');
    await screen.findByText(/Your badge number\./);
    expect(await axeViolations()).toEqual([]);
  });
});
