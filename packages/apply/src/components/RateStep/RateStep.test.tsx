import { emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFlowApi } from '../../test/flowApi.ts';
import { axeViolations } from '@talent/test-utils';
import { RateStep } from './RateStep.tsx';

let latest: ApplicationDraft = emptyDraft(1042);

function Controlled(): ReactElement {
  const [draft, setDraft] = useState(() => emptyDraft(1042));
  // The draft as the step left it, for the test to read.
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return (
    <RateStep
      draft={draft}
      onChange={setDraft}
      issues={{}}
      options={{ currencies: ['USD', 'CHF'], rateUnits: ['DAY', 'WEEK'] }}
      debounceMs={10}
    />
  );
}

describe('RateStep', () => {
  it('takes the tenant’s first currency and unit when the draft’s are not offered, and shows the client’s rate once typing pauses', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi();
    await renderWithPortal(<Controlled />, { api: fake, loggedIn: true });
    await waitFor(() => expect(latest.talentRate).toEqual({ value: null, currency: 'USD', period: 'DAY' }));
    await user.type(screen.getByLabelText(/Your rate/), '500,5');
    expect(await screen.findByText('The client sees $600.60 per day.')).toHaveAttribute('role', 'status');
    expect(latest.talentRate.value).toBe(500.5);
    // Asked for the last value only, not once per keystroke.
    const asked = fake.callsTo('GET /project/:id/apply/rates/calculate').map((c) => c.query.get('value'));
    expect(asked.at(-1)).toBe('500.5');
    await user.selectOptions(screen.getByLabelText(/Per/), 'WEEK');
    await user.selectOptions(screen.getByLabelText(/Currency/), 'CHF');
    expect(await screen.findByText(/The client sees CHF\s600\.60 per week\./)).toBeInTheDocument();
    expect(latest.talentRate).toEqual({ value: 500.5, currency: 'CHF', period: 'WEEK' });
    // The contract's names (the API refuses any other): a period sent as `unit` was ignored.
    const last = fake.callsTo('GET /project/:id/apply/rates/calculate').at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ value: '500.5', currency: 'CHF', period: 'WEEK' });
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the client’s rate cannot be calculated', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi();
    fake.on('GET /project/:id/apply/rates/calculate', () => new Response(null, { status: 500 }));
    await renderWithPortal(<Controlled />, { api: fake, loggedIn: true });
    await user.type(screen.getByLabelText(/Your rate/), '80');
    expect(await screen.findByText('The rate the client sees cannot be calculated now.')).toBeInTheDocument();
  });
});
