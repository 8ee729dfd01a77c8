// Uploading a PDF (a CV, a cover letter) with progress (api.upload: XMLHttpRequest, as fetch cannot
// report it), checked first in the browser like the API checks it: a PDF (the file picker and the
// drop zone take PDFs only) of at most 10 MiB. One upload at a time.
import { useRef, useState } from 'react';

/** The contract's limit of a PDF upload (10 MiB). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Reports the bytes sent. */
export type UploadProgress = (loaded: number, total: number) => void;

/** An upload's state: idle, under way (percent), or failed (the error, or the check that refused the file). */
export interface PdfUpload {
  readonly progress: number | null;
  readonly error: unknown;
  readonly refused: 'tooLarge' | null;
  /**
   * Checks `file`, then sends it with `send` as the multipart field `field`; resolves to what `send`
   * answered, or null when the file was refused, the upload failed or another one is under way.
   */
  upload<T>(
    file: File,
    field: string,
    send: (body: FormData, onProgress: UploadProgress) => Promise<T>,
  ): Promise<T | null>;
}

export function usePdfUpload(): PdfUpload {
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

  return { progress, error, refused, upload };
}
