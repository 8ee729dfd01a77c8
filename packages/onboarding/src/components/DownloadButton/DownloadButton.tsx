// "Download cv-2026.pdf": fetches one of the talent's files through the client (GET
// /napi/resource/{id}, with the session's token) and saves it under its name. A failure goes to the
// caller, which shows it where the talent looks (the section's alert, the upload's error).
import { usePortal } from '@talent/app-context';
import { Button } from '@talent/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages } from '../../messages.ts';
import { downloadResource } from '../../queries.ts';
import { saveFile } from '../../saveFile.ts';

/** Props of `DownloadButton`. */
export interface DownloadButtonProps {
  /** The file: its uuid (the resource id) and the name it is saved under. */
  readonly file: { readonly uuid: string; readonly name: string };
  /** Called when a download starts (to clear an earlier failure). */
  readonly onStart?: () => void;
  /** Called with the error of a failed download. */
  readonly onError: (error: unknown) => void;
}

export function DownloadButton({ file, onStart, onError }: DownloadButtonProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    onStart?.();
    setBusy(true);
    try {
      saveFile(await downloadResource(api, file.uuid), file.name);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="ghost" size="small" loading={busy} onClick={() => void download()}>
      {intl.formatMessage(profileMessages.downloadFile, { name: file.name })}
    </Button>
  );
}
