// The talent side of applying over HTTP: the flow draft, finishing once (also under a double
// click), slots booked atomically (two talents, one slot), edits, withdrawal, invitations, rates,
// counters and the confirmation mail's calendar invitation. Every answer is checked against the contract.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, files, interviewSlots, invitations, projectQuestions } from '../src/db/schema.ts';
import { alphaAccount, inTenant } from './accountData.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { fixtureTenant, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

let server: TestServer;
let tenants: { dir: string; remove(): void };
let ada: { token: string; id: number };
let bob: { token: string; id: number };
let pool: number;
let project: Record<'plain' | 'slots' | 'closed' | 'late' | 'questions' | 'invited' | 'jpy', number>;
const hour = 3_600_000;
const slotStart = (n: number) => new Date(Math.ceil(Date.now() / hour) * hour + (24 + n) * hour);

beforeAll(async () => {
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({
    alpha: {
      ...alpha,
      config: { ...alpha.config, currencies: ['EUR', 'JPY'] },
      legalEntityConfig: {
        rateMargins: { HR: { type: 'PERCENTAGE', value: 12.5 }, DAY: { type: 'ABSOLUTE', value: 50 } },
      },
    },
  });
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
  [pool] = (await insertPools(server, 'alpha', [{ name: 'Java Developers' }])) as [number];
  const ids = await insertProjects(server, 'alpha', [
    { title: 'Plain job', pools: [pool] },
    { title: 'Interview job', liveInterview: true },
    { title: 'Closed job', status: 'CLOSED' },
    { title: 'Late job', periodDeadline: new Date(Date.now() - hour) },
    { title: 'Questions job' },
    { title: 'Invited job', pools: [pool] },
    { title: 'Yen job' },
  ]);
  project = {
    plain: ids[0]!,
    slots: ids[1]!,
    closed: ids[2]!,
    late: ids[3]!,
    questions: ids[4]!,
    invited: ids[5]!,
    jpy: ids[6]!,
  };
  await inTenant(server, 'alpha', async (tx) => {
    await tx.insert(interviewSlots).values(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({
        clientId: 'alpha',
        projectId: project.slots,
        startsAt: slotStart(n),
        endsAt: new Date(slotStart(n).getTime() + hour / 2),
      })),
    );
    const [parent] = await tx
      .insert(projectQuestions)
      .values({
        clientId: 'alpha',
        projectId: project.questions,
        position: 1,
        type: 'radio',
        label: 'Java?',
        required: true,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      })
      .returning();
    await tx.insert(projectQuestions).values({
      clientId: 'alpha',
      projectId: project.questions,
      position: 2,
      type: 'text',
      label: 'Since when?',
      required: true,
      parentQuestionId: parent!.id,
      scopeId: 'yes',
    });
  });
  ada = await alphaAccount(server, 'ada.apply@example.com');
  bob = await alphaAccount(server, 'bob.apply@example.com', { firstName: 'Bob' });
}, 60_000);

afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

/** A CV file row of the freelancer (as an upload would leave it). */
async function cvFile(freelancerId: number, name = 'cv.pdf'): Promise<{ id: number; uuid: string }> {
  const [row] = await inTenant(server, 'alpha', (tx) =>
    tx
      .insert(files)
      .values({
        clientId: 'alpha',
        freelancerId,
        kind: 'CV',
        name,
        contentType: 'application/pdf',
        size: 10,
        storageKey: `test/${freelancerId}/${name}`,
      })
      .returning({ id: files.id, uuid: files.uuid }),
  );
  return row!;
}

const payload = (job: number, cvUuid: string | null, extra: Partial<Schemas['SubmitPayload']> = {}) =>
  ({
    job,
    hourlyRate: { currency: 'EUR', value: 85 },
    cvUuid,
    motivationComment: 'I like it.',
    appAnswers: [],
    cvCover: null,
    liveInterview: null,
    ...extra,
  }) satisfies Schemas['SubmitPayload'];

