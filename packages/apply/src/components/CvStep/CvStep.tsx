// The CV step (spec §3: resume method FILE = 1 or GENERATED = 2): send one of the uploaded CVs,
// upload a new PDF (then chosen), or a CV generated from the profile (PUT /freelancer/cv/pdf makes
// it when there is none yet).
import { unwrap } from '@talent/api-client';
import { translateError, usePdfUpload, usePortal } from '@talent/app-context';
import { DOCUMENT_METHODS } from '@talent/domain';
import type { DraftCv } from '@talent/domain';
import { Alert, Button, FileUpload, RadioGroup, stack } from '@talent/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId } from '../../flow.ts';
import { flowMessages as messages, pdfTexts } from '../../messages.ts';
import { applyKeys, cvFilesQuery } from '../../queries.ts';
import type { CvResource } from '../../queries.ts';
import type { StepProps } from '../stepProps.ts';

/** Props of `CvStep`. */
export type CvStepProps = StepProps;

const GENERATED = 'generated';
const asDraftCv = (file: CvResource): DraftCv => ({
  contentType: 'application/pdf',
  id: file.id,
  name: file.name,
  uuid: file.uuid,
});

export function CvStep({ draft, onChange, issues }: CvStepProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const files = useQuery(cvFilesQuery(api)).data ?? [];
  const pdf = usePdfUpload(pdfTexts);
  const [generating, setGenerating] = useState(false);
  const [generateFailure, setGenerateFailure] = useState<string | null>(null);
  const uploaded = files.filter((f) => !f.generated);
  const generated = files.some((f) => f.generated);
  const usesGenerated = draft.resumeMethod === DOCUMENT_METHODS.GENERATED;
  const value = usesGenerated ? GENERATED : draft.selectedCv ? draft.selectedCv.uuid : '';

  const choose = (next: string) => {
    const file = uploaded.find((f) => f.uuid === next);
    onChange((current) =>
      file
        ? { ...current, resumeMethod: DOCUMENT_METHODS.FILE, selectedCv: asDraftCv(file) }
        : { ...current, resumeMethod: DOCUMENT_METHODS.GENERATED, selectedCv: null },
    );
  };

  const take = async (list: File[]) => {
    const file = await pdf.upload(list, 'file', (body, onProgress) =>
      api.upload('/freelancer/cv', { query: { isOverWriteCV: false }, body, onProgress }),
    );
    if (!file) return;
    await queryClient.invalidateQueries({ queryKey: applyKeys.cvFiles() });
    onChange((current) => ({ ...current, resumeMethod: DOCUMENT_METHODS.FILE, selectedCv: asDraftCv(file) }));
  };

  const generate = async () => {
    if (generating) return;
    setGenerating(true);
    setGenerateFailure(null);
    try {
      await unwrap(api.quiet.PUT('/freelancer/cv/pdf'));
      await queryClient.invalidateQueries({ queryKey: applyKeys.cvFiles() });
    } catch (error) {
      setGenerateFailure(translateError(intl, error).join(' '));
    } finally {
      setGenerating(false);
    }
  };

  const required = issues['cv'] ? intl.formatMessage(messages.cvRequired) : undefined;
  return (
    <div className={stack.lg}>
      <div id={issueFieldId('cv')} tabIndex={-1}>
        <RadioGroup
          label={intl.formatMessage(messages.cvLegend)}
          name="apply-cv-choice"
          required
          options={[
            ...uploaded.map((f) => ({ value: f.uuid, label: f.name })),
            { value: GENERATED, label: intl.formatMessage(messages.cvGenerated) },
          ]}
          value={value}
          onValueChange={choose}
          {...(required ? { error: required } : {})}
        />
      </div>
      {usesGenerated ? (
        generated ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.cvGeneratedReady)}
          </Alert>
        ) : (
          <div className={stack.sm}>
            <Button type="button" variant="secondary" loading={generating} onClick={() => void generate()}>
              {intl.formatMessage(messages.cvGenerate)}
            </Button>
            {generateFailure ? (
              <Alert tone="error" live>
                {generateFailure}
              </Alert>
            ) : null}
          </div>
        )
      ) : null}
      <FileUpload
        label={intl.formatMessage(messages.cvUpload)}
        progressLabel={intl.formatMessage(messages.cvUploading)}
        onFiles={(list) => void take(list)}
        {...pdf.fieldProps()}
      />
    </div>
  );
}
