// The application flow: a server-side draft (an UNDER_CONSTRUCTION application) created once per
// talent and project, patched step by step, cancellable, and submitted once. Submitting is
// idempotent: the application row is locked, so of two finish calls (a double click, a retry after
// a lost answer) one submits and the other finds it submitted — with the same payload it answers
// the application, with another it is a 409. Status changes go through `recordApplicationEvent`, in
// the same transaction as the talent's confirmation mail.
import type { components } from '@talent/api-client';
import { applicationFlowSteps, canEditApplication, isProjectOpen, withCompletedSteps } from '@talent/domain';
import type { Log } from '../shared/log.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, files, projectQuestions } from '../../db/schema.ts';
import type { StoredApplicationDraft } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { recordApplicationEvent } from './applicationEvents.ts';
import { checkRate, toRate } from './applicationRates.ts';
import type { ApplicationOwner, ApplicationRow } from './applications.ts';
import { findApplication, lockApplication, ownedBy, toApplication, toApplications } from './applications.ts';
import { cvResource, listCvFiles } from '../cv/cvFiles.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { DEFAULT_SLOT_PERIOD_DAYS, confirmSlot, freeSlots, heldSlot, holdSlot, releaseSlot } from './interviewSlots.ts';
import { openInvitations, setInvitationState, startInvitation } from '../invitations/invitations.ts';
import { legalNeeds } from '../profile/legal.ts';
import type { LegalVersions } from '../profile/legal.ts';
import { findProject } from '../catalog/projects.ts';
import type { ProjectRow } from '../catalog/projects.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];

/** Other open applications and invitations shown while applying, at most. */
const MAX_OPEN_ITEMS = 20;

/** What the flow needs besides the transaction. */
export interface FlowContext {
  readonly tenant: Tenant;
  readonly freelancer: FreelancerRow;
  readonly now: Date;
  readonly log: Log;
}

const ownerOf = (flow: FlowContext): ApplicationOwner => ({
  clientId: flow.tenant.id,
  freelancerId: flow.freelancer.id,
});

/** The project of the tenant; 404 `project.notFound`. */
async function projectOf(tx: Tx, clientId: string, id: number): Promise<ProjectRow> {
  const row = await findProject(tx, clientId, id);
  if (!row) throw problem.notFound('project.notFound');
  return row;
}

/** 409 when the project no longer takes applications: closed or paused, or past its deadline. */
export function assertProjectOpen(project: ProjectRow, now: Date): void {
  if (!isProjectOpen(project)) throw problem.conflict('application.projectClosed');
  if (project.periodDeadline && project.periodDeadline <= now) throw problem.conflict('application.deadlinePassed');
}

/** The owner's application to a project, locked. */
async function lockByProject(tx: Tx, owner: ApplicationOwner, projectId: number) {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(ownedBy(owner), eq(applications.projectId, projectId)))
    .for('update');
  return row;
}

/**
 * Starts an application (the draft) to a project: `created` false with the existing draft; 409
 * `application.alreadyApplied` once submitted or withdrawn (one application per talent and
 * project), `application.projectClosed` / `application.deadlinePassed`, and
 * `application.applyExternally` when the client takes applications on its own site. An open
 * invitation to the project is started and linked.
 */
export async function createApplication(
  tx: Tx,
  flow: FlowContext,
  projectId: number,
): Promise<{ application: Schemas['Application']; created: boolean }> {
  const owner = ownerOf(flow);
  const project = await projectOf(tx, owner.clientId, projectId);
  if (flow.tenant.config.externalApplicationLink && project.externalApplicationUrl) {
    throw problem.conflict('application.applyExternally');
  }
  assertProjectOpen(project, flow.now);
  // A double click inserts once: the second insert finds the unique row and does nothing.
  const inserted = await tx
    .insert(applications)
    .values({ clientId: owner.clientId, freelancerId: owner.freelancerId, projectId })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  const row = (await lockByProject(tx, owner, projectId))!;
  if (row.status !== 'UNDER_CONSTRUCTION') throw problem.conflict('application.alreadyApplied');
  if (inserted.length > 0) {
    const invitationId = await startInvitation(tx, owner, projectId);
    if (invitationId !== null) {
      await tx.update(applications).set({ invitationId }).where(eq(applications.id, row.id));
    }
  }
  return { application: await toApplication(tx, owner.clientId, row), created: inserted.length > 0 };
}

