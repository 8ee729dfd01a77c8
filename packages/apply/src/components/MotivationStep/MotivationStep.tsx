// The motivation step: a motivation comment (at most 5000 characters, with a counter) and, as the
// project's options say (REQUIRED / OPTIONAL / NONE), a cover letter PDF (POST /resource).
import { usePdfUpload, usePortal } from '@talent/app-context';
import { DOCUMENT_METHODS } from '@talent/domain';
import { Button, FileUpload, TextArea, stack } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { MOTIVATION_MAX, issueFieldId } from '../../flow.ts';
import { flowMessages as messages, pdfTexts } from '../../messages.ts';
import type { ProjectOptions } from '../../queries.ts';
import type { StepProps } from '../stepProps.ts';

/** Props of `MotivationStep`. */
export interface MotivationStepProps extends StepProps {
  readonly coverLetter: ProjectOptions['coverLetter'];
}

export function MotivationStep({ draft, onChange, issues, coverLetter }: MotivationStepProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const pdf = usePdfUpload(pdfTexts);

  const take = async (list: File[]) => {
    const meta = await pdf.upload(list, 'resource', (body, onProgress) =>
      api.upload('/resource', { query: { kind: 'COVER_LETTER' }, body, onProgress }),
    );
    if (!meta) return;
    onChange((current) => ({
      ...current,
      coverLetterMethod: DOCUMENT_METHODS.FILE,
      cvCover: { contentType: 'application/pdf', name: meta.name, uuid: meta.id },
    }));
  };

  const length = draft.motivationComment.length;
  return (
    <div className={stack.lg}>
      <TextArea
        id={issueFieldId('motivation')}
        label={intl.formatMessage(messages.motivation)}
        hint={intl.formatMessage(messages.motivationHint)}
        rows={8}
        value={draft.motivationComment}
        onChange={(e) => {
          const motivationComment = e.target.value;
          onChange((current) => ({ ...current, motivationComment }));
        }}
        counter={intl.formatMessage(messages.counter, { count: length, max: MOTIVATION_MAX })}
        {...(issues['motivation'] ? { error: intl.formatMessage(messages.tooLong, { max: MOTIVATION_MAX }) } : {})}
      />
      {coverLetter === 'NONE' ? null : (
        <div id={issueFieldId('cover')} tabIndex={-1} className={stack.sm}>
          <FileUpload
            label={intl.formatMessage(coverLetter === 'REQUIRED' ? messages.coverLetter : messages.coverLetterOptional)}
            progressLabel={intl.formatMessage(messages.coverUploading)}
            file={draft.cvCover}
            onFiles={(list) => void take(list)}
            {...pdf.fieldProps(issues['cover'] ? intl.formatMessage(messages.coverLetterRequired) : undefined)}
          />
          {draft.cvCover ? (
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => onChange((current) => ({ ...current, cvCover: null }))}
            >
              {intl.formatMessage(messages.coverRemove)}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
