// The VMS side of applications on the integration API, over HTTP on both databases: the webhook's
// settings, the feed and its cursor, one application, status changes by the state machine (and
// deduplicated by the VMS's event id), invitations, the recruiter's interview slots and the signed
// document links. Webhook deliveries themselves are test/vmsDelivery.test.ts.
import type { components } from '@talent/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { applicationEvents, applications, interviewSlots, invitations } from '../src/db/schema.ts';
import { vmsLinks } from '../src/services/vms/vmsLinks.ts';
import type { VmsDocument } from '../src/services/vms/vmsLinks.ts';
import { insertProjects } from './catalog.ts';
import { ALPHA, BETA, rawRequest, startTestServer } from './harness.ts';
import type { CallOptions, TestServer } from './harness.ts';
import { insertTalent, statusOf, submitApplication } from './vmsFixtures.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

const ALPHA_KEY = 'alpha-vms-key-0123456789abcdefghijklmnop';
const BETA_KEY = 'beta-vms-key-0123456789abcdefghijklmnopq';
const JWT_SECRET = 'test-secret-test-secret-test-secret-123456';

let server: TestServer;
let talent: number;
let otherTalent: number;
let javaProject: number;
let goProject: number;
let closedProject: number;
let pastDeadlineProject: number;

const parts = () => ({
  database: server.server.context.database,
  jobs: server.server.context.jobs,
  storage: server.server.context.storage,
});

/** A body that may be the operation's answer or a problem (whose `status` the HTTP status repeats). */
type Answer<T> = T & Omit<Problem, 'status'>;

/** Calls an integration operation with the tenant's key. */
const vms = <T = Problem>(operationId: string, options: CallOptions & { key?: string | null } = {}) =>
  server.call<Answer<T>>(operationId, {
    ...options,
    headers: options.key === null ? {} : { 'x-api-key': options.key ?? (options.host === BETA ? BETA_KEY : ALPHA_KEY) },
  });

beforeAll(async () => {
  server = await startTestServer({ env: { INTEGRATION_API_KEY_ALPHA: ALPHA_KEY, INTEGRATION_API_KEY_BETA: BETA_KEY } });
  const db = server.server.context.database;
  talent = await insertTalent(db, 'alpha', 'ada@example.com');
  otherTalent = await insertTalent(db, 'alpha', 'grace@example.com', { firstName: 'Grace', lastName: 'Hopper' });
  [javaProject, goProject, closedProject, pastDeadlineProject] = (await insertProjects(server, 'alpha', [
    { title: 'Senior Java Developer', vmsId: 'ACME-1' },
    { title: 'Go Engineer', vmsId: 'ACME-2' },
    { title: 'Closed Role', vmsId: 'ACME-3', status: 'CLOSED' },
    { title: 'Late Role', vmsId: 'ACME-4', periodDeadline: new Date(Date.now() - 86_400_000) },
  ])) as [number, number, number, number];
});
afterAll(() => server?.close());

describe('authentication', () => {
  it('needs the tenant’s own API key', async () => {
    expect((await vms('getVmsWebhook', { key: null })).body.messages).toEqual(['integration.keyMissing']);
    const wrong = await vms('listVmsApplicationEvents', { key: BETA_KEY });
    expect(wrong.status).toBe(401);
    expect(wrong.body.messages).toEqual(['integration.keyInvalid']);
  });
});