/** The owner's draft for a project, locked; 404 `application.noDraft`. */
async function lockDraft(tx: Tx, owner: ApplicationOwner, projectId: number): Promise<ApplicationRow> {
  const row = await lockByProject(tx, owner, projectId);
  if (!row || row.status !== 'UNDER_CONSTRUCTION') throw problem.notFound('application.noDraft');
  return row;
}

/** The project's questions, in order. */
export async function questionsOf(tx: Tx, clientId: string, projectId: number) {
  return tx
    .select()
    .from(projectQuestions)
    .where(and(eq(projectQuestions.clientId, clientId), eq(projectQuestions.projectId, projectId)))
    .orderBy(asc(projectQuestions.position), asc(projectQuestions.id));
}

type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/** The contract's Question of a row. */
export function toQuestion(row: QuestionRow): Schemas['Question'] {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    ...(row.description !== null && { description: row.description }),
    required: row.required,
    ...(row.rules !== null && { rules: row.rules }),
    groupId: row.groupId,
    parentQuestionId: row.parentQuestionId,
    scopeId: row.scopeId,
    options: row.options,
  };
}

/** The draft as the contract's ApplicationFlow. */
async function toFlow(tx: Tx, flow: FlowContext, row: ApplicationRow): Promise<Schemas['ApplicationFlow']> {
  const owner = ownerOf(flow);
  const draft = row.draft;
  const currency = row.rateCurrency ?? flow.tenant.config.currencies[0]!;
  const unit = row.rateUnit ?? 'HR';
  const cvs = await listCvFiles(tx, owner);
  const project = await projectOf(tx, owner.clientId, row.projectId);
  const slots = project.liveInterview
    ? await freeSlots(
        tx,
        { clientId: owner.clientId, projectId: row.projectId, applicationId: row.id },
        { from: flow.now, to: new Date(flow.now.getTime() + DEFAULT_SLOT_PERIOD_DAYS * 86_400_000) },
        flow.log,
      )
    : { slots: [] };
  const others = await tx
    .select()
    .from(applications)
    .where(
      and(
        ownedBy(owner),
        sql`${applications.id} <> ${row.id}`,
        sql`${applications.status} NOT IN ('UNDER_CONSTRUCTION', 'WITHDRAWN', 'HIRED', 'REJECTED_BY_MSP', 'REJECTED_BY_VMS')`,
      ),
    )
    .orderBy(sql`${applications.createdAt} DESC`)
    .limit(MAX_OPEN_ITEMS);
  return {
    projectId: row.projectId,
    applicationId: row.id,
    ...(row.stepName !== null && { stepName: row.stepName }),
    canEdit: true,
    parentAnswersList: (draft.parentAnswersList ?? []) as Schemas['AnswerList'],
    childAnswersList: (draft.childAnswersList ?? {}) as Schemas['ChildAnswers'],
    displayRate: toRate(row.displayRateMinor, currency, unit),
    talentRate: toRate(row.talentRateMinor, currency, unit),
    cvsList: cvs.map((file) => {
      const cv = cvResource(file);
      return { contentType: 'application/pdf', id: cv.id, name: cv.name, uuid: cv.uuid };
    }),
    selectedCv: draft.selectedCv ?? null,
    motivationComment: draft.motivationComment ?? '',
    cvCover: draft.cvCover ?? null,
    interviewSlot: await heldSlot(tx, { clientId: owner.clientId, applicationId: row.id }),
    alternativeInterviewSlot: draft.alternativeInterviewSlot ?? false,
    calendarSlots: slots.slots,
    resumeMethod: draft.resumeMethod ?? 1,
    coverLetterMethod: draft.coverLetterMethod ?? 1,
    openApplications: await toApplications(tx, owner.clientId, others),
    openInvitations: (await openInvitations(tx, owner, flow.now, { limit: MAX_OPEN_ITEMS + 1 }))
      .filter((invitation) => invitation.job.id !== row.projectId)
      .slice(0, MAX_OPEN_ITEMS),
  };
}

/** The owner's draft for the project; 404 without one. */
export async function getFlow(tx: Tx, flow: FlowContext, projectId: number): Promise<Schemas['ApplicationFlow']> {
  const row = await lockDraft(tx, ownerOf(flow), projectId);
  return toFlow(tx, flow, row);
}

