// The structured CV on the profile page (GET/PUT /freelancer/cv): experience, education and
// certificates (newest first), skills, tools and languages. Each section sends the whole CV back
// with its part changed, as the contract's updateCv asks.
import { usePortal } from '@talent/app-context';
import type { StructuredCv } from '@talent/domain';
import { stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { historyDraft, historyEntries, languageEntries } from '../../answers.ts';
import type { HistoryDraft, LanguageDraft } from '../../answers.ts';
import { HistoryEditor } from '../../components/HistoryEditor/HistoryEditor.tsx';
import type { HistoryKind } from '../../components/HistoryEditor/HistoryEditor.tsx';
import { LanguageList } from '../../components/LanguageList/LanguageList.tsx';
import { TagInput } from '../../components/TagInput/TagInput.tsx';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { issueText } from '../../issueText.ts';
import { rowLabels } from '../../messages.ts';
import { cvQuery, updateCvMutation } from '../../queries.ts';
import type { Cv } from '../../queries.ts';
import { validateRow } from '../../validation.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SaveBar } from './SaveBar.tsx';

type HistoryType = 'employment_history' | 'education_history' | 'certificate_history';

const FIELD: Record<HistoryType, 'employmentHistory' | 'educationHistory' | 'certificateHistory'> = {
  employment_history: 'employmentHistory',
  education_history: 'educationHistory',
  certificate_history: 'certificateHistory',
};
const KIND: Record<HistoryType, HistoryKind> = {
  employment_history: 'employment',
  education_history: 'education',
  certificate_history: 'certificate',
};

/** The CV, once loaded; the section's content otherwise says why not. */
function useCv(): { cv: Cv | undefined; failed: boolean } {
  const { api } = usePortal();
  const cv = useQuery(cvQuery(api));
  return { cv: cv.data, failed: cv.isError };
}

/** Experience, education or certificates. */
export function HistorySection({ type }: { readonly type: HistoryType }): ReactElement | null {
  const { cv, failed } = useCv();
  if (failed) return <SectionFailed />;
  return cv ? <HistoryForm key={type} type={type} cv={cv} /> : null;
}

function HistoryForm({ type, cv }: { readonly type: HistoryType; readonly cv: Cv }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateCvMutation(api, queryClient));
  const state = useSectionSave();
  const [entries, setEntries] = useState<HistoryDraft[]>(() => cv[FIELD[type]].map(historyDraft));
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const row = { id: 0, stepName: 'profile', sequence: 0, rowNumber: 0, type, showOn: ['long' as const] };
    const issue = validateRow(row, { kind: 'history', entries });
    setError(issue ? issueText(intl, issue) : undefined);
    if (issue) return;
    const saved = await state.save(() => update.mutateAsync({ ...cv, [FIELD[type]]: historyEntries(entries) }));
    // The stored CV answers newest first: show it so.
    if (saved) {
      const stored = queryClient.getQueryData<StructuredCv>(['onboarding', 'cv']);
      if (stored) setEntries(stored[FIELD[type]].map(historyDraft));
    }
  };

  return (
    <form className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <HistoryEditor
        id={`profile-${type}`}
        label={intl.formatMessage(rowLabels[type])}
        kind={KIND[type]}
        entries={entries}
        onChange={setEntries}
        error={error ?? Object.values(state.fieldErrors)[0]}
      />
      <SaveBar state={state} />
    </form>
  );
}

/** Skills, tools and languages. */
export function SkillsSection(): ReactElement | null {
  const { cv, failed } = useCv();
  if (failed) return <SectionFailed />;
  return cv ? <SkillsForm cv={cv} /> : null;
}

function SkillsForm({ cv }: { readonly cv: Cv }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateCvMutation(api, queryClient));
  const state = useSectionSave();
  const [skills, setSkills] = useState<string[]>(() => [...cv.skills]);
  const [tools, setTools] = useState<string[]>(() => [...cv.toolsAndTechnologies]);
  const [languages, setLanguages] = useState<LanguageDraft[]>(() => [...cv.masteredLanguages]);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const row = { id: 0, stepName: 'profile', sequence: 0, rowNumber: 0, type: 'languages', showOn: ['long' as const] };
    const issue = validateRow(row, { kind: 'languages', languages });
    setError(issue ? issueText(intl, issue) : undefined);
    if (issue) return;
    await state.save(() =>
      update.mutateAsync({
        ...cv,
        skills,
        toolsAndTechnologies: tools,
        masteredLanguages: languageEntries(languages),
      }),
    );
  };

  return (
    <form className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <TagInput
        id="profile-skills"
        label={intl.formatMessage(rowLabels.skills)}
        values={skills}
        onChange={setSkills}
        error={state.fieldErrors['skills']}
      />
      <TagInput
        id="profile-tools"
        label={intl.formatMessage(rowLabels.tools)}
        values={tools}
        onChange={setTools}
        error={state.fieldErrors['toolsAndTechnologies']}
      />
      <LanguageList
        id="profile-languages"
        label={intl.formatMessage(rowLabels.languages)}
        languages={languages}
        onChange={setLanguages}
        error={error ?? state.fieldErrors['masteredLanguages']}
      />
      <SaveBar state={state} />
    </form>
  );
}
