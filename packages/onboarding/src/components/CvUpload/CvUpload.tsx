// The CV row: drag and drop or the file picker (keyboard: the button opens the picker), upload with
// a progress bar, replace the newest uploaded CV or add one, then "Fill my profile from my CV"
// (GET /freelancer/cv/parse). A CV that cannot be read (400) is tolerated (spec §7): the talent is
// told why, in the API's words, and fills in the steps.
import { ApiError } from '@talent/api-client';
import { translateError, usePdfUpload, usePortal } from '@talent/app-context';
import { Alert, Button, Checkbox, FileUpload } from '@talent/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages, pdfTexts } from '../../messages.ts';
import { cvFilesQuery, onboardingKeys, parseCv } from '../../queries.ts';
import type { CvResource, ParsedCv } from '../../queries.ts';
import * as styles from './CvUpload.css.ts';

/** Props of `CvUpload`. */
export interface CvUploadProps {
  readonly id: string;
  readonly label: string;
  /** The uuid of the CV this row holds, or ''. */
  readonly value: string;
  readonly onUploaded: (file: CvResource) => void;
  /** Called with what the CV gave; without it there is no "fill my profile" button (id `<id>-fill`). */
  readonly onParsed?: (parsed: ParsedCv) => void;
  readonly error?: string;
}

export function CvUpload({ id, label, value, onUploaded, onParsed, error }: CvUploadProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const files = useQuery(cvFilesQuery(api));
  const upload = usePdfUpload(pdfTexts);
  const [overwrite, setOverwrite] = useState(true);
  const [parsing, setParsing] = useState(false);
  const [parseFailure, setParseFailure] = useState<unknown>(null);
  // Newest first: the first is the one an overwrite replaces (the API's rule).
  const uploaded = files.data?.filter((f) => !f.generated) ?? [];
  const newest = uploaded[0];
  const current = uploaded.find((f) => f.uuid === value) ?? newest ?? null;

  const take = async (list: File[]) => {
    const resource = await upload.upload(list, 'file', (body, onProgress) =>
      api.upload('/freelancer/cv', { query: { isOverWriteCV: overwrite && newest !== undefined }, body, onProgress }),
    );
    if (!resource) return;
    setParseFailure(null);
    await queryClient.invalidateQueries({ queryKey: onboardingKeys.cvFiles() });
    onUploaded(resource);
  };

  const fill = async () => {
    if (!onParsed || parsing) return;
    setParsing(true);
    setParseFailure(null);
    try {
      onParsed(await parseCv(api, current?.id));
    } catch (failure) {
      setParseFailure(failure);
    } finally {
      setParsing(false);
    }
  };

  // A CV the API cannot read is no error of the page: the talent types instead.
  const unreadable = parseFailure instanceof ApiError && parseFailure.status === 400;

  return (
    <div className={styles.cv}>
      <FileUpload
        label={label}
        file={current}
        progressLabel={intl.formatMessage(messages.cvUploading)}
        onFiles={(list) => void take(list)}
        {...upload.fieldProps(error)}
      />
      {newest ? (
        <Checkbox
          id={`${id}-overwrite`}
          label={intl.formatMessage(messages.cvOverwrite)}
          checked={overwrite}
          onChange={(event) => setOverwrite(event.target.checked)}
        />
      ) : null}
      {onParsed && current ? (
        <div>
          <Button id={`${id}-fill`} variant="secondary" loading={parsing} onClick={() => void fill()}>
            {intl.formatMessage(messages.fillFromCv)}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite" className={styles.status}>
        {parsing ? intl.formatMessage(messages.parsing) : null}
      </div>
      {parseFailure ? (
        <Alert
          tone={unreadable ? 'info' : 'error'}
          live
          {...(unreadable ? { title: intl.formatMessage(messages.parseFailed) } : {})}
        >
          {translateError(intl, parseFailure).join(' ')}
        </Alert>
      ) : null}
    </div>
  );
}