/** Answers checked against the project's questions; field errors for unknown questions or options. */
function answerErrors(
  questions: readonly QuestionRow[],
  answers: readonly { id: number | string; value: unknown }[],
  field: string,
  child: boolean,
): FieldError[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: FieldError[] = [];
  answers.forEach((answer, index) => {
    const question = byId.get(Number(answer.id));
    if (!question || (question.parentQuestionId !== null) !== child) {
      errors.push({ field: `${field}[${index}].id`, messages: ['application.unknownQuestion'] });
      return;
    }
    if (['radio', 'select', 'checkbox'].includes(question.type) && question.options.length > 0) {
      const allowed = new Set(question.options.map((o) => o.value));
      const values = Array.isArray(answer.value) ? answer.value : answer.value === null ? [] : [answer.value];
      if (values.some((value) => !allowed.has(String(value)))) {
        errors.push({ field: `${field}[${index}].value`, messages: ['application.unknownOption'] });
      }
    }
  });
  return errors;
}

/** The freelancer's PDF file with this uuid and one of `kinds`, if any. */
async function ownFile(tx: Tx, owner: ApplicationOwner, uuid: string, kinds: ('CV' | 'COVER_LETTER' | 'DOCUMENT')[]) {
  const [row] = await tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.clientId, owner.clientId),
        eq(files.freelancerId, owner.freelancerId),
        eq(files.uuid, uuid),
        inArray(files.kind, kinds),
      ),
    );
  return row;
}

/**
 * Saves one step of the draft: the fields present replace the draft's (rate columns for the
 * rate), the step is recorded as done, a chosen slot is held (409 when taken), choosing the
 * alternative frees it. 409 when the project closed meanwhile; 422 naming the field for answers
 * to unknown questions, a CV or cover letter that is not the talent's, or a rate the tenant or the
 * currency cannot take.
 */
export async function patchFlow(
  tx: Tx,
  flow: FlowContext,
  projectId: number,
  patch: Schemas['ApplicationFlowPatch'],
): Promise<Schemas['ApplicationFlow']> {
  const owner = ownerOf(flow);
  const row = await lockDraft(tx, owner, projectId);
  const project = await projectOf(tx, owner.clientId, projectId);
  assertProjectOpen(project, flow.now);
  const questions = await questionsOf(tx, owner.clientId, projectId);
  const errors: FieldError[] = [
    ...answerErrors(questions, patch.parentAnswersList ?? [], 'parentAnswersList', false),
    ...Object.entries(patch.childAnswersList ?? {}).flatMap(([scope, list]) =>
      answerErrors(questions, list, `childAnswersList.${scope}`, true),
    ),
  ];
  if (patch.selectedCv && !(await ownFile(tx, owner, patch.selectedCv.uuid, ['CV']))) {
    errors.push({ field: 'selectedCv.uuid', messages: ['application.cvNotFound'] });
  }
  if (patch.cvCover && !(await ownFile(tx, owner, patch.cvCover.uuid, ['COVER_LETTER', 'DOCUMENT']))) {
    errors.push({ field: 'cvCover.uuid', messages: ['application.coverNotFound'] });
  }
  if (errors.length > 0) throw problem.rejected(errors);
  const rate =
    patch.talentRate && checkRate(flow.tenant, { ...patch.talentRate, unit: patch.talentRate.period }, 'talentRate');

  const draft: StoredApplicationDraft = { ...row.draft };
  if (patch.parentAnswersList !== undefined) draft.parentAnswersList = patch.parentAnswersList;
  if (patch.childAnswersList !== undefined) draft.childAnswersList = patch.childAnswersList;
  if (patch.selectedCv !== undefined) draft.selectedCv = patch.selectedCv;
  if (patch.motivationComment !== undefined) draft.motivationComment = patch.motivationComment;
  if (patch.cvCover !== undefined) draft.cvCover = patch.cvCover;
  if (patch.resumeMethod !== undefined) draft.resumeMethod = patch.resumeMethod;
  if (patch.coverLetterMethod !== undefined) draft.coverLetterMethod = patch.coverLetterMethod;
  if (patch.alternativeInterviewSlot !== undefined) draft.alternativeInterviewSlot = patch.alternativeInterviewSlot;
  if (patch.stepName !== undefined) draft.stepsDone = [...new Set([...(draft.stepsDone ?? []), patch.stepName])];

  const holder = { clientId: owner.clientId, projectId, applicationId: row.id };
  if (patch.interviewSlot) {
    if (!project.liveInterview)
      throw problem.rejected([{ field: 'interviewSlot', messages: ['application.noLiveInterview'] }]);
    await holdSlot(tx, holder, {
      start: new Date(patch.interviewSlot.initialStart),
      end: new Date(patch.interviewSlot.initialEnd),
    });
    draft.alternativeInterviewSlot = false;
  } else if (patch.interviewSlot === null || patch.alternativeInterviewSlot === true) {
    await releaseSlot(tx, holder);
  }

  await tx
    .update(applications)
    .set({
      draft,
      ...(patch.stepName !== undefined && { stepName: patch.stepName }),
      ...(rate && {
        talentRateMinor: rate.talentMinor,
        displayRateMinor: rate.displayMinor,
        rateCurrency: rate.currency,
        rateUnit: rate.unit,
      }),
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, row.id));
  return toFlow(tx, flow, await findApplication(tx, owner, row.id));
}

