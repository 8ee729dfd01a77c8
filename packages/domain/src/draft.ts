// Application drafts (spec §3 "Application draft", "Submit payload", "Answer"; §4 "Draft
// persistence"; §5). A draft is saved in the browser per project while the talent walks through
// the apply steps, and becomes the submit payload at the end.
import * as v from 'valibot';
import { DEFAULT_CURRENCY, DRAFT_RETENTION_MS } from './constants.ts';
import { DOCUMENT_METHODS } from './enums.ts';
import type { DocumentMethod, RateUnit } from './enums.ts';
import { DRAFT_STORAGE_PREFIX } from './draftStorage.ts';

/** Identifier as the API sends it. */
export type Id = number | string;

/** A value of an answer to a pre-application question. */
export type AnswerValue = string | number | boolean | readonly string[] | null;

/** An answer to a pre-application question. `id` is the question's id. */
export interface Answer {
  readonly id: Id;
  readonly type: string;
  readonly value: AnswerValue;
  readonly groupId?: Id | null;
  /**
   * For a follow-up (child) question: the parent answer value that reveals it. Child answers are
   * grouped by it and submitted only while a parent answer still selects it.
   */
  readonly scopeId?: Id | null;
}

/** A rate with currency and period. */
export interface Rate {
  readonly value: number | null;
  readonly currency: string;
  readonly period: RateUnit;
}

/** A CV the talent has uploaded. */
export interface DraftCv {
  readonly contentType: 'application/pdf';
  readonly id: Id;
  readonly name: string;
  readonly uuid: string;
}

/** An uploaded cover letter. */
export interface DraftDocument {
  readonly contentType: string;
  readonly name: string;
  readonly uuid: string;
}

/** A live-interview slot. */
export interface InterviewSlot {
  readonly initialStart: string;
  readonly initialEnd: string;
}

/** An open application or invitation shown while applying. */
export interface OpenItem {
  readonly id: Id;
  readonly [key: string]: unknown;
}

/** The application draft of spec §3, plus the project it belongs to and whether it was restored. */
export interface ApplicationDraft {
  readonly projectId: number;
  readonly applicationId: Id | null;
  readonly canEdit: boolean;
  readonly parentAnswersList: readonly Answer[];
  readonly childAnswersList: Readonly<Record<string, readonly Answer[]>>;
  readonly displayRate: Rate;
  readonly talentRate: Rate;
  readonly cvsList: readonly DraftCv[];
  readonly selectedCv: DraftCv | null;
  readonly motivationComment: string;
  readonly cvCover: DraftDocument | null;
  readonly interviewSlot: InterviewSlot | null;
  readonly alternativeInterviewSlot: boolean;
  readonly calendarSlots: readonly InterviewSlot[];
  readonly resumeMethod: DocumentMethod;
  readonly coverLetterMethod: DocumentMethod;
  readonly openApplications: readonly OpenItem[];
  readonly openInvitations: readonly OpenItem[];
  /** True when the draft came back from local storage rather than from this session. */
  readonly isRestored: boolean;
}

/** The body of the finish call (spec §3 "Submit payload"). */
export interface SubmitPayload {
  readonly job: number;
  readonly hourlyRate: { readonly currency: string; readonly value: number | null };
  readonly cvUuid: string | null;
  readonly motivationComment: string;
  readonly appAnswers: readonly {
    readonly questionId: Id;
    readonly answers: readonly { readonly type: string; readonly value: AnswerValue; readonly groupId: Id | null }[];
  }[];
  readonly cvCover: { readonly uuid: string; readonly name: string; readonly type: 'pdf' } | null;
  readonly liveInterview: { readonly start: string; readonly end: string } | null;
}

