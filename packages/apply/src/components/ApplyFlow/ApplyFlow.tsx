// The multi-step application flow (spec §3, §4 "Application flow", "Draft persistence"): the steps
// the API lists (GET /projectApplication/{id}/flowsteps), a step indicator, Back and Next keeping
// every answer; Next checks the step, saves it to the server draft (PATCH applicationFlow with the
// step's fields) and the local draft; the review submits once (finishFlow, or PUT for a change of a
// submitted application), then clears the drafts and the kept job and goes to the applications.
import { ApiError, unwrap } from '@talent/api-client';
import type { SubmitPayload } from '@talent/api-client';
import { CURRENT_USER_KEY, collectedJobStore, translateError, usePortal } from '@talent/app-context';
import { createDraftStore, toSubmitPayload } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { Alert, Button, Stepper, stack } from '@talent/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId, isStepName, stepPatch, validateStep } from '../../flow.ts';
import type { StepIssues, StepName } from '../../flow.ts';
import type { ApplyJob } from '../../loaders.ts';
import { APPLICATIONS_TAB } from '../../loaders.ts';
import { flowMessages as messages } from '../../messages.ts';
import {
  applyKeys,
  cvFilesQuery,
  flowStepsQuery,
  projectOptionsQuery,
  questionsQuery,
  securityIdsQuery,
} from '../../queries.ts';
import { CvStep } from '../CvStep/CvStep.tsx';
import { InterviewStep } from '../InterviewStep/InterviewStep.tsx';
import { LegalStep } from '../LegalStep/LegalStep.tsx';
import type { LegalAgreement } from '../LegalStep/LegalStep.tsx';
import { MotivationStep } from '../MotivationStep/MotivationStep.tsx';
import { QuestionsStep } from '../QuestionsStep/QuestionsStep.tsx';
import { RateStep } from '../RateStep/RateStep.tsx';
import { ReviewStep } from '../ReviewStep/ReviewStep.tsx';
import { SecurityIdStep } from '../SecurityIdStep/SecurityIdStep.tsx';
import * as styles from './ApplyFlow.css.ts';

/** Props of `ApplyFlow`. */
export interface ApplyFlowProps {
  readonly job: ApplyJob;
  readonly applicationId: number;
  /** `new`: the server draft is patched step by step; `edit`: a submitted application is changed (PUT at the end). */
  readonly mode: 'new' | 'edit';
  readonly initialDraft: ApplicationDraft;
  /** The step to open (a name the flow may not have: then the first). */
  readonly initialStep: string | null;
  /** When the local draft shown was saved (a restored draft), for the notice. */
  readonly restoredAt: number | null;
}

/** A problem of the whole step. */
type Problem =
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'failed';
      readonly texts: readonly string[];
      readonly submit: boolean;
      readonly fix: StepName | null;
    };

/** The local drafts, in this browser's localStorage (cleared on logout by the portal). */
export const localDrafts = () => createDraftStore(localStorage, Date.now);

/** The step a refused submit's field belongs to (422 field paths of the submit payload). */
function stepOfField(field: string, steps: readonly StepName[]): StepName | null {
  const owner: [RegExp, StepName][] = [
    [/^(appAnswers|parentAnswersList|childAnswersList)/, 'questions'],
    [/^(cvUuid|selectedCv)/, 'cv'],
    [/^(motivationComment|cvCover)/, 'motivation'],
    [/^(hourlyRate|talentRate)/, 'rate'],
    [/^(liveInterview|interviewSlot)/, 'interview'],
  ];
  const step = owner.find(([pattern]) => pattern.test(field))?.[1] ?? null;
  if (step && steps.includes(step)) return step;
  return step && steps.includes('application') ? 'application' : null;
}

