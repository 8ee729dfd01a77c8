// CV and documents: the CV files (uploaded and generated, newest first, PDFs only), each with
// Download and Delete (after confirming); upload or replace; "Generate a CV from my profile"
// (PUT /freelancer/cv/pdf), whose file is offered for download right away; and a cover letter
// (POST /resource, kind COVER_LETTER). Downloads go through the client (GET /napi/resource/{id}
// needs the session's token).
import { translateError, usePdfUpload, usePortal } from '@talent/app-context';
import { Alert, Button, ConfirmDialog, FileUpload, LoadFailure, StatusBadge, bareList, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { CvUpload } from '../../components/CvUpload/CvUpload.tsx';
import { DownloadButton } from '../../components/DownloadButton/DownloadButton.tsx';
import { pdfTexts, profileMessages } from '../../messages.ts';
import { cvFilesQuery, deleteCvMutation, generateCvMutation } from '../../queries.ts';
import type { CvResource } from '../../queries.ts';
import * as styles from './ProfilePage.css.ts';

export function CvFilesSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const queryClient = useQueryClient();
  const files = useQuery(cvFilesQuery(api));
  const generate = useMutation(generateCvMutation(api, queryClient));
  const remove = useMutation(deleteCvMutation(api, queryClient));
  const [confirming, setConfirming] = useState<CvResource | null>(null);
  const [generated, setGenerated] = useState<CvResource | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const clearFailure = () => setFailure(null);

  const generateCv = async () => {
    setFailure(null);
    setGenerated(null);
    try {
      setGenerated(await generate.mutateAsync());
    } catch (error) {
      setFailure(error);
    }
  };

  const deleteCv = async (file: CvResource) => {
    setFailure(null);
    try {
      await remove.mutateAsync(file.id);
      if (generated?.id === file.id) setGenerated(null);
      portal.notify({ tone: 'success', message: intl.formatMessage(profileMessages.deleted) });
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className={stack.lg}>
      <section className={stack.md} aria-labelledby="profile-files">
        <h2 id="profile-files" className={styles.sectionHeading}>
          {intl.formatMessage(profileMessages.files)}
        </h2>
        {files.isError ? <LoadFailure message={intl.formatMessage(profileMessages.loadFailed)} /> : null}
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
                <DownloadButton file={file} onStart={clearFailure} onError={setFailure} />
                <Button variant="ghost" size="small" onClick={() => setConfirming(file)}>
                  {intl.formatMessage(profileMessages.deleteFile, { name: file.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" loading={generate.isPending} onClick={() => void generateCv()}>
            {intl.formatMessage(profileMessages.generate)}
          </Button>
        </div>
        {generated ? (
          <Alert tone="success" live>
            {intl.formatMessage(profileMessages.generated, { name: generated.name })}{' '}
            <DownloadButton file={generated} onStart={clearFailure} onError={setFailure} />
          </Alert>
        ) : null}
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
          if (confirming) void deleteCv(confirming);
        }}
      />
    </div>
  );
}

/** A cover letter (PDF) for applications: POST /resource?kind=COVER_LETTER, with progress; then its download. */
function CoverLetter(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const upload = usePdfUpload(pdfTexts);
  const [letter, setLetter] = useState<{ uuid: string; name: string } | null>(null);
  const [downloadFailure, setDownloadFailure] = useState<unknown>(null);

  const take = async (list: File[]) => {
    if (!list[0]) return;
    setDownloadFailure(null);
    const stored = await upload.upload(list, 'resource', (body, onProgress) =>
      api.upload('/resource', { query: { kind: 'COVER_LETTER' }, body, onProgress }),
    );
    if (!stored) return;
    // The resource's id is its uuid (ResourceMeta).
    setLetter({ uuid: stored.id, name: stored.name });
    portal.notify({
      tone: 'success',
      message: intl.formatMessage(profileMessages.coverLetterUploaded, { name: stored.name }),
    });
  };

  return (
    <div className={stack.sm}>
      <FileUpload
        label={intl.formatMessage(profileMessages.coverLetter)}
        file={letter}
        progressLabel={intl.formatMessage(profileMessages.coverLetter)}
        onFiles={(list) => void take(list)}
        {...upload.fieldProps(downloadFailure ? translateError(intl, downloadFailure).join(' ') : undefined)}
      />
      {letter ? (
        <div>
          <DownloadButton file={letter} onStart={() => setDownloadFailure(null)} onError={setDownloadFailure} />
        </div>
      ) : null}
    </div>
  );
}
