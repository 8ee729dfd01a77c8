import { emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { StepIssues } from '../../flow.ts';
import type { ProjectOptions } from '../../queries.ts';
import { fakeFlowApi } from '../../test/flowApi.ts';
import { axeViolations } from '@talent/test-utils';
import { MotivationStep } from './MotivationStep.tsx';

const pdf = (name: string, size = 20) => new File(['%PDF-1.7 '.padEnd(size, 'x')], name, { type: 'application/pdf' });
let latest: ApplicationDraft = emptyDraft(1);

function Controlled({
  coverLetter,
  issues = {},
}: {
  readonly coverLetter: ProjectOptions['coverLetter'];
  readonly issues?: StepIssues;
}): ReactElement {
  const [draft, setDraft] = useState(() => emptyDraft(1));
  // The draft as the step left it, for the test to read.
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return <MotivationStep draft={draft} onChange={setDraft} issues={issues} coverLetter={coverLetter} />;
}

describe('MotivationStep', () => {
  it('counts the motivation’s characters and uploads a cover letter, which can be removed', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi();
    await renderWithPortal(<Controlled coverLetter="OPTIONAL" />, { api: fake, loggedIn: true });
    await user.type(screen.getByLabelText(/Why are you a good fit/), 'Because');
    expect(screen.getByText('7 / 5,000')).toBeInTheDocument();
    expect(latest.motivationComment).toBe('Because');

    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('letter.pdf'));
    await waitFor(() =>
      expect(latest.cvCover).toEqual({
        contentType: 'application/pdf',
        name: 'letter.pdf',
        uuid: '00000000-0000-4000-8000-00000000c0c0',
      }),
    );
    expect(fake.callsTo('POST /resource')[0]!.query.get('kind')).toBe('COVER_LETTER');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove the cover letter' }));
    expect(latest.cvCover).toBeNull();
  });

  it('refuses a PDF over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi();
    await renderWithPortal(<Controlled coverLetter="REQUIRED" />, { api: fake, loggedIn: true });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      pdf('big.pdf', 10 * 1024 * 1024 + 1),
    );
    expect(await screen.findByText('This file is larger than 10 MB.')).toBeInTheDocument();
    expect(fake.callsTo('POST /resource')).toHaveLength(0);
  });

  it('marks a missing required cover letter and a too long motivation; no cover letter when NONE', async () => {
    const { unmount } = await renderWithPortal(
      <Controlled coverLetter="REQUIRED" issues={{ cover: 'required', motivation: 'tooLong' }} />,
      { api: fakeFlowApi(), loggedIn: true },
    );
    expect(screen.getByText('This client asks for a cover letter.')).toBeInTheDocument();
    expect(screen.getByText('Please shorten this text to 5,000 characters.')).toBeInTheDocument();
    unmount();
    await renderWithPortal(<Controlled coverLetter="NONE" />, { api: fakeFlowApi(), loggedIn: true });
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
