// A PDF upload field of the flow (the CV, the cover letter): checks the file like the API does (a
// PDF of at most 10 MiB; the picker and the drop zone take PDFs only), sends it with progress
// (api.upload: XMLHttpRequest), and gives the design system's FileUpload its texts, progress and
// the failure in the talent's language. One upload at a time.
//
// Onboarding has the same concern (its `usePdfUpload`); features never import each other, and
// its texts are onboarding's, so this is the apply feature's own, kept small.
import { translateError } from '@talent/app-context';
import type { FileUploadProps } from '@talent/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { flowMessages as messages } from '../messages.ts';

/** The contract's limit of a PDF upload (10 MiB; exactly the limit is accepted). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** What a PdfField gives a FileUpload, besides its label and `onFiles`. */
export type PdfFieldProps = Pick<
  FileUploadProps,
  'chooseLabel' | 'replaceLabel' | 'dropHint' | 'rejectedMessage' | 'hint' | 'progress' | 'error'
>;

export interface PdfField {
  /** Sends the first file with `send` (multipart field `field`); null when refused, failed or busy. */
  upload<T>(
    files: readonly File[],
    field: string,
    send: (body: FormData, onProgress: (loaded: number, total: number) => void) => Promise<T>,
  ): Promise<T | null>;
  /** The FileUpload's texts, progress and error (this field's failure, else `otherError`). */
  fieldProps(otherError?: string): PdfFieldProps;
}

export function usePdfField(): PdfField {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);

  const upload: PdfField['upload'] = async (files, field, send) => {
    const file = files[0];
    if (!file || busy.current) return null;
    setFailure(null);
    if (file.size > MAX_PDF_BYTES) {
      setFailure(intl.formatMessage(messages.pdfTooLarge));
      return null;
    }
    busy.current = true;
    setProgress(0);
    try {
      const body = new FormData();
      body.append(field, file, file.name);
      return await send(body, (loaded, total) => setProgress(total > 0 ? (loaded / total) * 100 : 0));
    } catch (error) {
      setFailure(translateError(intl, error).join(' '));
      return null;
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };

  const fieldProps = (otherError?: string): PdfFieldProps => {
    const shown = failure ?? otherError;
    return {
      chooseLabel: intl.formatMessage(messages.pdfChoose),
      replaceLabel: intl.formatMessage(messages.pdfReplace),
      dropHint: intl.formatMessage(messages.pdfDrop),
      rejectedMessage: intl.formatMessage(messages.pdfOnly),
      hint: intl.formatMessage(messages.pdfHint),
      progress,
      ...(shown ? { error: shown } : {}),
    };
  };

  return { upload, fieldProps };
}
