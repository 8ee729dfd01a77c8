// /app/onboarding/{slug} (spec §2 "Onboarding navigation", §4): the steps of the tenant's structure
// with previous/next, progress and zero-padded numbers; each row edited by its type and checked
// with its rules; "Next" saves the step (PUT /flexOnboarding) and goes on, "Previous" goes back
// keeping what was typed; the last step finishes (long or short store) and goes to project search
// or to the job saved before login. Unsaved input stays in sessionStorage until saved, so a failed
// save, a lost connection or a reload loses nothing.
import { ApiError } from '@talent/api-client';
import {
  collectedJobStore,
  countriesQuery,
  CURRENT_USER_KEY,
  translateError,
  useDocumentTitle,
  usePortal,
  useSession,
} from '@talent/app-context';
import { ROUTES, onboardingNavigation } from '@talent/domain';
import type { OnboardingType } from '@talent/domain';
import { Alert, Button, Link, Stepper, pageTitle, stack } from '@talent/ui';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { rowItems } from '../../answers.ts';
import type { OnboardingRow, RowValue } from '../../answers.ts';
import { CvReview } from '../../components/CvReview/CvReview.tsx';
import { JobSummary } from '../../components/JobSummary/JobSummary.tsx';
import { RowField } from '../../components/RowField/RowField.tsx';
import { rowLabel } from '../../components/RowField/rowLabel.ts';
import { reviewSections } from '../../cvReview.ts';
import type { ReviewSection } from '../../cvReview.ts';
import { focusProblem } from '../../focusProblem.ts';
import { useFocusLater } from '../../hooks/useFocusLater.ts';
import { issueText } from '../../issueText.ts';
import { messages } from '../../messages.ts';
import { finishOnboardingMutation, onboardingProfileQuery, onboardingQuery, saveStepMutation } from '../../queries.ts';
import type { ParsedCv } from '../../queries.ts';
import { stepDrafts } from '../../stepDrafts.ts';
import { draftKey, onboardingSteps, residenceCountry, workingValues } from '../../steps.ts';
import { rowOfField, validateRow } from '../../validation.ts';
import * as styles from './OnboardingPage.css.ts';

/** Props of `OnboardingPage` (what `loadOnboardingPage` returned). */
export interface OnboardingPageProps {
  readonly type: OnboardingType;
  /** The step shown; null when the structure has no step for this talent. */
  readonly slug: string | null;
}

/** A problem of the whole step (not of one row). */
type FormProblem =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failed'; readonly texts: readonly string[] }
  | { readonly kind: 'missing'; readonly rows: readonly { label: string; step: string; slug: string }[] };

