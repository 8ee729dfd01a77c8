// Experience, education or certificates on the profile page: the structured CV's history (GET/PUT
// /freelancer/cv), shown and stored newest first. The whole CV is sent back with this part changed,
// as the contract's updateCv asks.
import { usePortal } from '@talent/app-context';
import { LoadFailure, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { historyDraft, historyEntries } from '../../answers.ts';
import type { HistoryDraft } from '../../answers.ts';
import { HistoryEditor } from '../../components/HistoryEditor/HistoryEditor.tsx';
import type { HistoryKind } from '../../components/HistoryEditor/HistoryEditor.tsx';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { issueText } from '../../issueText.ts';
import { profileMessages, rowLabels } from '../../messages.ts';
import { cvQuery, updateCvMutation } from '../../queries.ts';
import type { Cv } from '../../queries.ts';
import { historyIssue } from '../../validation.ts';
import { SaveBar } from './SaveBar.tsx';

/** A history of the CV, by its row type. */
export type HistoryType = 'employment_history' | 'education_history' | 'certificate_history';

const HISTORY: Record<
  HistoryType,
  { field: 'employmentHistory' | 'educationHistory' | 'certificateHistory'; kind: HistoryKind }
> = {
  employment_history: { field: 'employmentHistory', kind: 'employment' },
  education_history: { field: 'educationHistory', kind: 'education' },
  certificate_history: { field: 'certificateHistory', kind: 'certificate' },
};

/** Experience, education or certificates, once the CV is loaded. */
export function HistorySection({ type }: { readonly type: HistoryType }): ReactElement | null {
  const intl = useIntl();
  const { api } = usePortal();
  const cv = useQuery(cvQuery(api));
  if (cv.isError) return <LoadFailure message={intl.formatMessage(profileMessages.loadFailed)} />;
  return cv.data ? <HistoryForm key={type} type={type} cv={cv.data} /> : null;
}

function HistoryForm({ type, cv }: { readonly type: HistoryType; readonly cv: Cv }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateCvMutation(api, queryClient));
  const state = useSectionSave(`profile-${type}-form`);
  const { field, kind } = HISTORY[type];
  const [entries, setEntries] = useState<HistoryDraft[]>(() => cv[field].map(historyDraft));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = historyIssue(entries);
    if (issue) return state.refuse(issueText(intl, issue));
    await state.save(async () => {
      const stored = await update.mutateAsync({ ...cv, [field]: historyEntries(entries) });
      // The stored CV answers newest first: show it so.
      setEntries(stored[field].map(historyDraft));
    });
  };

  return (
    <form id={state.formId} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <HistoryEditor
        id={`profile-${type}`}
        label={intl.formatMessage(rowLabels[type])}
        kind={kind}
        entries={entries}
        onChange={setEntries}
        error={state.problem ?? Object.values(state.fieldErrors)[0]}
      />
      <SaveBar state={state} />
    </form>
  );
}
