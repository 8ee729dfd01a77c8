// Uploading a PDF (a CV, a cover letter) with progress (api.upload: XMLHttpRequest, as fetch cannot
// report it), checked first in the browser like the API checks it: a PDF (the file picker and the
// drop zone take PDFs only) of at most 10 MiB. One upload at a time. It also gives the design
// system's FileUpload the feature's texts, the progress and the failure in the user's language.
import { translateError } from '@talent/app-context';
import type { FileUploadProps } from '@talent/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';

/** The contract's limit of a PDF upload (10 MiB; exactly the limit is accepted). */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Reports the bytes sent. */
export type UploadProgress = (loaded: number, total: number) => void;

/** A PDF upload: idle, under way (percent), or failed (the error, or the check that refused the file). */
export interface PdfUpload {
  /**
   * Checks `file`, then sends it with `send` as the multipart field `field`; resolves to what `send`
   * answered, or null when the file was refused, the upload failed or another one is under way.
   */
  upload<T>(
    file: File,
    field: string,
    send: (body: FormData, onProgress: UploadProgress) => Promise<T>,
  ): Promise<T | null>;
  /** FileUpload's texts, progress and error: the refusal or the upload's failure, else `otherError`. */
  fieldProps(otherError?: string): PdfFieldProps;
}

/** What `fieldProps` sets of a FileUpload. */
export type PdfFieldProps = Pick<
  FileUploadProps,
  'chooseLabel' | 'replaceLabel' | 'dropHint' | 'rejectedMessage' | 'hint' | 'progress' | 'error'
>;

export function usePdfUpload(): PdfUpload {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState<'tooLarge' | null>(null);
  const busy = useRef(false);

  const upload: PdfUpload['upload'] = async (file, field, send) => {
    if (busy.current) return null;
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
      ? intl.formatMessage(messages.cvTooLarge)
      : error
        ? translateError(intl, error).join(' ')
        : otherError;
    return {
      chooseLabel: intl.formatMessage(messages.cvChoose),
      replaceLabel: intl.formatMessage(messages.cvReplace),
      dropHint: intl.formatMessage(messages.cvDropHint),
      rejectedMessage: intl.formatMessage(messages.cvNotPdf),
      hint: intl.formatMessage(messages.cvHint),
      progress,
      ...(shown ? { error: shown } : {}),
    };
  };

  return { upload, fieldProps };
}
