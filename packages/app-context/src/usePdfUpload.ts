// Uploading a PDF (a CV, a cover letter) with progress (api.upload: XMLHttpRequest, as fetch cannot
// report it), checked first in the browser like the API checks it: a PDF (the file picker and the
// drop zone take PDFs only) of at most 10 MiB. One upload at a time. It also gives the design
// system's FileUpload the feature's texts, the progress and the failure in the user's language
// (translated when shown, so a language switch changes it too). Onboarding and the application
// flow both upload PDFs: one hook, each feature with its own wording (`PdfUploadTexts`).
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { translateError } from './errors/translateError.ts';

/** The contract's limit of a PDF upload (10 MiB; exactly the limit is accepted). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Reports the bytes sent. */
export type UploadProgress = (loaded: number, total: number) => void;

/** A feature's texts of its PDF fields, as its own messages. */
export interface PdfUploadTexts {
  /** The picker button ("Choose a PDF"). */
  readonly choose: MessageDescriptor;
  /** The picker button once a file is there ("Choose another PDF"). */
  readonly replace: MessageDescriptor;
  /** Next to the button ("or drag and drop it here"). */
  readonly dropHint: MessageDescriptor;
  /** A file that is no PDF was picked or dropped. */
  readonly notPdf: MessageDescriptor;
  /** What the field takes ("PDF, at most 10 MB."). */
  readonly hint: MessageDescriptor;
  /** A file above `MAX_PDF_BYTES`. */
  readonly tooLarge: MessageDescriptor;
}

/**
 * What `fieldProps` sets of the design system's FileUpload (`FileUploadProps` of @talent/ui, which
 * this package may not import: the same names and types).
 */
export interface PdfFieldProps {
  readonly chooseLabel: string;
  readonly replaceLabel: string;
  readonly dropHint: string;
  readonly rejectedMessage: string;
  readonly hint: string;
  /** Percent sent while an upload is under way, else null. */
  readonly progress: number | null;
  readonly error?: string;
}

/** A PDF upload: idle, under way (percent), or failed (the error, or the check that refused the file). */
export interface PdfUpload {
  /**
   * Checks the first of `files`, then sends it with `send` as the multipart field `field`; resolves
   * to what `send` answered, or null when there was no file, it was refused, the upload failed or
   * another one is under way.
   */
  upload<T>(
    files: readonly File[],
    field: string,
    send: (body: FormData, onProgress: UploadProgress) => Promise<T>,
  ): Promise<T | null>;
  /** FileUpload's texts, progress and error: the refusal or the upload's failure, else `otherError`. */
  fieldProps(otherError?: string): PdfFieldProps;
}

/** One PDF field's upload, worded with the feature's `texts`. */
export function usePdfUpload(texts: PdfUploadTexts): PdfUpload {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState<'tooLarge' | null>(null);
  const busy = useRef(false);

  const upload: PdfUpload['upload'] = async (files, field, send) => {
    const file = files[0];
    if (!file || busy.current) return null;
    setError(null);
    setRefused(null);
    if (file.size > MAX_PDF_BYTES) {
      setRefused('tooLarge');
      return null;
    }
    busy.current = true;
    setProgress(0);
    try {
      const body = new FormData();
      body.append(field, file, file.name);
      return await send(body, (loaded, total) => setProgress(total > 0 ? (loaded / total) * 100 : 0));
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };

  const fieldProps = (otherError?: string): PdfFieldProps => {
    const shown = refused
      ? intl.formatMessage(texts.tooLarge)
      : error
        ? translateError(intl, error).join(' ')
        : otherError;
    return {
      chooseLabel: intl.formatMessage(texts.choose),
      replaceLabel: intl.formatMessage(texts.replace),
      dropHint: intl.formatMessage(texts.dropHint),
      rejectedMessage: intl.formatMessage(texts.notPdf),
      hint: intl.formatMessage(texts.hint),
      progress,
      ...(shown ? { error: shown } : {}),
    };
  };

  return { upload, fieldProps };
}
