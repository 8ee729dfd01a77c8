// The CV row: drag and drop or the file picker (keyboard: the button opens the picker), upload with
// a progress bar, replace or add, then "Fill my profile from my CV" (GET /freelancer/cv/parse). A
// CV that cannot be read (400) is tolerated: the talent is told and fills in the steps.
import { usePortal } from '@talent/app-context';
import { translateError } from '@talent/app-context';
import { Alert, Button, Checkbox, FileUpload } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useCvUpload } from '../../hooks/useCvUpload.ts';
import { messages } from '../../messages.ts';
import { cvFilesQuery, parseCv } from '../../queries.ts';
import type { CvResource, ParsedCv } from '../../queries.ts';
import * as styles from './CvUpload.css.ts';

/** Props of `CvUpload`. */
export interface CvUploadProps {
  readonly id: string;
  readonly label: string;
  /** The uuid of the CV this row holds, or ''. */
  readonly value: string;
  readonly onUploaded: (file: CvResource) => void;
  /** Called with what the CV gave; without it there is no "fill my profile" button. */
  readonly onParsed?: (parsed: ParsedCv) => void;
  readonly error?: string;
}

type ParseState = 'idle' | 'parsing' | 'failed' | 'error';

export function CvUpload({ id, label, value, onUploaded, onParsed, error }: CvUploadProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const files = useQuery(cvFilesQuery(api));
  const upload = useCvUpload();
  const [overwrite, setOverwrite] = useState(true);
  const [parse, setParse] = useState<ParseState>('idle');
  const [parseError, setParseError] = useState<unknown>(null);
  const uploaded = files.data?.filter((f) => !f.generated) ?? [];
  const current = uploaded.find((f) => f.uuid === value) ?? uploaded[0] ?? null;

  const take = async (list: File[]) => {
    const file = list[0];
    if (!file) return;
    const resource = await upload.upload(file, overwrite && uploaded.length > 0);
    if (resource) {
      setParse('idle');
      onUploaded(resource);
    }
  };

  const fill = async () => {
    if (!onParsed) return;
    setParse('parsing');
    setParseError(null);
    try {
      const parsed = await parseCv(api, current?.id);
      if (!parsed) {
        setParse('failed');
        return;
      }
      setParse('idle');
      onParsed(parsed);
    } catch (failure) {
      setParseError(failure);
      setParse('error');
    }
  };

  const uploadError = upload.refused
    ? intl.formatMessage(messages.cvTooLarge)
    : upload.error
      ? translateError(intl, upload.error).join(' ')
      : error;

  return (
    <div className={styles.cv}>
      <FileUpload
        label={label}
        chooseLabel={intl.formatMessage(messages.cvChoose)}
        replaceLabel={intl.formatMessage(messages.cvReplace)}
        dropHint={intl.formatMessage(messages.cvDropHint)}
        rejectedMessage={intl.formatMessage(messages.cvNotPdf)}
        hint={intl.formatMessage(messages.cvHint)}
        file={current}
        progress={upload.progress}
        progressLabel={intl.formatMessage(messages.cvUploading)}
        onFiles={(list) => void take(list)}
        {...(uploadError ? { error: uploadError } : {})}
      />
      {uploaded.length > 0 ? (
        <Checkbox
          id={`${id}-overwrite`}
          label={intl.formatMessage(messages.cvOverwrite)}
          checked={overwrite}
          onChange={(event) => setOverwrite(event.target.checked)}
        />
      ) : null}
      {onParsed && current ? (
        <div>
          <Button variant="secondary" loading={parse === 'parsing'} onClick={() => void fill()}>
            {intl.formatMessage(messages.fillFromCv)}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite" className={styles.status}>
        {parse === 'parsing' ? intl.formatMessage(messages.parsing) : null}
      </div>
      {parse === 'failed' ? (
        <Alert tone="info" live>
          {intl.formatMessage(messages.parseFailed)}
        </Alert>
      ) : null}
      {parse === 'error' ? (
        <Alert tone="error" live>
          {translateError(intl, parseError).join(' ')}
        </Alert>
      ) : null}
    </div>
  );
}