/** An existing application as loaded for editing: the submit payload plus its id and slot. */
export interface ExistingApplication {
  readonly id: Id;
  readonly job: number;
  readonly canEdit?: boolean;
  readonly cvUuid?: string | null;
  readonly motivationComment?: string | null;
  readonly hourlyRate?: { readonly currency?: string | null; readonly value: number | null } | null;
  readonly cvCover?: { readonly uuid: string; readonly name: string; readonly contentType?: string } | null;
  readonly interviewSlot?: InterviewSlot | null;
  readonly liveInterview?: { readonly start: string; readonly end: string } | null;
  readonly appAnswers?: SubmitPayload['appAnswers'] | null;
}

const emptyRate = (): Rate => ({ value: null, currency: DEFAULT_CURRENCY, period: 'HR' });

/** A fresh draft for a project: what "clearing resets everything" resets to. */
export function emptyDraft(projectId: number): ApplicationDraft {
  return {
    projectId,
    applicationId: null,
    canEdit: true,
    parentAnswersList: [],
    childAnswersList: {},
    displayRate: emptyRate(),
    talentRate: emptyRate(),
    cvsList: [],
    selectedCv: null,
    motivationComment: '',
    cvCover: null,
    interviewSlot: null,
    alternativeInterviewSlot: false,
    calendarSlots: [],
    resumeMethod: DOCUMENT_METHODS.FILE,
    coverLetterMethod: DOCUMENT_METHODS.FILE,
    openApplications: [],
    openInvitations: [],
    isRestored: false,
  };
}

/** The storage a draft store writes to: the Web Storage interface (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A draft read back from storage with the step it was saved on. */
export interface RestoredDraft {
  readonly draft: ApplicationDraft;
  readonly stepName: string;
  readonly savedAt: number;
}

/** Saves, restores and clears drafts per project. */
export interface DraftStore {
  /** Saves the draft with the step it was saved on; false when the storage refused (full, disabled). */
  save(projectId: number, draft: ApplicationDraft, stepName: string): boolean;
  /** The saved draft marked `isRestored`, or null when none, unreadable, or older than 3 days (then removed). */
  restore(projectId: number): RestoredDraft | null;
  /** Removes one project's draft. */
  clear(projectId: number): void;
  /** Removes every saved draft (on logout). */
  clearAll(): void;
}

export { DRAFT_STORAGE_PREFIX };

const envelopeSchema = v.object({
  version: v.literal(1),
  savedAt: v.pipe(v.number(), v.finite()),
  stepName: v.string(),
  draft: v.looseObject({ projectId: v.number() }),
});

/** A draft store over injected storage and clock. */
export function createDraftStore(storage: DraftStorage, now: () => number): DraftStore {
  const keyOf = (projectId: number) => `${DRAFT_STORAGE_PREFIX}${projectId}`;
  return {
    save(projectId, draft, stepName) {
      const envelope = { version: 1, savedAt: now(), stepName, draft: { ...draft, projectId } };
      try {
        storage.setItem(keyOf(projectId), JSON.stringify(envelope));
        return true;
      } catch {
        return false;
      }
    },
    restore(projectId) {
      const key = keyOf(projectId);
      const raw = storage.getItem(key);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // Unreadable: left undefined, so the envelope check below removes the entry.
      }
      const result = v.safeParse(envelopeSchema, parsed);
      if (!result.success || result.output.draft.projectId !== projectId) {
        storage.removeItem(key);
        return null;
      }
      const { savedAt, stepName, draft } = result.output;
      if (now() - savedAt > DRAFT_RETENTION_MS) {
        storage.removeItem(key);
        return null;
      }
      // Defaults first, so a draft saved by an older version still has every field.
      const restored = { ...emptyDraft(projectId), ...(draft as Partial<ApplicationDraft>), isRestored: true };
      return { draft: restored, stepName, savedAt };
    },
    clear(projectId) {
      storage.removeItem(keyOf(projectId));
    },
    clearAll() {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(DRAFT_STORAGE_PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    },
  };
}

