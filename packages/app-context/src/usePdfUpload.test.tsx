import { ApiError } from '@talent/api-client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider, defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { apiMessages } from './errors/apiMessages.ts';
import { MAX_PDF_BYTES, usePdfUpload } from './usePdfUpload.ts';

const texts = defineMessages({
  choose: { id: 'test.pdf.choose', defaultMessage: 'Choose a PDF' },
  replace: { id: 'test.pdf.replace', defaultMessage: 'Choose another PDF' },
  dropHint: { id: 'test.pdf.drop', defaultMessage: 'or drag and drop it here' },
  notPdf: { id: 'test.pdf.notPdf', defaultMessage: 'Only PDF files can be uploaded.' },
  hint: { id: 'test.pdf.hint', defaultMessage: 'PDF, at most 10 MB.' },
  tooLarge: { id: 'test.pdf.tooLarge', defaultMessage: 'This file is larger than 10 MB.' },
});

// English: the API's texts as a page carries them, the feature's from their defaults.
const english = Object.fromEntries(Object.values(apiMessages).map((m) => [m.id, m.defaultMessage]));
function wrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={english} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

function pdf(name: string, size = 1024): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A `send` that answers when the test says so, reporting progress on the way. */
function heldSend<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  let report!: (loaded: number, total: number) => void;
  const bodies: FormData[] = [];
  const send = vi.fn((body: FormData, onProgress: (loaded: number, total: number) => void) => {
    bodies.push(body);
    report = onProgress;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  });
  return {
    send,
    bodies,
    answer: (v: T) => answer(v),
    fail: (e: unknown) => fail(e),
    report: (l: number, t: number) => report(l, t),
  };
}

const setup = () => renderHook(() => usePdfUpload(texts), { wrapper });

describe('usePdfUpload', () => {
  it('gives the FileUpload the feature’s texts, idle and without an error', () => {
    const { result } = setup();
    expect(result.current.fieldProps()).toEqual({
      chooseLabel: 'Choose a PDF',
      replaceLabel: 'Choose another PDF',
      dropHint: 'or drag and drop it here',
      rejectedMessage: 'Only PDF files can be uploaded.',
      hint: 'PDF, at most 10 MB.',
      progress: null,
    });
    expect(result.current.fieldProps('A cover letter is required.').error).toBe('A cover letter is required.');
  });

  it('sends the first file as the multipart field, with progress, and resolves to the answer', async () => {
    const { result } = setup();
    const held = heldSend<{ id: string }>();
    let done!: Promise<{ id: string } | null>;
    act(() => {
      done = result.current.upload([pdf('cv.pdf'), pdf('other.pdf')], 'file', held.send);
    });
    expect(result.current.fieldProps().progress).toBe(0);
    const sent = held.bodies[0]!.get('file') as File;
    expect(sent.name).toBe('cv.pdf');
    act(() => held.report(25, 100));
    expect(result.current.fieldProps().progress).toBe(25);
    await act(async () => {
      held.answer({ id: 'r1' });
      expect(await done).toEqual({ id: 'r1' });
    });
    expect(result.current.fieldProps().progress).toBeNull();
    expect(result.current.fieldProps().error).toBeUndefined();
  });

  it('sends nothing without a file', async () => {
    const { result } = setup();
    const send = vi.fn();
    await act(async () => {
      expect(await result.current.upload([], 'file', send)).toBeNull();
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a file above 10 MiB before sending, and takes one of exactly 10 MiB', async () => {
    const { result } = setup();
    const send = vi.fn(() => Promise.resolve('stored'));
    await act(async () => {
      expect(await result.current.upload([pdf('big.pdf', MAX_PDF_BYTES + 1)], 'file', send)).toBeNull();
    });
    expect(send).not.toHaveBeenCalled();
    // The refusal comes before any other error of the field.
    expect(result.current.fieldProps('A CV is required.').error).toBe('This file is larger than 10 MB.');
    await act(async () => {
      expect(await result.current.upload([pdf('limit.pdf', MAX_PDF_BYTES)], 'file', send)).toBe('stored');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.fieldProps().error).toBeUndefined();
  });

  it('says why an upload failed, in the user’s language, until the next one', async () => {
    const { result } = setup();
    const failing = vi.fn(() => Promise.reject(new ApiError({ status: 400, messages: ['file.pdfRequired'] })));
    await act(async () => {
      expect(await result.current.upload([pdf('cv.pdf')], 'file', failing)).toBeNull();
    });
    // The failure comes before any other error of the field.
    expect(result.current.fieldProps('A CV is required.').error).toBe('Please choose a PDF file.');
    expect(result.current.fieldProps().progress).toBeNull();
    await act(async () => {
      await result.current.upload([pdf('cv.pdf')], 'file', () => Promise.resolve('ok'));
    });
    expect(result.current.fieldProps().error).toBeUndefined();
  });

  it('takes one upload at a time', async () => {
    const { result } = setup();
    const held = heldSend<string>();
    let first!: Promise<string | null>;
    act(() => {
      first = result.current.upload([pdf('a.pdf')], 'file', held.send);
    });
    const second = vi.fn(() => Promise.resolve('second'));
    await act(async () => {
      expect(await result.current.upload([pdf('b.pdf')], 'file', second)).toBeNull();
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      held.answer('first');
      expect(await first).toBe('first');
    });
  });
});