export function ApplyFlow({
  job,
  applicationId,
  mode,
  initialDraft,
  initialStep,
  restoredAt,
}: ApplyFlowProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: flowSteps } = useSuspenseQuery(flowStepsQuery(api, applicationId));
  const { data: options } = useSuspenseQuery(projectOptionsQuery(api, job.id));
  const steps = useMemo(() => flowSteps.map((s) => s.name).filter(isStepName), [flowSteps]);
  const questions =
    useQuery({
      ...questionsQuery(api, applicationId),
      enabled: steps.some((s) => s === 'questions' || s === 'application'),
    }).data ?? [];
  const files = useQuery(cvFilesQuery(api)).data ?? [];
  const securityIds = useQuery({ ...securityIdsQuery(api), enabled: steps.includes('securityId') }).data ?? [];
  const store = useMemo(() => localDrafts(), []);

  const [draft, setDraft] = useState(initialDraft);
  const [index, setIndex] = useState(() => Math.max(0, steps.indexOf(initialStep as StepName)));
  const [issues, setIssues] = useState<StepIssues>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [legal, setLegal] = useState<LegalAgreement>({ terms: false, privacy: false });
  const [slotTaken, setSlotTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(restoredAt);
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const step = steps[index] ?? 'review';

  const onChange = useCallback((change: (current: ApplicationDraft) => ApplicationDraft) => setDraft(change), []);

  // Every change is kept in this browser with the step, so a reload or a lost connection loses
  // nothing; a change of a submitted application is not a draft and is not kept.
  useEffect(() => {
    if (mode === 'new') store.save(job.id, draft, step);
  }, [mode, store, job.id, draft, step]);

  // A new step's heading takes the focus (keyboard and screen-reader users start at its top).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (to: number) => {
    moved.current = true;
    setIssues({});
    setProblem(null);
    setSlotTaken(false);
    setIndex(to);
  };

  const refuse = (found: StepIssues) => {
    setIssues(found);
    setProblem({ kind: 'invalid' });
    const first = Object.keys(found)[0];
    // After the render that marks the fields.
    setTimeout(() => (first ? document.getElementById(issueFieldId(first)) : alertRef.current)?.focus());
  };
  const fail = (error: unknown, submit: boolean, fix: StepName | null = null) => {
    setProblem({ kind: 'failed', texts: translateError(intl, error), submit, fix });
    setTimeout(() => alertRef.current?.focus());
  };

  const save = async () => {
    const found = validateStep(step, draft, {
      questions,
      options,
      hasGeneratedCv: files.some((f) => f.generated),
      legal,
      securityIdCount: securityIds.length,
    });
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    try {
      if (step === 'legal') {
        await unwrap(
          api.quiet.POST('/projectApplication/{id}/legal/agree', {
            params: { path: { id: applicationId }, query: { terms: true, privacy: true } },
          }),
        );
      }
      if (mode === 'new') {
        await unwrap(
          api.quiet.PATCH('/project/{id}/applicationFlow', {
            params: { path: { id: job.id } },
            body: stepPatch(step, draft),
          }),
        );
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.messages.includes('application.slotTaken')) {
        // Someone else booked the time: say so, offer the remaining times, keep everything else.
        setDraft((current) => ({ ...current, interviewSlot: null }));
        setSlotTaken(true);
        await queryClient.invalidateQueries({ queryKey: applyKeys.slots(applicationId) });
        headingRef.current?.focus();
        return;
      }
      fail(error, false);
      return;
    }
    go(index + 1);
  };

  const submit = async () => {
    // The domain's payload is the contract's, read-only.
    const payload = toSubmitPayload(draft) as SubmitPayload;
    try {
      if (mode === 'edit') {
        await unwrap(
          api.quiet.PUT('/projectApplication/{id}', { params: { path: { id: applicationId } }, body: payload }),
        );
      } else {
        await unwrap(api.quiet.POST('/project/{id}/finishFlow', { params: { path: { id: job.id } }, body: payload }));
      }
    } catch (error) {
      const field = error instanceof ApiError ? Object.keys(error.fieldErrors)[0] : undefined;
      fail(error, true, field ? stepOfField(field, steps) : null);
      return false;
    }
    store.clear(job.id);
    collectedJobStore().clear();
    // The draft is gone (a refetch would start a new one); the counters of the header, the project
    // ("you applied on …") and the applications lists are stale.
    queryClient.removeQueries({ queryKey: applyKeys.flow(job.id) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: applyKeys.all, refetchType: 'none' }),
    ]);
    portal.notify({
      tone: 'success',
      message: intl.formatMessage(mode === 'edit' ? messages.updated : messages.submitted, { title: job.title }),
    });
    await navigate({ href: APPLICATIONS_TAB });
    return true;
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    // One request at a time: a double click (or Enter twice) submits once.
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      if (step === 'review') {
        if (await submit()) return;
      } else {
        await save();
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const stepName = (name: StepName) => intl.formatMessage(messages[`step_${name}`]);
  const props = { draft, onChange, issues };
  const body = (() => {
    switch (step) {
      case 'questions':
        return <QuestionsStep {...props} questions={questions} />;
      case 'cv':
        return <CvStep {...props} />;
      case 'motivation':
        return <MotivationStep {...props} coverLetter={options.coverLetter} />;
      case 'rate':
        return <RateStep {...props} options={options} />;
      case 'interview':
        return <InterviewStep {...props} applicationId={applicationId} slotTaken={slotTaken} />;
      case 'legal':
        return <LegalStep value={legal} onChange={setLegal} issues={issues} />;
      case 'securityId':
        return <SecurityIdStep projectId={job.id} issues={issues} />;
      case 'review':
        return (
          <ReviewStep
            draft={draft}
            steps={steps.filter((s) => s !== 'review')}
            questions={questions}
            securityIds={securityIds.map((s) => s.maskedValue)}
            onEdit={(name) => go(steps.indexOf(name))}
          />
        );
      case 'application':
        return (
          <div className={stack.xl}>
            {options.preApplicationQuestions ? <QuestionsStep {...props} questions={questions} /> : null}
            <CvStep {...props} />
            <MotivationStep {...props} coverLetter={options.coverLetter} />
            <RateStep {...props} options={options} />
            {options.liveInterview ? (
              <InterviewStep {...props} applicationId={applicationId} slotTaken={slotTaken} />
            ) : null}
          </div>
        );
    }
  })();

  return (
    <div className={stack.lg}>
      {notice !== null ? (
        <div role="status" className={styles.notice}>
          <span>
            {intl.formatMessage(messages.restored, {
              time: intl.formatDate(notice, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
          <Button type="button" variant="secondary" size="small" onClick={() => setNotice(null)}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      ) : null}
      <Stepper
        steps={steps.map((s) => ({ id: s, label: stepName(s) }))}
        current={index}
        label={intl.formatMessage(messages.stepsLabel)}
        progressLabel={intl.formatMessage(messages.progressLabel)}
        completedLabel={intl.formatMessage(messages.stepDone)}
      />
      <form className={stack.lg} noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.stepNumber}>
            {intl.formatMessage(messages.stepOf, { number: index + 1, count: steps.length })}
          </span>
          {stepName(step)}
        </h2>
        {body}
        <div ref={alertRef} tabIndex={-1} className={styles.alert}>
          {problem?.kind === 'invalid' ? (
            <Alert tone="error" live>
              {intl.formatMessage(messages.fixErrors)}
            </Alert>
          ) : null}
          {problem?.kind === 'failed' ? (
            <Alert tone="error" live>
              {`${intl.formatMessage(problem.submit ? messages.submitFailed : messages.saveFailed)} ${problem.texts.join(' ')}`}
              {problem.fix ? (
                <>
                  {' '}
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    onClick={() => go(steps.indexOf(problem.fix!))}
                  >
                    {intl.formatMessage(messages.fixStep, { step: stepName(problem.fix) })}
                  </Button>
                </>
              ) : null}
            </Alert>
          ) : null}
        </div>
        <div className={styles.actions}>
          {index > 0 ? (
            <Button type="button" variant="secondary" onClick={() => go(index - 1)} disabled={busy}>
              {intl.formatMessage(messages.back)}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {intl.formatMessage(
              step === 'review' ? (mode === 'edit' ? messages.saveChanges : messages.submit) : messages.next,
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
