// Skills, tools and languages on the profile page: parts of the structured CV (GET/PUT
// /freelancer/cv); the whole CV is sent back with them changed, as the contract's updateCv asks.
import { usePortal } from '@talent/app-context';
import { LoadFailure, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { languageEntries } from '../../answers.ts';
import type { LanguageDraft } from '../../answers.ts';
import { LanguageList } from '../../components/LanguageList/LanguageList.tsx';
import { TagInput } from '../../components/TagInput/TagInput.tsx';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { issueText } from '../../issueText.ts';
import { profileMessages, rowLabels } from '../../messages.ts';
import { cvQuery, updateCvMutation } from '../../queries.ts';
import type { Cv } from '../../queries.ts';
import { languagesIssue } from '../../validation.ts';
import { SaveBar } from './SaveBar.tsx';

/** Skills, tools and languages, once the CV is loaded. */
export function SkillsSection(): ReactElement | null {
  const intl = useIntl();
  const { api } = usePortal();
  const cv = useQuery(cvQuery(api));
  if (cv.isError) return <LoadFailure message={intl.formatMessage(profileMessages.loadFailed)} />;
  return cv.data ? <SkillsForm cv={cv.data} /> : null;
}

function SkillsForm({ cv }: { readonly cv: Cv }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateCvMutation(api, queryClient));
  const state = useSectionSave('profile-skills-form');
  const [skills, setSkills] = useState<string[]>(() => [...cv.skills]);
  const [tools, setTools] = useState<string[]>(() => [...cv.toolsAndTechnologies]);
  const [languages, setLanguages] = useState<LanguageDraft[]>(() => [...cv.masteredLanguages]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = languagesIssue(languages);
    if (issue) return state.refuse(issueText(intl, issue));
    await state.save(() =>
      update.mutateAsync({ ...cv, skills, toolsAndTechnologies: tools, masteredLanguages: languageEntries(languages) }),
    );
  };

  return (
    <form id={state.formId} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
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
        error={state.problem ?? state.fieldErrors['masteredLanguages']}
      />
      <SaveBar state={state} />
    </form>
  );
}