describe('the webhook', () => {
  it('is set with a new secret each time, read without it, and removed', async () => {
    expect((await vms('getVmsWebhook')).status).toBe(404);
    const first = await vms<Schemas['VmsWebhookCreated']>('setVmsWebhook', {
      body: { url: 'https://vms.alpha.example/hooks' },
    });
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const read = await vms<Schemas['VmsWebhook']>('getVmsWebhook');
    expect(read.body).toEqual({ url: 'https://vms.alpha.example/hooks', createdAt: expect.any(String) as unknown });
    const second = await vms<Schemas['VmsWebhookCreated']>('setVmsWebhook', {
      body: { url: 'https://vms2.alpha.example/hooks' },
    });
    expect(second.body.secret).not.toBe(first.body.secret);
    // Another tenant has its own (none).
    expect((await vms('getVmsWebhook', { host: BETA })).status).toBe(404);
    expect((await vms('deleteVmsWebhook')).status).toBe(204);
    expect((await vms('getVmsWebhook')).status).toBe(404);
    expect((await vms('deleteVmsWebhook')).status).toBe(204);
  });

  it('refuses plain http beyond this machine and URLs with credentials', async () => {
    const insecure = await vms('setVmsWebhook', { body: { url: 'http://vms.alpha.example/hooks' } });
    expect(insecure.status).toBe(422);
    expect(insecure.body.fieldErrors).toEqual([{ field: 'url', messages: ['integration.webhookUrlInsecure'] }]);
    const credentials = await vms('setVmsWebhook', { body: { url: 'https://user:pw@vms.alpha.example/hooks' } });
    expect(credentials.body.fieldErrors).toEqual([{ field: 'url', messages: ['integration.webhookUrlInvalid'] }]);
    expect((await vms('setVmsWebhook', { body: { url: 'ftp://vms.alpha.example/' } })).status).toBe(400);
    expect((await vms('getVmsWebhook')).status).toBe(404);
  });

  it('refuses internal addresses: metadata, private networks, this machine in any spelling', async () => {
    // This server runs without WEBHOOK_ALLOW_LOOPBACK, as production does.
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'http://127.0.0.1:5432/internal-admin',
      'http://2130706433/',
      'https://[::ffff:192.168.0.1]/',
      'https://localhost/hooks',
    ]) {
      const refused = await vms('setVmsWebhook', { body: { url } });
      expect(refused.status, url).toBe(422);
      expect(refused.body.fieldErrors, url).toEqual([{ field: 'url', messages: ['integration.webhookUrlPrivate'] }]);
    }
    expect((await vms('getVmsWebhook')).status).toBe(404);
  });
});

