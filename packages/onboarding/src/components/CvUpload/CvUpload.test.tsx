import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CvResource, ParsedCv } from '../../queries.ts';
import { MAX_UPLOADED_CVS, cvFile, fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import type { FakeOnboardingState } from '../../test/fakeApi.ts';
import { renderComponent } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { CvUpload } from './CvUpload.tsx';

const pdf = (name = 'cv.pdf', content = '%PDF-1.7 my CV') => new File([content], name, { type: 'application/pdf' });

async function renderUpload(extra: Partial<FakeOnboardingState> = {}, value = '') {
  const fake = fakeOnboardingApi(onboardingState([], extra));
  const onUploaded = vi.fn<(file: CvResource) => void>();
  const onParsed = vi.fn<(parsed: ParsedCv) => void>();
  await renderComponent(
    <CvUpload id="cv" label="Your CV" value={value} onUploaded={onUploaded} onParsed={onParsed} />,
    fake,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { fake, onUploaded, onParsed, input };
}

describe('CvUpload', () => {
  it('uploads a PDF and reports it; accessible', async () => {
    const user = userEvent.setup();
    const { fake, onUploaded, input } = await renderUpload();
    expect(screen.getByRole('button', { name: 'Choose a PDF Your CV' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.upload(input, pdf());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'cv.pdf' })));
    expect(fake.callsTo('POST /freelancer/cv')[0]!.query.get('isOverWriteCV')).toBe('false');
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a file that is no PDF before sending it', async () => {
    const { fake } = await renderUpload();
    const zone = screen.getByText('or drag and drop it here').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'cv.docx', { type: 'application/msword' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files can be uploaded.');
    expect(fake.callsTo('POST /freelancer/cv')).toHaveLength(0);
  });

  it('refuses a file over 10 MiB before sending it; exactly 10 MiB goes', async () => {
    const user = userEvent.setup();
    const { fake, input } = await renderUpload();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 10 MB.');
    expect(fake.callsTo('POST /freelancer/cv')).toHaveLength(0);
    const limit = pdf('limit.pdf');
    Object.defineProperty(limit, 'size', { value: 10 * 1024 * 1024 });
    await user.upload(input, limit);
    await waitFor(() => expect(fake.callsTo('POST /freelancer/cv')).toHaveLength(1));
    expect(screen.queryByText('This file is larger than 10 MB.')).not.toBeInTheDocument();
  });

  it('replaces the newest uploaded CV, never the generated one, unless told to add', async () => {
    const user = userEvent.setup();
    const files = [
      cvFile(7, 'CV Ada Lovelace.pdf', { generated: true }),
      cvFile(6, 'cv-2026.pdf'),
      cvFile(5, 'cv-2025.pdf'),
    ];
    const { fake, input } = await renderUpload({ files });
    const overwrite = await screen.findByRole('checkbox', {
      name: 'Replace my current CV (otherwise the new one is added)',
    });
    expect(overwrite).toBeChecked();
    await user.upload(input, pdf('cv-2027.pdf'));
    await waitFor(() => expect(fake.state.files.map((f) => f.name)).toContain('cv-2027.pdf'));
    expect(fake.callsTo('POST /freelancer/cv')[0]!.query.get('isOverWriteCV')).toBe('true');
    expect(fake.state.files.map((f) => f.name)).toEqual(['cv-2027.pdf', 'CV Ada Lovelace.pdf', 'cv-2025.pdf']);

    await user.click(overwrite);
    await user.upload(input, pdf('cv-extra.pdf'));
    await waitFor(() => expect(fake.state.files).toHaveLength(4));
    expect(fake.callsTo('POST /freelancer/cv')[1]!.query.get('isOverWriteCV')).toBe('false');
  });

  it('shows the API’s refusal, e.g. the limit of 10 CVs', async () => {
    const user = userEvent.setup();
    const files = Array.from({ length: MAX_UPLOADED_CVS }, (_, i) => cvFile(i + 1, `cv-${i + 1}.pdf`));
    const { fake, onUploaded, input } = await renderUpload({ files });
    await user.click(await screen.findByRole('checkbox', { name: /^Replace my current CV/ }));
    await user.upload(input, pdf('one-more.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 10 CVs. Please delete or replace one before adding another.',
    );
    expect(fake.state.files).toHaveLength(MAX_UPLOADED_CVS);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('fills the profile from the CV the row holds', async () => {
    const user = userEvent.setup();
    const parsed: ParsedCv = { skills: ['Rust'] };
    const files = [cvFile(6, 'new.pdf'), cvFile(5, 'mine.pdf')];
    const { fake, onParsed } = await renderUpload({ files, parsed }, cvFile(5, '').uuid);
    expect(await screen.findByText('mine.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill my profile from my CV' }));
    await waitFor(() => expect(onParsed).toHaveBeenCalledWith(parsed));
    expect(fake.callsTo('GET /freelancer/cv/parse')[0]!.query.get('resourceId')).toBe('5');
  });

  it('tolerates a CV the API cannot read and says why; other failures are errors', async () => {
    const user = userEvent.setup();
    const { fake, onParsed } = await renderUpload({ files: [cvFile(5, 'locked.pdf')], parsed: 'file.pdfEncrypted' });
    await user.click(await screen.findByRole('button', { name: 'Fill my profile from my CV' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("We couldn't read your CV. Please fill in the steps yourself.");
    expect(status).toHaveTextContent('This PDF is protected by a password.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onParsed).not.toHaveBeenCalled();

    fake.on('GET /freelancer/cv/parse', () => new Response(null, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Fill my profile from my CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
