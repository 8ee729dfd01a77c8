// CV and documents: the CV files (uploaded and generated, newest first, PDFs only), upload or
// replace, delete after confirming, "Generate a CV from my profile" (PUT /freelancer/cv/pdf), and a
// cover letter (POST /resource, kind COVER_LETTER).
import { translateError, usePortal } from '@talent/app-context';
import { Alert, Button, ConfirmDialog, FileUpload, StatusBadge, bareList, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { CvUpload } from '../../components/CvUpload/CvUpload.tsx';
import { MAX_CV_BYTES } from '../../hooks/useCvUpload.ts';
import { messages, profileMessages } from '../../messages.ts';
import { cvFilesQuery, deleteCvMutation, generateCvMutation } from '../../queries.ts';
import type { CvResource } from '../../queries.ts';
import { SectionFailed } from './SectionFailed.tsx';
import * as styles from './ProfilePage.css.ts';

export function CvSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const queryClient = useQueryClient();
  const files = useQuery(cvFilesQuery(api));
  const generate = useMutation(generateCvMutation(api, queryClient));
  const remove = useMutation(deleteCvMutation(api, queryClient));
  const [confirming, setConfirming] = useState<CvResource | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };

  return (
    <div className={stack.lg}>
      <section className={stack.md} aria-labelledby="profile-files">
        <h2 id="profile-files" className={styles.sectionHeading}>
          {intl.formatMessage(profileMessages.files)}
        </h2>
        {files.isError ? <SectionFailed /> : null}
        {files.data && files.data.length === 0 ? <p>{intl.formatMessage(profileMessages.noFiles)}</p> : null}
        {files.data && files.data.length > 0 ? (
          <ul className={`${bareList} ${stack.sm}`}>
            {files.data.map((file) => (
              <li key={file.id} className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <StatusBadge
                  type={file.generated ? 'info' : 'success'}
                  label={intl.formatMessage(
                    file.generated ? profileMessages.generatedFile : profileMessages.uploadedFile,
                  )}
                />
                {file.created ? (
                  <span>{intl.formatMessage(profileMessages.fileDate, { date: new Date(file.created) })}</span>
                ) : null}
                <Button variant="ghost" size="small" onClick={() => setConfirming(file)}>
                  {intl.formatMessage(profileMessages.deleteFile, { name: file.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button
            variant="secondary"
            loading={generate.isPending}
            onClick={() =>
              void run(async () => {
                const file = await generate.mutateAsync();
                portal.notify({
                  tone: 'success',
                  message: intl.formatMessage(profileMessages.generated, { name: file.name }),
                });
              })
            }
          >
            {intl.formatMessage(profileMessages.generate)}
          </Button>
        </div>
        {failure ? (
          <Alert tone="error" live>
            {translateError(intl, failure).join(' ')}
          </Alert>
        ) : null}
      </section>
      <CvUpload
        id="profile-cv"
        label={intl.formatMessage(profileMessages.uploadCv)}
        value=""
        onUploaded={() => portal.notify({ tone: 'success', message: intl.formatMessage(profileMessages.saved) })}
      />
      <CoverLetter />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={intl.formatMessage(profileMessages.deleteTitle)}
        message={intl.formatMessage(profileMessages.deleteMessage, { name: confirming?.name ?? '' })}
        confirmLabel={intl.formatMessage(profileMessages.deleteConfirm)}
        cancelLabel={intl.formatMessage(profileMessages.cancel)}
        destructive
        confirming={remove.isPending}
        onConfirm={() => {
          const file = confirming;
          if (!file) return;
          void run(async () => {
            await remove.mutateAsync(file.id);
            setConfirming(null);
            portal.notify({ tone: 'success', message: intl.formatMessage(profileMessages.deleted) });
          }).then((ok) => {
            if (!ok) setConfirming(null);
          });
        }}
      />
    </div>
  );
}

/** A cover letter (PDF) for applications: POST /resource?kind=COVER_LETTER, with progress. */
function CoverLetter(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const take = async (list: File[]) => {
    const file = list[0];
    if (!file || progress !== null) return;
    setError(undefined);
    if (file.size > MAX_CV_BYTES) {
      setError(intl.formatMessage(messages.cvTooLarge));
      return;
    }
    setProgress(0);
    try {
      const body = new FormData();
      body.append('resource', file, file.name);
      const stored = await api.upload('/resource', {
        query: { kind: 'COVER_LETTER' },
        body,
        onProgress: (loaded, total) => setProgress(total > 0 ? (loaded / total) * 100 : 0),
      });
      setName(stored.name);
      portal.notify({
        tone: 'success',
        message: intl.formatMessage(profileMessages.coverLetterUploaded, { name: stored.name }),
      });
    } catch (failure) {
      setError(translateError(intl, failure).join(' '));
    } finally {
      setProgress(null);
    }
  };

  return (
    <FileUpload
      label={intl.formatMessage(profileMessages.coverLetter)}
      chooseLabel={intl.formatMessage(messages.cvChoose)}
      replaceLabel={intl.formatMessage(messages.cvReplace)}
      dropHint={intl.formatMessage(messages.cvDropHint)}
      rejectedMessage={intl.formatMessage(messages.cvNotPdf)}
      hint={intl.formatMessage(messages.cvHint)}
      file={name ? { name } : null}
      progress={progress}
      progressLabel={intl.formatMessage(profileMessages.coverLetter)}
      onFiles={(list) => void take(list)}
      {...(error ? { error } : {})}
    />
  );
}