/**
 * A draft for editing an existing application: the CV method is FILE when it has a cvUuid, else
 * GENERATED; the interview slot comes from interviewSlot, else liveInterview; with neither, the
 * alternative-slot flag is set.
 */
export function draftFromApplication(application: ExistingApplication): ApplicationDraft {
  const base = emptyDraft(application.job);
  const slot: InterviewSlot | null =
    application.interviewSlot ??
    (application.liveInterview
      ? { initialStart: application.liveInterview.start, initialEnd: application.liveInterview.end }
      : null);
  const cvUuid = application.cvUuid ?? null;
  const answers: Answer[] = (application.appAnswers ?? []).flatMap((question) =>
    question.answers.map((answer) => ({
      id: question.questionId,
      type: answer.type,
      value: answer.value,
      groupId: answer.groupId,
    })),
  );
  return {
    ...base,
    applicationId: application.id,
    canEdit: application.canEdit ?? true,
    parentAnswersList: answers,
    talentRate: {
      ...base.talentRate,
      value: application.hourlyRate?.value ?? null,
      currency: application.hourlyRate?.currency ?? DEFAULT_CURRENCY,
    },
    resumeMethod: cvUuid ? DOCUMENT_METHODS.FILE : DOCUMENT_METHODS.GENERATED,
    selectedCv: cvUuid ? { contentType: 'application/pdf', id: cvUuid, name: '', uuid: cvUuid } : null,
    motivationComment: application.motivationComment ?? '',
    cvCover: application.cvCover
      ? {
          contentType: application.cvCover.contentType ?? 'application/pdf',
          name: application.cvCover.name,
          uuid: application.cvCover.uuid,
        }
      : null,
    interviewSlot: slot,
    alternativeInterviewSlot: slot === null,
  };
}

function selects(value: AnswerValue, scopeId: string): boolean {
  if (Array.isArray(value)) return value.some((item) => String(item) === scopeId);
  return value !== null && String(value) === scopeId;
}

/**
 * The finish-call body of a draft: the talent rate as hourlyRate, the selected CV's uuid (null for
 * a generated CV), answers grouped per question (follow-up answers only under a selected parent
 * answer), the cover letter or null, and the live-interview slot or null when the alternative
 * slot was chosen.
 */
export function toSubmitPayload(draft: ApplicationDraft): SubmitPayload {
  const activeChildren = Object.entries(draft.childAnswersList)
    .filter(([scopeId]) => draft.parentAnswersList.some((parent) => selects(parent.value, scopeId)))
    .flatMap(([, answers]) => answers);
  const byQuestion = new Map<
    string,
    { questionId: Id; answers: SubmitPayload['appAnswers'][number]['answers'][number][] }
  >();
  for (const answer of [...draft.parentAnswersList, ...activeChildren]) {
    const key = String(answer.id);
    const entry = byQuestion.get(key) ?? { questionId: answer.id, answers: [] };
    entry.answers.push({ type: answer.type, value: answer.value, groupId: answer.groupId ?? null });
    byQuestion.set(key, entry);
  }
  const usesFileCv = draft.resumeMethod === DOCUMENT_METHODS.FILE;
  const usesFileCover = draft.coverLetterMethod === DOCUMENT_METHODS.FILE;
  return {
    job: draft.projectId,
    hourlyRate: { currency: draft.talentRate.currency || DEFAULT_CURRENCY, value: draft.talentRate.value },
    cvUuid: usesFileCv ? (draft.selectedCv?.uuid ?? null) : null,
    motivationComment: draft.motivationComment,
    appAnswers: [...byQuestion.values()],
    cvCover:
      usesFileCover && draft.cvCover ? { uuid: draft.cvCover.uuid, name: draft.cvCover.name, type: 'pdf' } : null,
    liveInterview:
      draft.alternativeInterviewSlot || !draft.interviewSlot
        ? null
        : { start: draft.interviewSlot.initialStart, end: draft.interviewSlot.initialEnd },
  };
}
