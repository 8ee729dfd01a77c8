import { problem } from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDownloads } from '../../test/downloads.ts';
import type { StubbedDownloads } from '../../test/downloads.ts';
import { cvFile, fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import { renderComponent } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { DownloadButton } from './DownloadButton.tsx';

const CV = cvFile(6, 'Lebenslauf Zoë.pdf');

let downloads: StubbedDownloads;
beforeEach(() => {
  downloads = stubDownloads();
});
afterEach(() => downloads.restore());

async function renderButton() {
  const fake = fakeOnboardingApi(onboardingState([], { files: [CV] }));
  const onStart = vi.fn();
  const onError = vi.fn<(error: unknown) => void>();
  await renderComponent(<DownloadButton file={CV} onStart={onStart} onError={onError} />, fake);
  return { fake, onStart, onError };
}

describe('DownloadButton', () => {
  it('fetches the file with the session and saves it under its name, then frees the URL; accessible', async () => {
    const user = userEvent.setup();
    const { fake, onStart, onError } = await renderButton();
    const button = screen.getByRole('button', { name: 'Download Lebenslauf Zoë.pdf' });
    expect(await axeViolations()).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('Lebenslauf Zoë.pdf');
    expect(await downloads.saved[0]!.content).toBe('%PDF-1.7 Lebenslauf Zoë.pdf');
    expect(fake.callsTo('GET /napi/resource/:id')[0]!.params['id']).toBe(CV.uuid);
    await waitFor(() => expect(downloads.revoked).toEqual(['blob:test/1']));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failure to its caller and saves nothing', async () => {
    const user = userEvent.setup();
    const { fake, onError } = await renderButton();
    fake.on('GET /napi/resource/:id', () => problem(404, ['file.notFound']));
    await user.click(screen.getByRole('button', { name: 'Download Lebenslauf Zoë.pdf' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 })));
    expect(downloads.saved).toEqual([]);
  });

  it('is busy while the file comes, and ignores a second press', async () => {
    const user = userEvent.setup();
    const { fake } = await renderButton();
    const release = fake.hold('GET /napi/resource/:id');
    const button = screen.getByRole('button', { name: 'Download Lebenslauf Zoë.pdf' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(fake.callsTo('GET /napi/resource/:id')).toHaveLength(1);
    expect(downloads.saved).toHaveLength(1);
  });
});