const create = (token: string, job: number) =>
  server.call<Schemas['Application'] & Pick<Problem, 'messages'>>('createApplication', { token, body: { job } });

describe('the application flow', () => {
  it('needs a login', async () => {
    expect((await server.call('listApplications')).status).toBe(401);
    expect((await server.call('createApplication', { body: { job: project.plain } })).status).toBe(401);
  });

  it('creates one draft per talent and project, and refuses closed or late projects', async () => {
    const first = await create(ada.token, project.plain);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'UNDER_CONSTRUCTION', statusCode: 'co', job: { id: project.plain } });
    const again = await create(ada.token, project.plain);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await create(ada.token, project.closed)).body.messages).toEqual(['application.projectClosed']);
    expect((await create(ada.token, project.late)).body.messages).toEqual(['application.deadlinePassed']);
    expect((await create(ada.token, 999_999)).status).toBe(404);
    const drafts = await server.call<Schemas['ApplicationList']>('listApplicationDrafts', { token: ada.token });
    expect(drafts.body.results.map((a) => a.id)).toContain(first.body.id);
  });

  it('patches the draft step by step, keeping what is not sent, and validates the rate and files', async () => {
    const cv = await cvFile(ada.id);
    const patched = await server.call<Schemas['ApplicationFlow']>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: { stepName: 'rate', talentRate: { value: 85.5, currency: 'EUR', period: 'HR' } },
    });
    expect(patched.status).toBe(200);
    // 85.50 + 12.5 % = 96.1875 → 96.19 (half up, in cents).
    expect(patched.body.displayRate).toEqual({ value: 96.19, currency: 'EUR', period: 'HR' });
    expect(patched.body.cvsList.map((c) => c.uuid)).toContain(cv.uuid);
    const second = await server.call<Schemas['ApplicationFlow']>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: {
        stepName: 'cv',
        selectedCv: { contentType: 'application/pdf', id: cv.id, name: 'cv.pdf', uuid: cv.uuid },
      },
    });
    expect(second.body.talentRate.value).toBe(85.5);
    expect(second.body.selectedCv?.uuid).toBe(cv.uuid);
    const steps = await server.call<Schemas['FlowStepList']>('listApplicationFlowSteps', {
      token: ada.token,
      path: { id: second.body.applicationId },
    });
    expect(steps.body.results).toEqual([
      { name: 'cv', optional: false, completed: true },
      { name: 'motivation', optional: true, completed: false },
      { name: 'rate', optional: true, completed: true },
      { name: 'review', optional: false, completed: false },
    ]);
    const tooPrecise = await server.call<Problem>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: { talentRate: { value: 85.555, currency: 'EUR', period: 'HR' } },
    });
    expect(tooPrecise.status).toBe(422);
    expect(tooPrecise.body.fieldErrors).toEqual([{ field: 'talentRate.value', messages: ['rate.tooPrecise'] }]);
    const currency = await server.call<Problem>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: { talentRate: { value: 85, currency: 'USD', period: 'HR' } },
    });
    expect(currency.body.fieldErrors?.[0]?.field).toBe('talentRate.currency');
    const bobsCv = await cvFile(bob.id, 'bob.pdf');
    const foreign = await server.call<Problem>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: { selectedCv: { contentType: 'application/pdf', id: bobsCv.id, name: 'x.pdf', uuid: bobsCv.uuid } },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fieldErrors?.[0]?.field).toBe('selectedCv.uuid');
  });

  it('finishes once, even when finish is called twice at the same moment', async () => {
    const cv = await cvFile(ada.id, 'final.pdf');
    const body = payload(project.plain, cv.uuid);
    const [a, b] = await Promise.all([
      server.call<Schemas['Application']>('finishApplicationFlow', {
        token: ada.token,
        path: { id: project.plain },
        body,
      }),
      server.call<Schemas['Application']>('finishApplicationFlow', {
        token: ada.token,
        path: { id: project.plain },
        body,
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.status).toBe('SEND_PENDING');
    const events = await inTenant(server, 'alpha', (tx) =>
      tx.select().from(applicationEvents).where(eq(applicationEvents.applicationId, a.body.id)),
    );
    expect(events.map((e) => e.status)).toEqual(['SEND_PENDING']);
    const different = await server.call<Problem>('finishApplicationFlow', {
      token: ada.token,
      path: { id: project.plain },
      body: { ...body, motivationComment: 'Changed my mind.' },
    });
    expect(different.status).toBe(409);
    expect((await create(ada.token, project.plain)).body.messages).toEqual(['application.alreadyApplied']);
    // The CV is in use: it cannot be deleted.
    const deleted = await server.call<Problem>('deleteCvPdf', { token: ada.token, path: { id: cv.id } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.messages).toEqual(['cv.usedByApplication']);

    const list = await server.call<Schemas['ApplicationPage']>('listApplications', { token: ada.token });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body.results[0]).toMatchObject({ id: a.body.id, status: 'SEND_PENDING', canEdit: true });
    expect(list.body.results[0]!.timeline?.map((e) => e.status)).toEqual(['SEND_PENDING']);
    // The talent sees the rate they proposed, not the client's rate with the tenant's 12.5 % margin.
    expect(list.body.results[0]!.hourlyRate).toEqual({ value: 85, currency: 'EUR', period: 'HR' });
    const job = await server.call<Schemas['Job']>('getProject', { token: ada.token, path: { id: project.plain } });
    expect(job.body.applicationId).toBe(a.body.id);
    expect(job.body.appliedAt).toBe(a.body.submitted);
    const me = await server.call<Schemas['FreelancerUser']>('getFreelancer', { token: ada.token });
    expect(me.body.jobApplicationCount).toBe(1);
    const inPool = await server.call<Schemas['ApplicationList']>('listPoolProjectApplications', {
      token: ada.token,
      path: { id: pool },
    });
    expect(inPool.body.results.map((r) => r.id)).toEqual([a.body.id]);

    const loaded = await server.call<Schemas['LoadedApplication']>('loadApplication', {
      token: ada.token,
      path: { id: a.body.id },
    });
    expect(loaded.body).toMatchObject({ id: a.body.id, job: project.plain, cvUuid: cv.uuid, canEdit: true });
    // Another talent learns nothing about it.
    for (const operationId of ['loadApplication', 'getApplicationAssessment', 'listApplicationQuestions']) {
      expect((await server.call(operationId, { token: bob.token, path: { id: a.body.id } })).status).toBe(404);
    }
    const assessment = await server.call('getApplicationAssessment', { token: ada.token, path: { id: a.body.id } });
    expect(assessment.body).toEqual({ status: 'NONE', url: null });

    const edited = await server.call<Schemas['Application']>('updateApplication', {
      token: ada.token,
      path: { id: a.body.id },
      body: { ...body, motivationComment: 'Edited.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.timeline?.map((e) => e.status)).toEqual(['SEND_PENDING', 'SEND_PENDING']);

    const withdrawn = await server.call<Schemas['Application']>('withdrawApplication', {
      token: ada.token,
      path: { id: a.body.id },
      body: { reason: 'Found another project' },
    });
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    const twice = await server.call<Problem>('withdrawApplication', { token: ada.token, path: { id: a.body.id } });
    expect(twice.status).toBe(409);
    const edit = await server.call<Problem>('updateApplication', { token: ada.token, path: { id: a.body.id }, body });
    expect(edit.body.messages).toEqual(['application.cannotEdit']);
    expect(
      (await server.call<Schemas['FreelancerUser']>('getFreelancer', { token: ada.token })).body.jobApplicationCount,
    ).toBe(0);
  });

  it('requires the answers the questions ask, a follow-up only under its parent answer', async () => {
    const draft = await create(bob.token, project.questions);
    const questions = await server.call<Schemas['QuestionList']>('listApplicationQuestions', {
      token: bob.token,
      path: { id: draft.body.id },
    });
    const [parent, child] = questions.body.results;
    const cv = await cvFile(bob.id, 'q.pdf');
    const missing = await server.call<Problem>('finishApplicationFlow', {
      token: bob.token,
      path: { id: project.questions },
      body: payload(project.questions, cv.uuid, {
        appAnswers: [{ questionId: parent!.id, answers: [{ type: 'radio', value: 'yes', groupId: null }] }],
      }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([{ field: `appAnswers.${child!.id}`, messages: ['validation.required'] }]);
    const done = await server.call<Schemas['Application']>('finishApplicationFlow', {
      token: bob.token,
      path: { id: project.questions },
      body: payload(project.questions, cv.uuid, {
        appAnswers: [{ questionId: parent!.id, answers: [{ type: 'radio', value: 'no', groupId: null }] }],
      }),
    });
    expect(done.status).toBe(200);
  });

  it('cancels a draft', async () => {
    await create(bob.token, project.jpy);
    const cancelled = await server.call('cancelApplicationFlow', { token: bob.token, path: { id: project.jpy } });
    expect(cancelled.status).toBe(204);
    expect((await server.call('getApplicationFlow', { token: bob.token, path: { id: project.jpy } })).status).toBe(404);
  });
});

describe('interview slots', () => {
  it('lets exactly one of two talents hold a slot chosen at the same moment', async () => {
    const adaDraft = await create(ada.token, project.slots);
    const bobDraft = await create(bob.token, project.slots);
    for (let n = 0; n < 4; n += 1) {
      const slot = {
        initialStart: slotStart(n).toISOString(),
        initialEnd: new Date(slotStart(n).getTime() + hour / 2).toISOString(),
      };
      const answers = await Promise.all(
        [ada.token, bob.token].map((token) =>
          server.call<Problem>('patchApplicationFlow', {
            token,
            path: { id: project.slots },
            body: { interviewSlot: slot },
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser =
        answers[0]!.status === 409
          ? { token: ada.token, id: adaDraft.body.id }
          : { token: bob.token, id: bobDraft.body.id };
      expect(answers.find((r) => r.status === 409)!.body.messages).toEqual(['application.slotTaken']);
      const free = await server.call<Schemas['FreeBusy']>('listInterviewSlots', {
        token: loser.token,
        path: { id: loser.id },
      });
      expect(free.body.slots.map((s) => s.initialStart)).not.toContain(slot.initialStart);
    }
    const none = await server.call<Schemas['FreeBusy']>('listInterviewSlots', {
      token: ada.token,
      path: { id: adaDraft.body.id },
      query: {
        from: new Date(Date.now() + 60 * 24 * hour).toISOString(),
        to: new Date(Date.now() + 61 * 24 * hour).toISOString(),
      },
    });
    expect(none.body).toEqual({ slots: [], result: 'NO_SUITABLE_SLOTS' });
  });

  it('books the slot on submit and mails a calendar invitation', async () => {
    const flow = await server.call<Schemas['ApplicationFlow']>('getApplicationFlow', {
      token: ada.token,
      path: { id: project.slots },
    });
    const slot = flow.body.calendarSlots.at(-1)!;
    const held = await server.call<Schemas['ApplicationFlow']>('patchApplicationFlow', {
      token: ada.token,
      path: { id: project.slots },
      body: { interviewSlot: slot },
    });
    expect(held.body.interviewSlot).toEqual(slot);
    const cv = await cvFile(ada.id, 'slot.pdf');
    const done = await server.call<Schemas['Application']>('finishApplicationFlow', {
      token: ada.token,
      path: { id: project.slots },
      body: payload(project.slots, cv.uuid, { liveInterview: { start: slot.initialStart, end: slot.initialEnd } }),
    });
    expect(done.status).toBe(200);
    const [slotRow] = await inTenant(server, 'alpha', (tx) =>
      tx.select().from(interviewSlots).where(eq(interviewSlots.applicationId, done.body.id)),
    );
    expect(slotRow?.heldUntil).toBeNull();
    const mail = (await server.outbox()).find(
      (m) => m.to === 'ada.apply@example.com' && m.subject?.includes('Interview job'),
    );
    const ics = mail?.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('BEGIN:VEVENT');
    const stamp = slot.initialStart.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics?.content).toContain(`DTSTART:${stamp}`);
  });
});

describe('invitations', () => {
  it('lists open invitations, starts one by applying and declines another', async () => {
    const [open, expired, other] = await inTenant(server, 'alpha', (tx) =>
      tx
        .insert(invitations)
        .values([
          { clientId: 'alpha', freelancerId: bob.id, projectId: project.invited },
          { clientId: 'alpha', freelancerId: bob.id, projectId: project.plain, expiresAt: new Date(Date.now() - hour) },
          { clientId: 'alpha', freelancerId: bob.id, projectId: project.jpy },
        ])
        .returning({ id: invitations.id }),
    );
    const listed = await server.call<Schemas['InvitationList']>('listOpenInvitations', { token: bob.token });
    expect(listed.body.results.map((i) => i.id).sort()).toEqual([open!.id, other!.id].sort());
    expect(
      (await server.call<Schemas['FreelancerUser']>('getFreelancer', { token: bob.token })).body.jobInvitationCount,
    ).toBe(2);
    const inPool = await server.call<Schemas['InvitationList']>('listPoolOpenInvitations', {
      token: bob.token,
      path: { id: pool },
    });
    expect(inPool.body.results.map((i) => i.id)).toEqual([open!.id]);
    expect(
      (await server.call<Problem>('declineInvitation', { token: bob.token, path: { id: expired!.id } })).status,
    ).toBe(409);
    expect((await server.call('declineInvitation', { token: ada.token, path: { id: other!.id } })).status).toBe(404);
    const declined = await server.call<Schemas['Invitation']>('declineInvitation', {
      token: bob.token,
      path: { id: other!.id },
    });
    expect(declined.body).toMatchObject({ state: 'cn', code: 'can' });
    await create(bob.token, project.invited);
    const [started] = await inTenant(server, 'alpha', (tx) =>
      tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.id, open!.id))),
    );
    expect([started?.state, started?.code]).toEqual(['st', 'str']);
  });
});

describe('rates', () => {
  it('adds the margin per unit and currency', async () => {
    const rate = (query: Record<string, string | number>) =>
      server.call<Schemas['RateCalculation'] & Pick<Problem, 'messages'>>('calculateApplicationRate', {
        token: ada.token,
        path: { id: project.jpy },
        query,
      });
    const percent = await rate({ value: 100, currency: 'EUR', period: 'HR' });
    expect(percent.body).toMatchObject({ displayRate: { value: 112.5 }, rateType: 'PERCENTAGE', adjustment: 12.5 });
    const absolute = await rate({ value: 800, currency: 'EUR', period: 'DAY' });
    expect(absolute.body).toMatchObject({ displayRate: { value: 850 }, rateType: 'ABSOLUTE', adjustment: 50 });
    const yen = await rate({ value: 9999, currency: 'JPY', period: 'HR' });
    // 9999 + 12.5 % = 11248.875 → 11249 yen (no minor unit).
    expect(yen.body.displayRate.value).toBe(11249);
    const fractionalYen = await rate({ value: 99.5, currency: 'JPY', period: 'HR' });
    expect(fractionalYen.status).toBe(422);
    expect(fractionalYen.body.messages).toEqual(['rate.tooPrecise']);
  });
});