/** Deletes the owner's draft for the project (its slot is freed, a started invitation is open again); 404 without one. */
export async function cancelFlow(tx: Tx, flow: FlowContext, projectId: number): Promise<void> {
  const owner = ownerOf(flow);
  const row = await lockDraft(tx, owner, projectId);
  await releaseSlot(tx, { clientId: owner.clientId, projectId, applicationId: row.id });
  if (row.invitationId !== null) {
    await setInvitationState(tx, owner.clientId, row.invitationId, { state: 'cr', code: 'inv' });
  }
  await tx.delete(applications).where(eq(applications.id, row.id));
}

/** The steps of the flow of the owner's application, with the ones saved. */
export async function flowSteps(
  tx: Tx,
  flow: FlowContext,
  applicationId: number,
  legal: LegalVersions,
): Promise<Schemas['FlowStepList']> {
  const owner = ownerOf(flow);
  const row = await findApplication(tx, owner, applicationId);
  const project = await projectOf(tx, owner.clientId, row.projectId);
  const questions = await questionsOf(tx, owner.clientId, row.projectId);
  const needs = await legalNeeds(tx, owner.clientId, owner.freelancerId, legal);
  const steps = applicationFlowSteps({
    modernFlow: flow.tenant.config.modernProjectApplicationFlow,
    preApplicationQuestions: flow.tenant.config.preApplicationQuestions,
    questions: questions.length === 0 ? 'NONE' : questions.some((q) => q.required) ? 'REQUIRED' : 'OPTIONAL',
    coverLetter: project.coverLetter,
    jobFields: flow.tenant.legalEntityConfig.jobFieldSettings,
    liveInterview: project.liveInterview,
    legalNeeded: needs.terms || needs.privacy,
    securityIdRequired: project.securityIdRequired,
  });
  const done = row.status === 'UNDER_CONSTRUCTION' ? (row.draft.stepsDone ?? []) : steps.map((s) => s.name);
  return { results: withCompletedSteps(steps, done) };
}

/** Stable JSON of a value (object keys sorted), to compare payloads. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a submission needs besides the payload. */
export interface SubmitContext extends FlowContext {
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messenger: Messenger;
  readonly legal: LegalVersions;
  /** Whether the freelancer has a security id matching the project's pattern. */
  readonly hasSecurityId: (tx: Tx, pattern: string | null) => Promise<boolean>;
  /** Records the CV generated from the profile (for `cvUuid: null`); its file id. */
  readonly generatedCv?: (tx: Tx) => Promise<number>;
  /** The portal link of the application, for the mail. */
  readonly link: string;
}

/** Whether an answer value says something. */
const answered = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Checks a submit payload against the project and the tenant; the files and rate it names. 422
 * with every field at fault: unanswered required questions (a follow-up only while its parent's
 * answer reveals it), a CV or cover letter that is not the talent's, a missing required cover
 * letter, motivation or rate, a rate the tenant or currency cannot take, a missing security id, a
 * slot not held, or a slot for a project without live interviews.
 */
