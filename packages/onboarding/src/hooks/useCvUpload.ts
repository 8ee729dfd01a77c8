// Uploading a CV with progress (api.upload: XMLHttpRequest, as fetch cannot report it), checked
// first in the browser like the API checks it: a PDF (the file picker and the drop zone take PDFs
// only) of at most 10 MiB.
import { usePortal } from '@talent/app-context';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { onboardingKeys } from '../queries.ts';
import type { CvResource } from '../queries.ts';

/** The contract's CV size limit (10 MiB). */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** An upload's state: idle, under way (percent), or failed (the error). */
export interface CvUploadState {
  readonly progress: number | null;
  readonly error: unknown;
  /** The client check that refused the file. */
  readonly refused: 'tooLarge' | null;
  upload(file: File, overwrite: boolean): Promise<CvResource | null>;
}

/** Uploads CVs (POST /freelancer/cv, multipart `file`, `isOverWriteCV`). */
export function useCvUpload(): CvUploadState {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState<'tooLarge' | null>(null);
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File, overwrite: boolean): Promise<CvResource | null> => {
      if (busy.current) return null;
      setError(null);
      setRefused(null);
      if (file.size > MAX_CV_BYTES) {
        setRefused('tooLarge');
        return null;
      }
      busy.current = true;
      setProgress(0);
      try {
        const body = new FormData();
        body.append('file', file, file.name);
        const resource = await api.upload('/freelancer/cv', {
          query: { isOverWriteCV: overwrite },
          body,
          onProgress: (loaded, total) => setProgress(total > 0 ? (loaded / total) * 100 : 0),
        });
        await queryClient.invalidateQueries({ queryKey: onboardingKeys.cvFiles() });
        return resource;
      } catch (failure) {
        setError(failure);
        return null;
      } finally {
        busy.current = false;
        setProgress(null);
      }
    },
    [api, queryClient],
  );

  return { progress, error, refused, upload };
}
