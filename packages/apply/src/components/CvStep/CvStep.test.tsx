import { emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { problem, renderWithPortal } from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cvFile, fakeFlowApi, flowState } from '../../test/flowApi.ts';
import { axeViolations } from '@talent/test-utils';
import { CvStep } from './CvStep.tsx';

let latest: ApplicationDraft = emptyDraft(1);

function Controlled(): ReactElement {
  const [draft, setDraft] = useState(() => emptyDraft(1));
  // The draft as the step left it, for the test to read.
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return <CvStep draft={draft} onChange={setDraft} issues={{}} />;
}

describe('CvStep', () => {
  it('lists the uploaded CVs (not the generated one) and chooses an uploaded PDF at once', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ cvFiles: [cvFile(90, 'Generated.pdf', true), cvFile(5, 'cv-2026.pdf')] }));
    await renderWithPortal(<Controlled />, { api: fake, loggedIn: true });
    expect(await screen.findByRole('radio', { name: 'cv-2026.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Generated.pdf' })).not.toBeInTheDocument();

    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.7 new'], 'cv-new.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(latest.selectedCv?.name).toBe('cv-new.pdf'));
    expect(latest.resumeMethod).toBe(1);
    expect(fake.callsTo('POST /freelancer/cv')[0]!.query.get('isOverWriteCV')).toBe('false');
    expect(await screen.findByRole('radio', { name: 'cv-new.pdf' })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('says why generating the CV failed', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ cvFiles: [] }));
    fake.on('PUT /freelancer/cv/pdf', () => problem(422, ['validation.failed']));
    await renderWithPortal(<Controlled />, { api: fake, loggedIn: true });
    await user.click(await screen.findByRole('radio', { name: 'A CV generated from my profile' }));
    expect(latest.resumeMethod).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Generate my CV from my profile' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