async function checkSubmission(
  tx: Tx,
  flow: SubmitContext,
  row: ApplicationRow,
  project: ProjectRow,
  payload: Schemas['SubmitPayload'],
) {
  const owner = ownerOf(flow);
  const errors: FieldError[] = [];
  if (payload.job !== project.id) errors.push({ field: 'job', messages: ['application.wrongProject'] });
  const questions = await questionsOf(tx, owner.clientId, project.id);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers = new Map<number, unknown[]>();
  payload.appAnswers.forEach((answer, index) => {
    if (!byId.has(answer.questionId)) {
      errors.push({ field: `appAnswers[${index}].questionId`, messages: ['application.unknownQuestion'] });
    }
    answers.set(answer.questionId, answer.answers.map((a) => a.value).filter(answered));
  });
  const values = (id: number): string[] =>
    (answers.get(id) ?? []).flatMap((v): unknown[] => (Array.isArray(v) ? (v as unknown[]) : [v])).map(String);
  if (flow.tenant.config.preApplicationQuestions) {
    for (const question of questions) {
      if (!question.required) continue;
      const parent = question.parentQuestionId === null ? undefined : byId.get(question.parentQuestionId);
      const shown = !parent || (question.scopeId !== null && values(parent.id).includes(question.scopeId));
      if (shown && values(question.id).length === 0) {
        errors.push({ field: `appAnswers.${question.id}`, messages: ['validation.required'] });
      }
    }
  }
  const cv = payload.cvUuid === null ? undefined : await ownFile(tx, owner, payload.cvUuid, ['CV']);
  if (payload.cvUuid !== null && !cv) errors.push({ field: 'cvUuid', messages: ['application.cvNotFound'] });
  const cover = payload.cvCover && (await ownFile(tx, owner, payload.cvCover.uuid, ['COVER_LETTER', 'DOCUMENT']));
  if (payload.cvCover && !cover) errors.push({ field: 'cvCover.uuid', messages: ['application.coverNotFound'] });
  if (project.coverLetter === 'REQUIRED' && !payload.cvCover) {
    errors.push({ field: 'cvCover', messages: ['validation.required'] });
  }
  if (project.coverLetter === 'NONE' && payload.cvCover) {
    errors.push({ field: 'cvCover', messages: ['application.noCoverLetter'] });
  }
  const fields = flow.tenant.legalEntityConfig.jobFieldSettings;
  if (fields.motivationComment === 'REQUIRED' && payload.motivationComment.trim() === '') {
    errors.push({ field: 'motivationComment', messages: ['validation.required'] });
  }
  if (fields.hourlyRate === 'REQUIRED' && payload.hourlyRate.value === null) {
    errors.push({ field: 'hourlyRate.value', messages: ['validation.required'] });
  }
  if (project.securityIdRequired && !(await flow.hasSecurityId(tx, project.securityIdPattern))) {
    errors.push({ field: 'securityId', messages: ['application.securityIdMissing'] });
  }
  if (!project.liveInterview && payload.liveInterview) {
    errors.push({ field: 'liveInterview', messages: ['application.noLiveInterview'] });
  }
  const needs = await legalNeeds(tx, owner.clientId, owner.freelancerId, flow.legal);
  if (needs.terms || needs.privacy) errors.push({ field: 'legal', messages: ['application.legalRequired'] });
  if (errors.length > 0) throw problem.rejected(errors);
  const unit = row.rateUnit ?? 'HR';
  const rate =
    fields.hourlyRate === 'HIDDEN'
      ? null
      : checkRate(
          flow.tenant,
          { value: payload.hourlyRate.value, currency: payload.hourlyRate.currency, unit },
          'hourlyRate',
        );
  return { cvFileId: cv?.id, coverFileId: cover ? cover.id : null, rate };
}

/**
 * Writes a submission (first one or an edit) of a locked application: payload, files, rate, the
 * slot made permanent (or held now when the talent names one), SEND_PENDING through
 * `recordApplicationEvent`, the invitation completed, the confirmation mail — one transaction.
 */
