import { describe, expect, it } from 'vitest';
import { DRAFT_RETENTION_MS } from './constants.ts';
import { DRAFT_STORAGE_PREFIX, createDraftStore, draftFromApplication, emptyDraft, toSubmitPayload } from './draft.ts';
import type { ApplicationDraft, DraftStorage, ExistingApplication } from './draft.ts';

/** Web Storage over a Map, with the same key/length semantics as localStorage. */
class MemoryStorage implements DraftStorage {
  readonly map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

function setup(start = 1_700_000_000_000) {
  const storage = new MemoryStorage();
  let now = start;
  const store = createDraftStore(storage, () => now);
  return { storage, store, advance: (ms: number) => (now += ms) };
}

const draft = (patch: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  ...emptyDraft(42),
  motivationComment: 'I love this project',
  ...patch,
});

describe('emptyDraft', () => {
  it('is exactly the reset state', () => {
    expect(emptyDraft(7)).toStrictEqual({
      projectId: 7,
      applicationId: null,
      canEdit: true,
      parentAnswersList: [],
      childAnswersList: {},
      displayRate: { value: null, currency: 'EUR', period: 'HR' },
      talentRate: { value: null, currency: 'EUR', period: 'HR' },
      cvsList: [],
      selectedCv: null,
      motivationComment: '',
      cvCover: null,
      interviewSlot: null,
      alternativeInterviewSlot: false,
      calendarSlots: [],
      resumeMethod: 1,
      coverLetterMethod: 1,
      openApplications: [],
      openInvitations: [],
      isRestored: false,
    });
  });

  it('starts with FILE methods, EUR hourly rates and nothing selected', () => {
    const empty = emptyDraft(7);
    expect(empty.projectId).toBe(7);
    expect(empty.resumeMethod).toBe(1);
    expect(empty.coverLetterMethod).toBe(1);
    expect(empty.talentRate).toEqual({ value: null, currency: 'EUR', period: 'HR' });
    expect(empty.displayRate).toEqual({ value: null, currency: 'EUR', period: 'HR' });
    expect(empty.selectedCv).toBeNull();
    expect(empty.alternativeInterviewSlot).toBe(false);
    expect(empty.isRestored).toBe(false);
  });
});