export function OnboardingPage({ type, slug }: OnboardingPageProps): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: onboarding } = useSuspenseQuery(onboardingQuery(api, type));
  const { data: profile } = useSuspenseQuery(onboardingProfileQuery(api));
  const countries = useQuery(countriesQuery(api, intl.locale));
  const saveStep = useMutation(saveStepMutation(api, queryClient));
  const finish = useMutation(finishOnboardingMutation(api));
  const drafts = useMemo(() => stepDrafts(), []);
  const job = useMemo(() => (type === 'short' ? collectedJobStore().read() : null), [type]);
  const structure = onboarding.structure;
  useDocumentTitle(intl.formatMessage(messages.title));

  const [values, setValues] = useState<Record<number, RowValue>>(() =>
    workingValues(structure, profile.answers, type, drafts),
  );
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [review, setReview] = useState<readonly ReviewSection[] | null>(null);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();

  const country = residenceCountry(structure, values) ?? user?.residenceCountry;
  const steps = useMemo(() => onboardingSteps(structure, type, country), [structure, type, country]);
  const navigation = onboardingNavigation(steps, slug ?? undefined);
  const step = steps.find((s) => s.slug === navigation?.slug);
  const index = step ? steps.indexOf(step) : -1;
  const busy = saveStep.isPending || finish.isPending;

  // A new step: its heading takes the focus (screen readers hear where they are), not on first load.
  const shownSlug = useRef(slug);
  useEffect(() => {
    if (shownSlug.current === slug) return;
    shownSlug.current = slug;
    setErrors({});
    setProblem(null);
    setReview(null);
    headingRef.current?.focus();
  }, [slug]);

  // After a failed attempt the talent lands on the first marked answer, else on the message.
  useEffect(() => {
    if (failures === 0) return;
    focusProblem(formRef.current, alertRef.current);
  }, [failures]);

  const change = useCallback(
    (row: OnboardingRow, value: RowValue) => {
      setValues((current) => {
        const next = { ...current, [row.id]: value };
        const ofStep = structure.filter((r) => r.stepName === row.stepName);
        drafts.save(draftKey(type, row.stepName), Object.fromEntries(ofStep.map((r) => [r.id, next[r.id]!])));
        return next;
      });
      setErrors((current) => {
        if (current[row.id] === undefined) return current;
        const rest = { ...current };
        delete rest[row.id];
        return rest;
      });
    },
    [drafts, structure, type],
  );

  const fail = (nextErrors: Readonly<Record<number, string>>, nextProblem: FormProblem | null) => {
    setErrors(nextErrors);
    setProblem(nextProblem);
    setFailures((n) => n + 1);
  };

  const apiProblem = (error: unknown): FormProblem =>
    error instanceof ApiError && error.status === 0
      ? { kind: 'offline' }
      : { kind: 'failed', texts: translateError(intl, error) };

  const done = async () => {
    try {
      const updated = await finish.mutateAsync(job);
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      if (job) collectedJobStore().clear();
      // Back to the application the visitor started (the apply route of the kept job).
      await navigate({ to: job ? `${ROUTES.projects}/${job.id}/apply` : ROUTES.projects });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const missing = Object.keys(error.fieldErrors)
          .map((field) => rowOfField(field))
          .flatMap((id) => {
            const at = steps.findIndex((s) => s.rows.some((r) => r.id === id));
            const row = steps[at]?.rows.find((r) => r.id === id);
            return row
              ? [{ label: rowLabel(intl, row), step: String(at + 1).padStart(2, '0'), slug: steps[at]!.slug }]
              : [];
          });
        if (missing.length > 0) {
          fail({}, { kind: 'missing', rows: missing });
          return;
        }
      }
      fail({}, apiProblem(error));
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!step || !navigation) {
      await done();
      return;
    }
    const rowErrors: Record<number, string> = {};
    for (const row of step.rows) {
      const issue = validateRow(row, values[row.id]!);
      if (issue) rowErrors[row.id] = issueText(intl, issue);
    }
    if (Object.keys(rowErrors).length > 0) {
      fail(rowErrors, { kind: 'invalid' });
      return;
    }
    const rows = step.rows.filter((row) => !row.disabled);
    const answers = rows.flatMap((row) => rowItems(row, values[row.id]!));
    try {
      await saveStep.mutateAsync({ type, stepName: step.name, answers, rowIds: rows.map((r) => r.id) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const serverErrors: Record<number, string> = {};
        for (const [field, ids] of Object.entries(error.fieldErrors)) {
          const id = rowOfField(field, answers);
          if (id !== undefined && rows.some((r) => r.id === id)) {
            serverErrors[id] ??= ids.map((m) => issueText(intl, { id: m as `validation.${string}` })).join(' ');
          }
        }
        if (Object.keys(serverErrors).length > 0) {
          fail(serverErrors, { kind: 'invalid' });
          return;
        }
      }
      fail({}, apiProblem(error));
      return;
    }
    drafts.clear(draftKey(type, step.name));
    setProblem(null);
    if (navigation.next) await navigate({ to: `${ROUTES.onboarding}/${navigation.next}` });
    else await done();
  };

  const back = () => {
    if (navigation?.previous) void navigate({ to: `${ROUTES.onboarding}/${navigation.previous}` });
  };

  const categoriesRow = structure.find((r) => r.type === 'categories');
  const chosen = categoriesRow ? values[categoriesRow.id] : undefined;
  const categoryIds = chosen?.kind === 'list' ? chosen.values.map(Number).filter(Number.isInteger) : [];

  const openReview = (parsed: ParsedCv) => {
    const visibleRows = steps.flatMap((s) => s.rows);
    setReview(reviewSections(parsed, visibleRows, countries.data ?? [], tenant.config.preferredSortedCountries));
  };
  const applyFromCv = (rowId: number, value: RowValue) => {
    const row = structure.find((r) => r.id === rowId);
    if (row) change(row, value);
  };

  const last = !navigation?.next;
  return (
    <div className={stack.lg}>
      <h1 className={pageTitle}>{intl.formatMessage(messages.title)}</h1>
      {job ? <JobSummary job={job} /> : null}
      {steps.length > 0 && navigation ? (
        <Stepper
          steps={steps.map((s) => ({ id: s.slug, label: s.name }))}
          current={index}
          label={intl.formatMessage(messages.stepsLabel)}
          progressLabel={intl.formatMessage(messages.progressLabel)}
          completedLabel={intl.formatMessage(messages.stepDone)}
        />
      ) : null}
      <form ref={formRef} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
        {step && navigation ? (
          <>
            <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              <span className={styles.stepNumber}>
                {intl.formatMessage(messages.stepOf, { number: navigation.stepNumber, count: steps.length })}
              </span>
              {step.name}
            </h2>
            {step.rows.map((row) => (
              <div key={row.id} className={stack.sm}>
                <RowField
                  row={row}
                  value={values[row.id]!}
                  onChange={(value) => change(row, value)}
                  error={errors[row.id]}
                  categoryIds={categoryIds}
                  onCvParsed={openReview}
                />
                {row.type === 'cv_upload' && review ? (
                  <CvReview
                    sections={review}
                    values={values}
                    onApply={applyFromCv}
                    onClose={() => {
                      setReview(null);
                      // Back to the button that opened it (RowField's CvUpload, id `row-<id>`).
                      focusLater(`row-${row.id}-fill`);
                    }}
                  />
                ) : null}
              </div>
            ))}
          </>
        ) : (
          <p>{intl.formatMessage(messages.nothingToDo)}</p>
        )}
        <div ref={alertRef} tabIndex={-1} className={styles.alert}>
          {problem ? <StepProblem problem={problem} onRetry={() => void submit()} /> : null}
        </div>
        <div className={styles.actions}>
          {navigation?.previous ? (
            <Button type="button" variant="secondary" onClick={back} disabled={busy}>
              {intl.formatMessage(messages.previous)}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {intl.formatMessage(last ? messages.finish : messages.next)}
          </Button>
        </div>
      </form>
    </div>
  );
}

function StepProblem({
  problem,
  onRetry,
}: {
  readonly problem: FormProblem;
  readonly onRetry: () => void;
}): ReactElement {
  const intl = useIntl();
  switch (problem.kind) {
    case 'invalid':
      return (
        <Alert tone="error" live>
          {intl.formatMessage(messages.fixErrors)}
        </Alert>
      );
    case 'missing':
      return (
        <Alert tone="error" live title={intl.formatMessage(messages.missingRows)}>
          <ul>
            {problem.rows.map((row) => (
              <li key={`${row.slug}-${row.label}`}>
                <Link href={`${ROUTES.onboarding}/${row.slug}`}>
                  {intl.formatMessage(messages.missingRow, { label: row.label, step: row.step })}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      );
    default:
      return (
        <Alert tone="error" live>
          {problem.kind === 'offline'
            ? intl.formatMessage(messages.offline)
            : `${intl.formatMessage(messages.saveFailed)} ${problem.texts.join(' ')}`}{' '}
          <Button type="button" variant="secondary" size="small" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Alert>
      );
  }
}