async function writeSubmission(
  tx: Tx,
  flow: SubmitContext,
  row: ApplicationRow,
  project: ProjectRow,
  payload: Schemas['SubmitPayload'],
): Promise<Schemas['Application']> {
  const owner = ownerOf(flow);
  const checked = await checkSubmission(tx, flow, row, project, payload);
  const holder = { clientId: owner.clientId, projectId: project.id, applicationId: row.id };
  let slot: { start: Date; end: Date } | null = null;
  if (project.liveInterview && payload.liveInterview) {
    slot = { start: new Date(payload.liveInterview.start), end: new Date(payload.liveInterview.end) };
    await holdSlot(tx, holder, slot);
    await confirmSlot(tx, holder);
  } else if (project.liveInterview) {
    await releaseSlot(tx, holder);
  }
  const cvFileId = checked.cvFileId ?? (await flow.generatedCv!(tx));
  const first = row.status === 'UNDER_CONSTRUCTION';
  await tx
    .update(applications)
    .set({
      submission: payload,
      cvFileId,
      coverFileId: checked.coverFileId,
      draft: {
        ...row.draft,
        motivationComment: payload.motivationComment,
        alternativeInterviewSlot: project.liveInterview && payload.liveInterview === null,
      },
      ...(checked.rate && {
        talentRateMinor: checked.rate.talentMinor,
        displayRateMinor: checked.rate.displayMinor,
        rateCurrency: checked.rate.currency,
        rateUnit: checked.rate.unit,
      }),
      ...(first && { submittedAt: sql`now()` }),
    })
    .where(eq(applications.id, row.id));
  // An edit is delivered again as a new SEND_PENDING event, also while the first is still pending.
  const eventId = await recordApplicationEvent(tx, flow.jobs, {
    clientId: owner.clientId,
    applicationId: row.id,
    status: 'SEND_PENDING',
    longStatus: 'PENDING',
    source: 'TALENT',
    ...(!first && { note: 'edited' }),
  });
  if (first && row.invitationId !== null) {
    await setInvitationState(tx, owner.clientId, row.invitationId, { state: 'cm', code: 'com' });
  }
  await flow.messenger.send(tx, {
    tenant: flow.tenant,
    kind: first ? 'applicationSubmitted' : 'applicationUpdated',
    locale: flow.freelancer.locale,
    to: flow.freelancer.email,
    channel: 'email',
    link: flow.link,
    subscriptionUuid: flow.freelancer.subscriptionUuid,
    key: `application-event:${eventId}`,
    values: {
      name: flow.freelancer.firstName ?? 'none',
      job: project.title,
      slot: slot ? slot.start.toISOString() : 'none',
    },
    ...(slot && {
      calendar: {
        uid: `application-${row.id}@${flow.tenant.context.talentDomainName}`,
        start: slot.start,
        end: slot.end,
        summary: project.title,
        organizer: flow.tenant.context.name,
      },
    }),
  });
  return toApplication(tx, owner.clientId, await findApplication(tx, owner, row.id));
}

/**
 * Submits the owner's draft for the project, once: a second finish of a submitted application
 * answers it when the payload is the same and is a 409 `application.alreadyApplied` otherwise.
 * `usedGeneratedCv` is false when a CV the caller generated was not used (a repeated finish).
 */
export async function finishFlow(
  tx: Tx,
  flow: SubmitContext,
  projectId: number,
  payload: Schemas['SubmitPayload'],
): Promise<{ application: Schemas['Application']; usedGeneratedCv: boolean }> {
  const owner = ownerOf(flow);
  const row = await lockByProject(tx, owner, projectId);
  if (!row) throw problem.notFound('application.noDraft');
  if (row.status !== 'UNDER_CONSTRUCTION') {
    if (row.submission && canonical(row.submission) === canonical(payload)) {
      return { application: await toApplication(tx, owner.clientId, row), usedGeneratedCv: false };
    }
    throw problem.conflict('application.alreadyApplied');
  }
  return submitLocked(tx, flow, row, payload);
}

/** Submits a locked application to an open project (409 when it is not). */
async function submitLocked(
  tx: Tx,
  flow: SubmitContext,
  row: ApplicationRow,
  payload: Schemas['SubmitPayload'],
): Promise<{ application: Schemas['Application']; usedGeneratedCv: boolean }> {
  const project = await projectOf(tx, flow.tenant.id, row.projectId);
  assertProjectOpen(project, flow.now);
  return {
    application: await writeSubmission(tx, flow, row, project, payload),
    usedGeneratedCv: payload.cvUuid === null,
  };
}

/** Changes a submitted application while `canEditApplication` (409 `application.cannotEdit`), sending it again. */
export async function updateSubmission(
  tx: Tx,
  flow: SubmitContext,
  applicationId: number,
  payload: Schemas['SubmitPayload'],
): Promise<{ application: Schemas['Application']; usedGeneratedCv: boolean }> {
  const owner = ownerOf(flow);
  const row = await lockApplication(tx, owner, applicationId);
  if (!canEditApplication(row.status)) throw problem.conflict('application.cannotEdit');
  return submitLocked(tx, flow, row, payload);
}