describe('createDraftStore', () => {
  it('restores a saved draft with its step name and marks it restored', () => {
    const { store } = setup();
    expect(store.save(42, draft(), 'motivation')).toBe(true);
    const restored = store.restore(42);
    expect(restored).not.toBeNull();
    expect(restored!.stepName).toBe('motivation');
    expect(restored!.draft.motivationComment).toBe('I love this project');
    expect(restored!.draft.isRestored).toBe(true);
  });

  it('restores a draft exactly 3 days old', () => {
    const { store, advance } = setup();
    store.save(42, draft(), 'cv');
    advance(DRAFT_RETENTION_MS);
    expect(store.restore(42)).not.toBeNull();
  });

  it('rejects and removes a draft one millisecond older than 3 days', () => {
    const { store, storage, advance } = setup();
    store.save(42, draft(), 'cv');
    advance(DRAFT_RETENTION_MS + 1);
    expect(store.restore(42)).toBeNull();
    expect(storage.getItem(`${DRAFT_STORAGE_PREFIX}42`)).toBeNull();
  });

  it('keeps drafts per project', () => {
    const { store } = setup();
    store.save(1, draft({ projectId: 1, motivationComment: 'one' }), 'a');
    store.save(2, draft({ projectId: 2, motivationComment: 'two' }), 'b');
    expect(store.restore(1)!.draft.motivationComment).toBe('one');
    expect(store.restore(2)!.draft.motivationComment).toBe('two');
    expect(store.restore(3)).toBeNull();
  });

  it('removes unreadable entries instead of failing', () => {
    const { store, storage } = setup();
    storage.setItem(`${DRAFT_STORAGE_PREFIX}42`, '{not json');
    expect(store.restore(42)).toBeNull();
    expect(storage.map.size).toBe(0);
    storage.setItem(`${DRAFT_STORAGE_PREFIX}42`, JSON.stringify({ version: 1, savedAt: 'yesterday' }));
    expect(store.restore(42)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('ignores a draft stored under another project id', () => {
    const { store, storage } = setup();
    store.save(1, draft({ projectId: 1 }), 'a');
    storage.setItem(`${DRAFT_STORAGE_PREFIX}2`, storage.getItem(`${DRAFT_STORAGE_PREFIX}1`)!);
    expect(store.restore(2)).toBeNull();
  });

  it('fills fields missing from an older saved draft with defaults', () => {
    const { store, storage } = setup();
    storage.setItem(
      `${DRAFT_STORAGE_PREFIX}42`,
      JSON.stringify({ version: 1, savedAt: 1_700_000_000_000, stepName: 'rate', draft: { projectId: 42 } }),
    );
    const restored = store.restore(42)!;
    expect(restored.draft).toEqual({ ...emptyDraft(42), isRestored: true });
  });

  it('reports a storage that refuses the write', () => {
    const { store, storage } = setup();
    storage.failWrites = true;
    expect(store.save(42, draft(), 'cv')).toBe(false);
  });

  it('clears one draft, or all drafts and nothing else', () => {
    const { store, storage } = setup();
    store.save(1, draft({ projectId: 1 }), 'a');
    store.save(2, draft({ projectId: 2 }), 'b');
    store.save(3, draft({ projectId: 3 }), 'c');
    storage.setItem('auth.token', 'keep me');
    store.clear(1);
    expect(store.restore(1)).toBeNull();
    expect(store.restore(2)).not.toBeNull();
    store.clearAll();
    expect([...storage.map.keys()]).toEqual(['auth.token']);
  });
});

describe('draftFromApplication', () => {
  const application: ExistingApplication = {
    id: 900,
    job: 42,
    cvUuid: 'cv-1',
    motivationComment: 'Still keen',
    hourlyRate: { currency: 'CHF', value: 95 },
    cvCover: { uuid: 'cover-1', name: 'cover.pdf' },
    appAnswers: [{ questionId: 5, answers: [{ type: 'text', value: 'yes', groupId: null }] }],
  };

  it('uses the FILE method and the CV when the application has a cvUuid', () => {
    const d = draftFromApplication(application);
    expect(d.resumeMethod).toBe(1);
    expect(d.selectedCv).toEqual({ contentType: 'application/pdf', id: 'cv-1', name: '', uuid: 'cv-1' });
    expect(d.cvCover).toEqual({ contentType: 'application/pdf', name: 'cover.pdf', uuid: 'cover-1' });
    expect(d.canEdit).toBe(true);
    expect(d.applicationId).toBe(900);
    expect(d.projectId).toBe(42);
    expect(d.talentRate).toEqual({ value: 95, currency: 'CHF', period: 'HR' });
  });

  it('reads a minimal application with defaults', () => {
    const d = draftFromApplication({ id: 1, job: 3 });
    expect(d.parentAnswersList).toEqual([]);
    expect(d.motivationComment).toBe('');
    expect(d.talentRate).toEqual({ value: null, currency: 'EUR', period: 'HR' });
    expect(d.cvCover).toBeNull();
    expect(d.resumeMethod).toBe(2);
  });

  it('keeps canEdit false and a cover letter content type', () => {
    const d = draftFromApplication({
      ...application,
      canEdit: false,
      cvCover: { uuid: 'c', name: 'c.docx', contentType: 'application/msword' },
    });
    expect(d.canEdit).toBe(false);
    expect(d.cvCover?.contentType).toBe('application/msword');
  });

  it('uses the GENERATED method without a cvUuid', () => {
    expect(draftFromApplication({ ...application, cvUuid: null }).resumeMethod).toBe(2);
    const { cvUuid: _cvUuid, ...withoutCv } = application;
    expect(draftFromApplication(withoutCv).selectedCv).toBeNull();
    expect(draftFromApplication(withoutCv).resumeMethod).toBe(2);
  });

  it('takes the slot from interviewSlot first', () => {
    const d = draftFromApplication({
      ...application,
      interviewSlot: { initialStart: '2026-12-01T09:00:00Z', initialEnd: '2026-12-01T09:30:00Z' },
      liveInterview: { start: '2026-12-02T09:00:00Z', end: '2026-12-02T09:30:00Z' },
    });
    expect(d.interviewSlot).toEqual({ initialStart: '2026-12-01T09:00:00Z', initialEnd: '2026-12-01T09:30:00Z' });
    expect(d.alternativeInterviewSlot).toBe(false);
  });

  it('takes the slot from liveInterview when there is no interviewSlot', () => {
    const d = draftFromApplication({
      ...application,
      liveInterview: { start: '2026-12-02T09:00:00Z', end: '2026-12-02T09:30:00Z' },
    });
    expect(d.interviewSlot).toEqual({ initialStart: '2026-12-02T09:00:00Z', initialEnd: '2026-12-02T09:30:00Z' });
    expect(d.alternativeInterviewSlot).toBe(false);
  });

  it('sets the alternative-slot flag when neither exists', () => {
    const d = draftFromApplication(application);
    expect(d.interviewSlot).toBeNull();
    expect(d.alternativeInterviewSlot).toBe(true);
  });

  it('turns back into the same submit payload', () => {
    const payload = toSubmitPayload(draftFromApplication(application));
    expect(payload).toEqual({
      job: 42,
      hourlyRate: { currency: 'CHF', value: 95 },
      cvUuid: 'cv-1',
      motivationComment: 'Still keen',
      appAnswers: [{ questionId: 5, answers: [{ type: 'text', value: 'yes', groupId: null }] }],
      cvCover: { uuid: 'cover-1', name: 'cover.pdf', type: 'pdf' },
      liveInterview: null,
    });
  });
});

describe('toSubmitPayload', () => {
  const full = draft({
    applicationId: 900,
    talentRate: { value: 80.5, currency: 'EUR', period: 'HR' },
    displayRate: { value: 99, currency: 'EUR', period: 'HR' },
    selectedCv: { contentType: 'application/pdf', id: 3, name: 'cv.pdf', uuid: 'cv-3' },
    cvCover: { contentType: 'application/pdf', name: 'letter.pdf', uuid: 'cover-9' },
    interviewSlot: { initialStart: '2026-12-01T09:00:00Z', initialEnd: '2026-12-01T09:30:00Z' },
    parentAnswersList: [
      { id: 1, type: 'radio', value: 'yes', groupId: 10 },
      { id: 2, type: 'checkbox', value: ['b', 'c'], groupId: 10 },
    ],
    childAnswersList: {
      yes: [{ id: 3, type: 'text', value: 'since 2019', groupId: 11, scopeId: 'yes' }],
      no: [{ id: 4, type: 'text', value: 'stale answer', groupId: 11, scopeId: 'no' }],
      c: [
        { id: 5, type: 'text', value: 'first', groupId: 12, scopeId: 'c' },
        { id: 5, type: 'text', value: 'second', groupId: 13, scopeId: 'c' },
      ],
    },
  });

  it('builds the payload of spec §3 exactly', () => {
    expect(toSubmitPayload(full)).toEqual({
      job: 42,
      hourlyRate: { currency: 'EUR', value: 80.5 },
      cvUuid: 'cv-3',
      motivationComment: 'I love this project',
      appAnswers: [
        { questionId: 1, answers: [{ type: 'radio', value: 'yes', groupId: 10 }] },
        { questionId: 2, answers: [{ type: 'checkbox', value: ['b', 'c'], groupId: 10 }] },
        { questionId: 3, answers: [{ type: 'text', value: 'since 2019', groupId: 11 }] },
        {
          questionId: 5,
          answers: [
            { type: 'text', value: 'first', groupId: 12 },
            { type: 'text', value: 'second', groupId: 13 },
          ],
        },
      ],
      cvCover: { uuid: 'cover-9', name: 'letter.pdf', type: 'pdf' },
      liveInterview: { start: '2026-12-01T09:00:00Z', end: '2026-12-01T09:30:00Z' },
    });
  });

  it('sends liveInterview null when the alternative slot is chosen', () => {
    expect(toSubmitPayload({ ...full, alternativeInterviewSlot: true }).liveInterview).toBeNull();
  });

  it('sends liveInterview null when no slot was picked', () => {
    expect(toSubmitPayload({ ...full, interviewSlot: null }).liveInterview).toBeNull();
  });

  it('sends cvCover null without a cover letter or with a generated one', () => {
    expect(toSubmitPayload({ ...full, cvCover: null }).cvCover).toBeNull();
    expect(toSubmitPayload({ ...full, coverLetterMethod: 2 }).cvCover).toBeNull();
  });

  it('sends no cvUuid for a generated CV even if a file was selected before', () => {
    expect(toSubmitPayload({ ...full, resumeMethod: 2 }).cvUuid).toBeNull();
  });

  it('sends cvUuid null for the FILE method with no CV selected', () => {
    expect(toSubmitPayload({ ...full, selectedCv: null }).cvUuid).toBeNull();
  });

  it('uses the talent rate, not the displayed rate', () => {
    expect(toSubmitPayload(full).hourlyRate.value).toBe(80.5);
  });

  it('leaves out follow-up answers whose parent answer is no longer selected', () => {
    const ids = toSubmitPayload(full).appAnswers.map((a) => a.questionId);
    expect(ids).not.toContain(4);
  });
});
