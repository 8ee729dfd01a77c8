import { emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ID, fakeFlowApi } from '../../test/flowApi.ts';
import { axeViolations } from '@talent/test-utils';
import { InterviewStep } from './InterviewStep.tsx';

let latest: ApplicationDraft = emptyDraft(1042);

function Controlled({ timeZone }: { readonly timeZone: string }): ReactElement {
  const [draft, setDraft] = useState(() => emptyDraft(1042));
  // The draft as the step left it, for the test to read.
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return (
    <InterviewStep
      draft={draft}
      onChange={setDraft}
      issues={{}}
      applicationId={APPLICATION_ID}
      slotTaken={false}
      timeZone={timeZone}
    />
  );
}

describe('InterviewStep', () => {
  it('lists the free times by day in the talent’s language and time zone; one is chosen at a time', async () => {
    const user = userEvent.setup();
    await renderWithPortal(<Controlled timeZone="Asia/Tokyo" />, { api: fakeFlowApi(), loggedIn: true, locale: 'de' });
    // Tokyo is 9 hours ahead of UTC.
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['Dienstag, 1. Dezember', 'Mittwoch, 2. Dezember']);
    expect(screen.getByText(/Asia\/Tokyo/)).toBeInTheDocument();
    expect(
      within(days[1]!.parentElement!)
        .getAllByRole('button')
        .map((t) => t.textContent),
    ).toEqual(['19:00–19:30']);
    const times = within(days[0]!.parentElement!).getAllByRole('button');
    expect(times.map((t) => t.textContent)).toEqual(['18:00–18:30', '22:00–22:30']);
    await user.click(times[1]!);
    expect(times[1]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(latest.interviewSlot).toEqual({
        initialStart: '2026-12-01T13:00:00.000Z',
        initialEnd: '2026-12-01T13:30:00.000Z',
      }),
    );
    await user.click(times[0]!);
    expect(times[1]).toHaveAttribute('aria-pressed', 'false');
    expect(times[0]).toHaveAttribute('aria-pressed', 'true');
    // "None suits me" clears the chosen time.
    await user.click(screen.getByRole('checkbox', { name: /Keiner dieser Termine passt mir/ }));
    await waitFor(() => expect(latest).toMatchObject({ alternativeInterviewSlot: true, interviewSlot: null }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
    expect(await axeViolations()).toEqual([]);
  });
});