describe('applications', () => {
  let first: Awaited<ReturnType<typeof submitApplication>>;
  let second: Awaited<ReturnType<typeof submitApplication>>;
  let startCursor: string;

  beforeAll(async () => {
    startCursor = (await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents')).body.nextCursor;
    first = await submitApplication(parts(), 'alpha', talent, javaProject);
    second = await submitApplication(parts(), 'alpha', otherTalent, javaProject, { cv: false });
    // A draft is nobody's business but the talent's.
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.insert(applications).values({ clientId: 'alpha', freelancerId: talent, projectId: goProject }),
    );
  });

  it('shows a submitted application as the VMS sees it', async () => {
    const { status, body } = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: first.id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: first.id,
      status: 'SEND_PENDING',
      longStatus: 'PENDING',
      project: { id: javaProject, vmsId: 'ACME-1', title: 'Senior Java Developer' },
      freelancer: { id: talent, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
      talentRate: { value: 85.5, currency: 'EUR', period: 'HR' },
      displayRate: { value: 93.5, currency: 'EUR', period: 'HR' },
      answers: [{ questionId: 5, answers: [{ type: 'radio', value: 'yes', groupId: null }] }],
      motivationComment: 'I built payment services.',
      interviewSlot: null,
      alternativeInterviewSlot: true,
      coverLetterUrl: null,
      invitationId: null,
    });
    expect(body.cvUrl).toMatch(
      new RegExp(
        `^http://alpha\\.test:3000/v1/api/integration/applications/${first.id}/documents/cv\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    const expires = Number(new URL(body.cvUrl!).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(7 * 86_400_000 - 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
    expect(body.linksExpireAt).toBe(new Date(expires * 1000).toISOString());
    const withoutCv = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: second.id } });
    expect(withoutCv.body.cvUrl).toBeNull();
  });

  it('answers 404 for a draft, an unknown id and another tenant’s application', async () => {
    const [draft] = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.projectId, goProject), eq(applications.freelancerId, talent))),
    );
    for (const id of [draft!.id, 999_999]) {
      const answer = await vms('getVmsApplication', { path: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body.messages).toEqual(['integration.applicationNotFound']);
    }
    expect((await vms('getVmsApplication', { host: BETA, path: { id: first.id } })).status).toBe(404);
  });

  it('pages the feed with a cursor that only ever moves forward', async () => {
    const page1 = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', {
      query: { cursor: startCursor, limit: 1 },
    });
    expect(page1.body.results.map((e) => [e.application.id, e.status, e.source])).toEqual([
      [first.id, 'SEND_PENDING', 'TALENT'],
    ]);
    expect(page1.body.results[0]!.id).toBe(first.eventId);
    const page2 = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', {
      query: { cursor: page1.body.nextCursor, limit: 10 },
    });
    expect(page2.body.results.map((e) => e.id)).toEqual([second.eventId]);
    // Nothing new: the same cursor comes back, safe to poll with.
    const page3 = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', {
      query: { cursor: page2.body.nextCursor },
    });
    expect(page3.body).toEqual({ results: [], nextCursor: page2.body.nextCursor });
    // A change later: only it.
    await vms('setVmsApplicationStatus', {
      path: { id: second.id },
      body: { status: 'SENT_TO_CLIENT', eventId: 'feed-1' },
    });
    const page4 = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', {
      query: { cursor: page3.body.nextCursor },
    });
    expect(page4.body.results.map((e) => [e.application.id, e.status, e.source])).toEqual([
      [second.id, 'SENT_TO_CLIENT', 'VMS'],
    ]);
    // Each event carries the application as it is now.
    expect(page4.body.results[0]!.application.status).toBe('SENT_TO_CLIENT');
    // Another tenant's feed does not have them.
    const beta = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', { host: BETA });
    expect(beta.body.results).toEqual([]);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('v1:-1').toString('base64url'),
      Buffer.from('v2:5').toString('base64url'),
    ]) {
      const answer = await vms('listVmsApplicationEvents', { query: { cursor } });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual([{ field: 'cursor', messages: ['integration.cursorInvalid'] }]);
    }
  });

  it('moves an application by the state machine, once per VMS event id, and mails the talent', async () => {
    const move = (status: string, eventId: string, id = first.id) =>
      vms<Schemas['VmsApplication']>('setVmsApplicationStatus', {
        path: { id },
        body: { status, eventId, reason: 'r' },
      });
    expect((await move('SENT_TO_CLIENT', 'acme-1')).body.status).toBe('SENT_TO_CLIENT');
    const active = await move('ACTIVE', 'acme-2');
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: 'ACTIVE', longStatus: 'PENDING' });
    // The same change again (a retry after a lost answer): the application as it is, nothing new.
    const again = await move('ACTIVE', 'acme-2');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('ACTIVE');
    const timeline = () =>
      withTenant(server.server.context.database.db, 'alpha', (tx) =>
        tx
          .select({ status: applicationEvents.status, source: applicationEvents.source, note: applicationEvents.note })
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, first.id))
          .orderBy(asc(applicationEvents.id)),
      );
    expect(await timeline()).toEqual([
      { status: 'SEND_PENDING', source: 'TALENT', note: null },
      { status: 'SENT_TO_CLIENT', source: 'VMS', note: 'r' },
      { status: 'ACTIVE', source: 'VMS', note: 'r' },
    ]);
    // The same event id for another application is a client bug.
    const reused = await move('ACTIVE', 'acme-2', second.id);
    expect(reused.status).toBe(409);
    expect(reused.body.messages).toEqual(['integration.eventIdReused']);
    // Back to waiting for delivery is no move the VMS can make; the answer names both statuses.
    const refused = await move('SEND_PENDING', 'acme-3');
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual(['integration.transitionRefused']);
    expect(refused.body.detail).toBe(`Application ${first.id} cannot move from ACTIVE to SEND_PENDING.`);
    expect((await move('HIRED', 'acme-4')).body).toMatchObject({ status: 'HIRED', longStatus: 'ACCEPTED' });
    // Hired is final.
    const final = await move('REJECTED_BY_VMS', 'acme-5');
    expect(final.status).toBe(409);
    expect(final.body.detail).toBe(`Application ${first.id} cannot move from HIRED to REJECTED_BY_VMS.`);
    expect(await statusOf(server.server.context.database, 'alpha', first.id)).toBe('HIRED');
    expect((await timeline()).map((e) => e.status)).toEqual(['SEND_PENDING', 'SENT_TO_CLIENT', 'ACTIVE', 'HIRED']);

    const mails = (await server.outbox(ALPHA)).filter((m) => m.to === 'ada@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Congratulations: you were selected for Senior Java Developer',
      'Your application for Senior Java Developer is being reviewed',
      'Your application for Senior Java Developer was sent to the client',
    ]);
    for (const mail of mails)
      expect(mail.links).toEqual([
        'http://alpha.test:3000/app/project?tab=applications',
        expect.stringMatching(/^http:\/\/alpha\.test:3000\/subscriptions\/[0-9a-f-]{36}$/),
      ]);
  });

  it('refuses moves of drafts and unknown applications, and statuses outside the contract', async () => {
    const unknown = await vms('setVmsApplicationStatus', {
      path: { id: 999_999 },
      body: { status: 'HIRED', eventId: 'x-1' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await vms('setVmsApplicationStatus', {
      path: { id: second.id },
      body: { status: 'PROMOTED', eventId: 'x-2' },
    });
    expect(invalid.status).toBe(400);
    const noEventId = await vms('setVmsApplicationStatus', { path: { id: second.id }, body: { status: 'ACTIVE' } });
    expect(noEventId.status).toBe(400);
  });
});

describe('documents through signed links', () => {
  let app: Awaited<ReturnType<typeof submitApplication>>;
  let cvUrl: URL;
  /** A link to the application's document made with `secret`, expiring `seconds` from now. */
  const link = (document: VmsDocument, seconds: number, secret = JWT_SECRET) =>
    new URL(
      vmsLinks(secret).url('http://alpha.test', {
        clientId: 'alpha',
        applicationId: app.id,
        document,
        expires: Math.floor(Date.now() / 1000) + seconds,
      }),
    );
  /** Opens a link through the contract-checking client. */
  const download = (url: URL) =>
    server.call<Problem>('downloadVmsApplicationDocument', {
      path: { id: app.id, document: url.pathname.split('/').at(-1)! },
      query: Object.fromEntries(url.searchParams),
    });
  const get = (url: URL, host = ALPHA) =>
    rawRequest(server.url, { method: 'GET', path: `${url.pathname}${url.search}`, host });

  beforeAll(async () => {
    const owner = await insertTalent(server.server.context.database, 'alpha', 'linus@example.com');
    app = await submitApplication(parts(), 'alpha', owner, goProject);
    const { body } = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: app.id } });
    cvUrl = new URL(body.cvUrl!);
  });

  it('serves the CV without an API key while the link is valid', async () => {
    const answer = await server.call('downloadVmsApplicationDocument', {
      path: { id: app.id, document: 'cv' },
      query: Object.fromEntries(cvUrl.searchParams),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-disposition']).toContain('ada-cv.pdf');
    expect(answer.bytes!.equals(app.cv!)).toBe(true);
  });

  it('refuses an altered link (403), another tenant’s host (403) and an expired link (410)', async () => {
    const tampered = new URL(cvUrl);
    const signature = tampered.searchParams.get('signature')!;
    tampered.searchParams.set('signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    const longer = new URL(cvUrl);
    longer.searchParams.set('expires', String(Number(cvUrl.searchParams.get('expires')) + 3600));
    const otherDocument = new URL(cvUrl.href.replace('/documents/cv', '/documents/coverLetter'));
    const otherApplication = new URL(cvUrl.href.replace(`/applications/${app.id}/`, `/applications/${app.id - 1}/`));
    for (const url of [tampered, longer, otherDocument, otherApplication]) {
      const answer = await get(url);
      expect(answer.status, url.href).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ messages: ['integration.linkInvalid'] });
    }
    expect((await get(cvUrl, BETA)).status).toBe(403);

    // Made by the server's secret, but its time is up.
    const gone = await download(link('cv', -1));
    expect(gone.status).toBe(410);
    expect(gone.body.messages).toEqual(['integration.linkExpired']);
    // A link made with another secret is no link of this server's.
    expect((await get(link('cv', 3600, 'another-secret-another-secret-another-secret'))).status).toBe(403);
  });

  it('answers 404 for a document the application does not have', async () => {
    const answer = await download(link('coverLetter', 60));
    expect(answer.status).toBe(404);
    expect(answer.body.messages).toEqual(['integration.documentNotFound']);
  });
});

describe('invitations', () => {
  let invitee: number;
  beforeAll(async () => {
    invitee = await insertTalent(server.server.context.database, 'alpha', 'Barbara@Example.com', {
      firstName: 'Barbara',
      locale: 'de',
    });
  });

  it('invites a talent by email to a project by vmsId, mails them, and recognises the same request', async () => {
    const body = {
      freelancerEmail: 'barbara@example.com',
      projectVmsId: 'ACME-2',
      message: 'Passt gut.',
      eventId: 'inv-1',
    };
    const created = await vms<Schemas['Invitation']>('createVmsInvitation', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      job: { id: goProject, title: 'Go Engineer', siteCity: 'Berlin', status: 'ACTIVE' },
      code: 'inv',
      state: 'cr',
      expiresAt: null,
    });
    const again = await vms<Schemas['Invitation']>('createVmsInvitation', { body });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    const [mail, ...more] = (await server.outbox(ALPHA)).filter((m) => m.to === 'Barbara@Example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Einladung zur Bewerbung für Go Engineer');
    expect(mail!.text).toContain('Passt gut.');
    expect(mail!.links).toEqual([
      'http://alpha.test:3000/app/project?tab=invitations',
      expect.stringMatching(/^http:\/\/alpha\.test:3000\/subscriptions\/[0-9a-f-]{36}$/),
    ]);
    // The same event id for another invitation is a client bug.
    const reused = await vms('createVmsInvitation', { body: { ...body, projectVmsId: 'ACME-1' } });
    expect(reused.status).toBe(409);
    expect(reused.body.messages).toEqual(['integration.eventIdReused']);
    // Without the event id it is a second invitation to the same project: refused while one is open.
    const twice = await vms('createVmsInvitation', { body: { freelancerId: invitee, projectId: goProject } });
    expect(twice.status).toBe(409);
    expect(twice.body.messages).toEqual(['integration.alreadyInvited']);
  });

  it('cancels an open invitation, after which the talent can be invited again', async () => {
    const created = await vms<Schemas['Invitation']>('createVmsInvitation', {
      body: {
        freelancerId: invitee,
        projectId: javaProject,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const cancelled = await vms<Schemas['Invitation']>('cancelVmsInvitation', { path: { id: created.body.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: created.body.id, state: 'cn', code: 'can' });
    expect((await vms('cancelVmsInvitation', { path: { id: created.body.id } })).status).toBe(200);
    const anew = await vms('createVmsInvitation', { body: { freelancerId: invitee, projectId: javaProject } });
    expect(anew.status).toBe(201);
    expect((await vms('cancelVmsInvitation', { path: { id: 999_999 } })).status).toBe(404);
    expect((await vms('cancelVmsInvitation', { host: BETA, path: { id: created.body.id } })).status).toBe(404);
  });

  it('refuses what cannot be an invitation', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ freelancerEmail: 'nobody@example.com', projectId: javaProject }, 404, 'integration.talentNotFound'],
      [{ freelancerId: invitee, projectVmsId: 'NOPE' }, 404, 'integration.projectNotFound'],
      [{ freelancerId: invitee, projectId: closedProject }, 409, 'integration.projectClosed'],
      [{ freelancerId: invitee, projectId: pastDeadlineProject }, 409, 'integration.projectClosed'],
      // Ada submitted an application to the Java project.
      [{ freelancerId: talent, projectId: javaProject }, 409, 'integration.alreadyApplied'],
      [
        { freelancerId: invitee, freelancerEmail: 'barbara@example.com', projectId: javaProject },
        400,
        'error.validation',
      ],
      [{ freelancerId: invitee }, 400, 'error.validation'],
      [{ freelancerId: invitee, projectId: javaProject, expiresAt: '2020-01-01T00:00:00Z' }, 422, 'error.validation'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await vms('createVmsInvitation', { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.messages).toEqual([message]);
    }
    // Beta's key cannot invite alpha's talents (they are not beta's).
    expect(
      (await vms('createVmsInvitation', { host: BETA, body: { freelancerId: invitee, projectId: goProject } })).status,
    ).toBe(404);
  });

  it('refuses to cancel an invitation that is no longer open', async () => {
    const [expired] = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .insert(invitations)
        .values({
          clientId: 'alpha',
          freelancerId: otherTalent,
          projectId: goProject,
          expiresAt: new Date(Date.now() - 1000),
        })
        .returning({ id: invitations.id }),
    );
    const answer = await vms('cancelVmsInvitation', { path: { id: expired!.id } });
    expect(answer.status).toBe(409);
    expect(answer.body.messages).toEqual(['integration.invitationNotOpen']);
  });
});

describe('interview slots', () => {
  const at = (hours: number, minutes = 0) => new Date(Date.UTC(2030, 0, 7, hours, minutes)).toISOString();
  const slot = (from: number, to: number) => ({ start: at(from), end: at(to) });
  const upload = (slots: { start: string; end: string }[], vmsId = 'ACME-2') =>
    vms<Schemas['VmsInterviewSlots']>('setVmsInterviewSlots', { path: { vmsId }, body: { slots } });

  it('replaces the free slots and keeps the ones an application holds', async () => {
    const first = await upload([slot(9, 10), slot(10, 11), slot(11, 12)]);
    expect(first.status).toBe(200);
    expect(first.body.projectId).toBe(goProject);
    expect(first.body.slots.map((s) => [s.start, s.booked])).toEqual([
      [at(9), false],
      [at(10), false],
      [at(11), false],
    ]);
    // A talent books the 10:00 slot.
    const booked = first.body.slots[1]!.id;
    const app = await submitApplication(parts(), 'alpha', otherTalent, goProject, { cv: false });
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.update(interviewSlots).set({ applicationId: app.id }).where(eq(interviewSlots.id, booked)),
    );
    const second = await upload([slot(13, 14), slot(10, 11)]);
    expect(second.body.slots.map((s) => [s.id === booked, s.start, s.booked])).toEqual([
      [true, at(10), true],
      [false, at(13), false],
    ]);
    // The booked slot is shown to the VMS with the application.
    const shown = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: app.id } });
    expect(shown.body.interviewSlot).toEqual({ start: at(10), end: at(11) });
    // Emptied: only the booked one stays.
    expect((await upload([])).body.slots.map((s) => s.id)).toEqual([booked]);
  });

  it('refuses slots in the past, ending before they start, or overlapping', async () => {
    const answer = await upload([
      { start: '2020-01-01T09:00:00Z', end: '2020-01-01T10:00:00Z' },
      slot(15, 14),
      slot(16, 17),
      { start: at(16, 30), end: at(17, 30) },
      { start: at(10, 30), end: at(11, 30) },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.fieldErrors).toEqual([
      { field: 'slots.0', messages: ['integration.slotInPast'] },
      { field: 'slots.1', messages: ['integration.slotEndBeforeStart'] },
      { field: 'slots.2', messages: ['integration.slotOverlap'] },
      { field: 'slots.3', messages: ['integration.slotOverlap'] },
      // Overlaps the booked 10:00–11:00.
      { field: 'slots.4', messages: ['integration.slotOverlap'] },
    ]);
    expect((await upload([slot(9, 10)], 'NOPE')).status).toBe(404);
    expect((await upload([{ start: 'tomorrow', end: at(9) }])).status).toBe(400);
  });
});
