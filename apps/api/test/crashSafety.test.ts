// Crash safety: the server (`node src/bootstrap/main.ts`, a process of its own) is killed with SIGKILL
// at random points of its work — finishing an application flow (a CV generated from the profile, the
// confirmation mail, the webhook to the client's system), uploading a CV and a cover letter, saving
// onboarding steps and finishing the short onboarding, building a data export — and restarted on the
// same database (the embedded PGlite's data directory, or PostgreSQL) and the same files. Then the
// client does what a client does after a lost answer (it asks again), the jobs run, and:
//
// - every application is submitted exactly once (one application, one confirmation mail, one
//   delivery accepted per event id; a draft the kill left is submitted by the retry);
// - a write the server answered survives (an answered upload, step or request is there after the
//   restart); each upload is there in full or not at all, each onboarding step all or nothing;
// - every export is built after the restart (its job is not lost), mailed once, and its zip whole;
// - no job is run again once it succeeded (deliveries counted at the end of each round do not grow);
// - every file row has its complete file, and every file under FILES_DIR has a row — or, left by a
//   crash between storing and recording, a pending check that removes it (services/files/contentChecks.ts);
// - no job is left running, failed or dead.
//
// "Random points": one kill per round, while all flows run, after a random number of the lines the
// server logs (each a step of its work: a request taken or answered, a job started or done), drawn
// from the lines a first round without a kill logged — the kill waits for the server's work, not
// for time. The seed is in the test's name; CRASH_SEED=<seed> kills after the same counts again
// (which steps those are varies a little with the interleaving of the flows). The embedded database cannot be read while its server
// runs (it belongs to that process): there the rows and files are compared once, after the last
// round; on PostgreSQL after every round.
import type { components } from '@talent/api-client';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { EXPORTS_PER_DAY } from '../src/services/privacy/dataExport.ts';
import { registerAndLogin } from './accounts.ts';
import { startChildServer } from './childServer.ts';
import type { ChildServer } from './childServer.ts';
import { ALPHA, DB_KIND, childDatabaseEnv, multipartBody, rawRequest, tenantsDir, WAIT_FOR } from './harness.ts';
import type { CallResult } from './harness.ts';
import { webhookReceiver } from './vmsFixtures.ts';

type Schemas = components['schemas'];

/** Rounds with a kill (after one without, which measures how long each flow takes). */
const KILLS = Number(process.env['CRASH_KILLS'] ?? 4);
const SEED = Number(process.env['CRASH_SEED'] ?? randomBytes(4).readUInt32LE(0));
const FEED_KEY = 'alpha-crash-key-0123456789abcdefghijklmno';
const WAIT = { ...WAIT_FOR, timeout: 30_000 } as const;

/** mulberry32: a small seeded PRNG, so a schedule can be replayed from its seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A PDF of `pages` pages, each with `marker` (so every upload has contents of its own). */
async function markedPdf(marker: string, pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([595, 842]);
    for (let line = 0; line < 40; line++)
      page.drawText(`${marker} page ${number} line ${line}: TypeScript, PostgreSQL`, {
        x: 40,
        y: 800 - line * 18,
        size: 10,
        font,
      });
  }
  return Buffer.from(await document.save());
}

async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** A logged-in talent of tenant alpha. */
interface Talent {
  readonly email: string;
  readonly token: string;
}

/** What one round gives each flow. */
interface Round {
  readonly index: number;
  readonly apply: Talent & { readonly project: number; readonly title: string; readonly applicationId: number };
  readonly files: Talent & { readonly cv: Buffer; readonly cover: Buffer; readonly previousCv: Buffer };
  readonly onboarding: Talent & { readonly cvUuid: string; readonly project: number; readonly before: Snapshot };
  /** The talent asking for this round's export, and how many it will have asked for with it. */
  readonly exporting: Talent & { readonly cv: Buffer; readonly exports: number };
}

/** The onboarding rows a round saves, by row id, as the structure shows them. */
type Snapshot = Record<number, string>;
const STEPS = {
  // Not 201 (the CV): the structure shows the talent's newest CV before it is chosen.
  long: [202, 203, 204],
  personal: [101, 102, 103, 104],
  availability: [501],
} as const;

/** What a step of a flow got: its answer's status, or that it had none (the server died). */
type Outcome = number | 'lost';

const ok = <T>(response: CallResult<T>, status = 200): T => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};

describe('crash safety: SIGKILL at random points, then a restart', () => {
  let work: string;
  let filesDir: string;
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;
  let tenants: { dir: string; remove(): void };
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let secret = '';
  let server: ChildServer | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'talent-crash-'));
    filesDir = join(work, 'files');
    tenants = tenantsDir({});
    // The shipped acme onboarding (steps writing several tables; a short onboarding with a job).
    copyFileSync(join(REPO_ROOT, 'tenants', 'acme', 'onboarding.json'), join(tenants.dir, 'alpha', 'onboarding.json'));
    receiver = await webhookReceiver(() => secret);
    const database = await childDatabaseEnv(work);
    dropDatabase = database.drop;
    env = {
      ...database.env,
      FILES_DIR: filesDir,
      TENANTS_DIR: tenants.dir,
      DEFAULT_TENANT: 'alpha',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-1234567',
      INTEGRATION_API_KEY_ALPHA: FEED_KEY,
      DEV_MAILBOX: 'true',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_CACHE_SECONDS: '0',
      SEED_PROJECTS: '0',
      GAZETTEER_PRELOAD: 'false',
      DIGEST_SCHEDULE: 'off',
      TENANTS_WATCH: 'false',
      // A job whose process was killed mid-attempt is retried 5 s after it started, then a second later.
      JOBS_EXPIRE_SECONDS: '5',
      JOBS_RETRY_DELAY_SECONDS: '1',
    };
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await receiver?.close();
    await dropDatabase?.();
    tenants?.remove();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it(`keeps every flow whole through ${KILLS} kills (seed ${SEED}, CRASH_SEED=${SEED} to replay)`, async () => {
    const random = prng(SEED);
    const started = performance.now();
    server = await startChildServer(env);
    const api = () => server!;

    // ─── set-up: a webhook, one project per round, the talents ───
    const webhook = ok(
      await api().call<Schemas['VmsWebhookCreated']>('setVmsWebhook', {
        headers: { 'x-api-key': FEED_KEY },
        body: { url: receiver.url },
      }),
    );
    secret = webhook.secret;
    const titles = Array.from({ length: KILLS + 1 }, (_, c) => `Crash job ${c}`);
    const imported = ok(
      await api().call<Schemas['ProjectImportResult']>('importProjects', {
        headers: { 'x-api-key': FEED_KEY },
        body: { projects: titles.map((title, c) => ({ vmsId: `CRASH-${c}`, title })) },
      }),
    );
    const projectIds = imported.projects.map((p) => p.id);

    const talent = async (name: string): Promise<Talent> => {
      const email = `${name}.${SEED}@crash.example`;
      const session = await registerAndLogin(api(), email);
      return { email, token: session.access_token };
    };
    const uploadCv = async (who: Talent, data: Buffer, overwrite: boolean) =>
      api().call<Schemas['CvResource']>('uploadCv', {
        token: who.token,
        query: { isOverWriteCV: overwrite },
        rawBody: await multipartBody([{ name: 'file', data, filename: 'cv.pdf', contentType: 'application/pdf' }]),
      });
    const uploadCover = async (who: Talent, data: Buffer) =>
      api().call<Schemas['ResourceMeta']>('uploadResource', {
        token: who.token,
        query: { kind: 'COVER_LETTER' },
        rawBody: await multipartBody([
          { name: 'resource', data, filename: 'cover.pdf', contentType: 'application/pdf' },
        ]),
      });
    /** Each onboarding row's answer: the structure's value of a one-value row, the profile's items of the others. */
    const onboardingValues = async (who: Talent): Promise<Snapshot> => {
      const view = ok(
        await api().call<Schemas['Onboarding']>('getOnboarding', { token: who.token, query: { type: 'long' } }),
      );
      const { answers } = ok(
        await api().call<Schemas['OnboardingProfile']>('getOnboardingProfile', { token: who.token }),
      );
      const values: Snapshot = {};
      for (const row of view.structure) {
        const items = answers
          .filter((a) => a.id === row.id)
          .map((a) => JSON.stringify([a.type, a.groupId ?? null, a.value]))
          .sort();
        values[row.id] = JSON.stringify([row.value ?? null, items]);
      }
      return values;
    };

    // One talent applies to one project per round, one uploads (replacing its CV each round), one
    // asks for an export each round (replacing the one before; five a day each); onboarding is
    // finished once per talent, so each round has a talent of its own for it.
    const exporters = Math.ceil((KILLS + 1) / EXPORTS_PER_DAY);
    const [applicant, uploader, ...others] = await Promise.all(
      ['apply', 'files', ...Array.from({ length: exporters }, (_, e) => `export${e}`)].map((name) => talent(name)),
    );
    const exporting = await Promise.all(
      others.map(async (exporter, e) => {
        const cv = await markedPdf(`exported CV ${e}`, 3);
        ok(await uploadCv(exporter, cv, true), 201);
        return { ...exporter, cv };
      }),
    );
    const uploads = await Promise.all(
      Array.from({ length: KILLS + 2 }, (_, c) => markedPdf(c === 0 ? 'first CV' : `uploaded CV ${c - 1}`, 8)),
    );
    ok(await uploadCv(uploader!, uploads[0]!, true), 201);
    const rounds: Round[] = await Promise.all(
      Array.from({ length: KILLS + 1 }, async (_, c) => {
        const onboarder = await talent(`onboarding${c}`);
        const onboardingCv = ok(await uploadCv(onboarder, await markedPdf(`onboarding CV ${c}`, 1), true), 201);
        const draft = ok(
          await api().call<Schemas['Application']>('createApplication', {
            token: applicant!.token,
            body: { job: projectIds[c]! },
          }),
          201,
        );
        return {
          index: c,
          apply: { ...applicant!, project: projectIds[c]!, title: titles[c]!, applicationId: draft.id },
          files: {
            ...uploader!,
            previousCv: uploads[c]!,
            cv: uploads[c + 1]!,
            cover: await markedPdf(`cover letter ${c}`, 4),
          },
          onboarding: {
            ...onboarder,
            cvUuid: onboardingCv.uuid,
            project: projectIds[c]!,
            before: await onboardingValues(onboarder),
          },
          exporting: { ...exporting[Math.floor(c / EXPORTS_PER_DAY)]!, exports: (c % EXPORTS_PER_DAY) + 1 },
        };
      }),
    );

    // ─── the flows: each a sequence of requests, recording what each got ───
    const payload = (round: Round): Schemas['SubmitPayload'] => ({
      job: round.apply.project,
      hourlyRate: { currency: 'EUR', value: 85 },
      // A CV generated from the profile: drawn, stored and recorded with the submission.
      cvUuid: null,
      motivationComment: `Round ${round.index}: I like it.`,
      appAnswers: [],
      cvCover: null,
      liveInterview: null,
    });
    const item = (id: number, type: string, value: Schemas['AnswerItem']['value'], groupId?: number) => ({
      id,
      type,
      value,
      ...(groupId !== undefined && { groupId }),
    });
    const steps = (round: Round) => {
      const who = round.onboarding;
      const save = (type: 'long' | 'short', stepName: string, answers: Schemas['AnswerItem'][]) => () =>
        api().call('saveOnboardingStep', { token: who.token, body: { type, stepName, answers } });
      return {
        long: save('long', 'Your CV', [
          item(201, 'cv_upload', who.cvUuid),
          item(202, 'skills', [`Skill ${round.index}a`, `Skill ${round.index}b`]),
          item(203, 'tools', `tool${round.index}`),
          item(204, 'language', 'de', 1),
          item(204, 'proficiency', 5, 1),
        ]),
        personal: save('short', 'Personal details', [
          item(101, 'first_name', 'Grace'),
          item(102, 'last_name', `Hopper${round.index}`),
          item(103, 'professional_title', `Engineer ${round.index}`),
          item(104, 'residence_country', 'de'),
        ]),
        availability: save('short', 'Availability', [item(501, 'availability', '2027-04-01')]),
        store: () =>
          api().call('storeShortOnboarding', {
            token: who.token,
            body: { job: { id: who.project, title: 'Saved before login' } },
          }),
      };
    };
    type Log = Record<string, Outcome>;
    const step = async (log: Log, name: string, request: () => Promise<CallResult<unknown>>) => {
      try {
        log[name] = (await request()).status;
      } catch {
        log[name] = 'lost';
      }
      return log[name] !== 'lost';
    };
    const flows = {
      apply: async (round: Round, log: Log) => {
        await step(log, 'finish', () =>
          api().call('finishApplicationFlow', {
            token: round.apply.token,
            path: { id: round.apply.project },
            body: payload(round),
          }),
        );
      },
      files: async (round: Round, log: Log) => {
        if (await step(log, 'cv', () => uploadCv(round.files, round.files.cv, true)))
          await step(log, 'cover', () => uploadCover(round.files, round.files.cover));
      },
      onboarding: async (round: Round, log: Log) => {
        const s = steps(round);
        for (const name of ['long', 'personal', 'availability', 'store'] as const)
          if (!(await step(log, name, s[name]))) return;
      },
      export: async (round: Round, log: Log) => {
        await step(log, 'request', () => api().call('requestDataExport', { token: round.exporting.token }));
      },
    };
    type Flow = keyof typeof flows;
    const FLOWS = Object.keys(flows) as Flow[];

    // ─── what must hold after each round (the client retries what it did not see answered) ───
    const mailsTo = async (who: Talent) =>
      (await api().outbox(ALPHA)).filter((m) => m.channel === 'email' && m.to === who.email);
    const eventsOf = (applicationId: number) =>
      receiver.deliveries
        .filter((d) => d.answered === 200)
        .map((d) => JSON.parse(d.body) as Schemas['VmsEvent'])
        .filter((e) => e.application.id === applicationId);
    /** The talent's applications to its project of the round: submitted ones and drafts. */
    const applicationsOf = async (who: Round['apply']) =>
      [
        ...ok(
          await api().call<Schemas['ApplicationPage']>('listApplications', {
            token: who.token,
            query: { limit: 100 },
          }),
        ).results,
        ...ok(await api().call<Schemas['ApplicationList']>('listApplicationDrafts', { token: who.token })).results,
      ].filter((application) => application.job.id === who.project);
    const download = (who: Talent, uuid: string) =>
      rawRequest(api().url, {
        method: 'GET',
        path: `/v1/api/napi/resource/${uuid}`,
        host: ALPHA,
        headers: { authorization: `Bearer ${who.token}` },
      });

    /** When each exporter's latest export was asked for (a READY one may be the round before's). */
    const lastExport = new Map<string, string>();
    /** Each check answers what it found after the restart (for the run's summary). */
    const checks: Record<Flow, (round: Round, log: Log, where: string) => Promise<string>> = {
      async apply(round, log, where) {
        const who = round.apply;
        const [before, ...others] = await applicationsOf(who);
        expect(others, `${where}: one application to the project`).toEqual([]);
        expect(before?.id, where).toBe(who.applicationId);
        expect(['UNDER_CONSTRUCTION', 'SEND_PENDING', 'SENT_TO_CLIENT'], where).toContain(before!.status);
        const found = before!.status === 'UNDER_CONSTRUCTION' ? 'draft' : 'submitted';
        if (log['finish'] === 200)
          expect(before!.status, `${where}: an answered submission survives`).not.toBe('UNDER_CONSTRUCTION');
        // The client did not see an answer, or saw one: either way, finishing again is safe.
        const again = ok(
          await api().call<Schemas['Application']>('finishApplicationFlow', {
            token: who.token,
            path: { id: who.project },
            body: payload(round),
          }),
        );
        expect(again.id, where).toBe(who.applicationId);
        await vi.waitFor(async () => {
          const [application, ...others] = await applicationsOf(who);
          expect(others, `${where}: one application`).toEqual([]);
          expect(application!.status, where).toBe('SENT_TO_CLIENT');
          expect(
            application!.timeline?.map((e) => e.status),
            where,
          ).toEqual(['SEND_PENDING', 'SENT_TO_CLIENT']);
          expect(
            eventsOf(who.applicationId)
              .map((e) => e.status)
              .sort(),
            where,
          ).toEqual(expect.arrayContaining(['SEND_PENDING', 'SENT_TO_CLIENT']));
          const mails = (await mailsTo(who)).map((m) => m.subject ?? '');
          expect(
            mails.filter((s) => s === `Your application for ${who.title}`),
            `${where}: one confirmation`,
          ).toHaveLength(1);
          expect(
            mails.filter((s) => s === `Your application for ${who.title} was sent to the client`),
            `${where}: one mail that it was sent`,
          ).toHaveLength(1);
        }, WAIT);
        // Each event arrived under one id, however often it was delivered.
        const ids = eventsOf(who.applicationId).map((e) => e.id);
        expect(new Set(ids).size, where).toBe(2);
        return ids.length > 2 ? `${found}, an event delivered again` : found;
      },

      async files(round, log, where) {
        const who = round.files;
        const cvs = async () =>
          ok(await api().call<Schemas['CvResourceList']>('listCvResources', { token: who.token })).results;
        const contentOf = async (uuid: string) => {
          const response = await download(who, uuid);
          expect(response.status, where).toBe(200);
          return sha(response.bytes!);
        };
        const listed = await cvs();
        expect(listed, `${where}: the CV replaced, or the one before`).toHaveLength(1);
        const expected = log['cv'] === 201 ? [sha(who.cv)] : [sha(who.cv), sha(who.previousCv)];
        const content = await contentOf(listed[0]!.uuid);
        expect(expected, `${where}: the CV is whole`).toContain(content);
        const found = content === sha(who.cv) ? 'CV replaced' : 'CV not replaced';
        const cv = ok(await uploadCv(who, who.cv, true), 201);
        expect(
          (await cvs()).map((r) => r.uuid),
          where,
        ).toEqual([cv.uuid]);
        expect(await contentOf(cv.uuid), where).toBe(sha(who.cv));
        const cover = ok(await uploadCover(who, who.cover), 201);
        expect(await contentOf(cover.id), where).toBe(sha(who.cover));
        return found;
      },

      async onboarding(round, log, where) {
        const who = round.onboarding;
        const s = steps(round);
        /** The steps saved (each all or nothing). */
        const wholeSteps = async () => {
          const now = await onboardingValues(who);
          const changed = (ids: readonly number[]) => ids.map((id) => now[id] !== who.before[id]);
          const saved: string[] = [];
          for (const [name, ids] of Object.entries(STEPS)) {
            const rows = changed(ids);
            expect(new Set(rows).size, `${where}: step ${name} all or nothing: ${JSON.stringify(rows)}`).toBe(1);
            if (log[name] === 200) expect(rows[0], `${where}: an answered step ${name} survives`).toBe(true);
            if (rows[0]) saved.push(name);
          }
          return saved;
        };
        const saved = await wholeSteps();
        const user = ok(await api().call<Schemas['FreelancerUser']>('getFreelancer', { token: who.token }));
        if (log['store'] === 200) expect(user.hasCompletedOnboarding, where).toBe(true);
        if (user.hasCompletedOnboarding) saved.push('store');
        for (const name of ['long', 'personal', 'availability', 'store'] as const) ok(await s[name]());
        await wholeSteps();
        const after = ok(await api().call<Schemas['FreelancerUser']>('getFreelancer', { token: who.token }));
        expect(after.hasCompletedOnboarding, where).toBe(true);
        const short = ok(
          await api().call<Schemas['Onboarding']>('getOnboarding', { token: who.token, query: { type: 'short' } }),
        );
        expect(short.collectedJob?.id, where).toBe(who.project);
        return saved.length > 0 ? `saved ${saved.join('+')}` : 'nothing saved';
      },

      async export(round, log, where) {
        const who = round.exporting;
        const state = async () => ok(await api().call<Schemas['DataExport']>('getDataExport', { token: who.token }));
        // The talent's export before this round's request (the round before's), if any.
        const previous = lastExport.get(who.email);
        const first = await state();
        expect(['NONE', 'PENDING', 'READY'], where).toContain(first.status);
        const requested = first.status !== 'NONE' && first.requestedAt !== previous;
        if (log['request'] === 202) expect(requested, `${where}: an answered request survives`).toBe(true);
        if (!requested) ok(await api().call('requestDataExport', { token: who.token }), 202);
        const ready = await vi.waitFor(async () => {
          const now = await state();
          expect(now.status, where).toBe('READY');
          return now;
        }, WAIT);
        expect(ready.requestedAt, where).not.toBe(previous);
        lastExport.set(who.email, ready.requestedAt!);
        const mails = (await mailsTo(who)).filter((m) => m.links.some((l) => l.includes('/dataExport/download')));
        expect(mails, `${where}: one export mail per export`).toHaveLength(who.exports);
        const link = new URL(mails[0]!.links.find((l) => l.includes('/dataExport/download'))!);
        const zip = await rawRequest(api().url, { method: 'GET', path: `${link.pathname}${link.search}`, host: ALPHA });
        expect(zip.status, where).toBe(200);
        const entries = await unzip(zip.bytes!);
        const listed = JSON.parse(entries.get('files.json')!.toString('utf8')) as {
          path: string | null;
          size: number;
        }[];
        expect(listed, where).toHaveLength(1);
        expect(listed[0]!.path, where).not.toBeNull();
        expect(sha(entries.get(listed[0]!.path!)!), `${where}: the zip holds the whole CV`).toBe(sha(who.cv));
        return requested ? `export ${first.status}` : 'export not asked for';
      },
    };

    // ─── the rounds ───
    const windows = {} as Record<Flow, number>;
    /** Lines the server logs for one unkilled round, and where this round's kill falls among them. */
    let workLines = 0;
    let killAfter = 0;
    const timings: string[] = [`set-up ${Math.round(performance.now() - started)}`];
    /** What the kills left, counted. */
    const found = new Map<string, number>();
    /** Files a kill left without a row (each with its check pending). */
    const leftovers = new Set<string>();
    const deliveredBefore = new Map<string, number>();
    const countDeliveries = () => {
      const counts = new Map<string, number>();
      for (const d of receiver.deliveries) counts.set(d.eventId, (counts.get(d.eventId) ?? 0) + 1);
      return counts;
    };

    for (const round of rounds) {
      const killed = round.index > 0;
      const logs = Object.fromEntries(FLOWS.map((flow): [Flow, Log] => [flow, {}])) as Record<Flow, Log>;
      if (!killed) {
        // The first round measures each flow, from its first request until its jobs are done, in
        // time (for the report) and in lines the server logs (where the kills fall).
        const from = server.logLines();
        await Promise.all(
          FLOWS.map(async (flow) => {
            const t0 = performance.now();
            await flows[flow](round, logs[flow]);
            if (flow === 'apply')
              await vi.waitFor(() => expect(eventsOf(round.apply.applicationId)).toHaveLength(2), WAIT);
            if (flow === 'export')
              await vi.waitFor(
                async () =>
                  expect(
                    ok(await api().call<Schemas['DataExport']>('getDataExport', { token: round.exporting.token }))
                      .status,
                  ).toBe('READY'),
                WAIT,
              );
            windows[flow] = performance.now() - t0;
          }),
        );
        workLines = server.logLines() - from;
      } else {
        // One kill, at a random step of the server's work: the k-th line it logs once the flows
        // have started (each a request taken or answered, a job started or done), k drawn from the
        // lines the whole round logged unkilled. (If this round's work ends before, the kill comes
        // after it: a crash between rounds.)
        killAfter = 1 + Math.floor(random() * workLines);
        const from = server.logLines();
        const running = Promise.all(FLOWS.map((flow) => flows[flow](round, logs[flow])));
        const done = running.then(
          () => undefined,
          () => undefined,
        );
        await Promise.race([server.loggedLines(from + killAfter), done]);
        await server.kill();
        await running;
        const restart = performance.now();
        server = await startChildServer(env);
        timings.push(`restart ${Math.round(performance.now() - restart)}`);
      }
      const checked = performance.now();
      const where = (flow: Flow) =>
        `seed ${SEED}, round ${round.index}, ${flow}: ${
          killed ? `killed after ${killAfter} of the round's ${workLines} log lines` : 'no kill'
        }, answers ${JSON.stringify(logs[flow])}`;
      for (const flow of FLOWS) {
        const state = await checks[flow](round, logs[flow], where(flow));
        if (killed) found.set(`${flow}: ${state}`, (found.get(`${flow}: ${state}`) ?? 0) + 1);
      }

      // A delivery that succeeded is not run again by a later restart. (One whose process died before
      // it was marked done runs again once its attempt expires: waited for here.)
      await vi.waitFor(async () => expect(await unfinishedJobs(api().url)).toEqual([]), WAIT);
      const now = countDeliveries();
      for (const [id, count] of deliveredBefore)
        expect(now.get(id), `seed ${SEED}, round ${round.index}: event ${id} delivered again`).toBe(count);
      for (const [id, count] of now) deliveredBefore.set(id, count);
      if (DB_KIND === 'postgres') {
        const left = await auditStorage(env['DATABASE_URL']!, filesDir, `seed ${SEED}, round ${round.index}`);
        for (const stray of left) leftovers.add(stray);
      }
      timings.push(`checks ${Math.round(performance.now() - checked)}`);
    }

    // The embedded database belongs to its process: it is read here once the server has stopped.
    await server.stop();
    server = undefined;
    if (DB_KIND === 'pglite') {
      const database = await openDatabase({ dataDir: env['DATA_DIR']! });
      try {
        const left = await auditStorage(database.pool, filesDir, `seed ${SEED}, after ${KILLS} rounds`);
        for (const stray of left) leftovers.add(stray);
      } finally {
        await database.close();
      }
    }
    console.info(
      `crash safety (${DB_KIND}, seed ${SEED}): ${KILLS} kills in ${Math.round((performance.now() - started) / 1000)} s; windows ${JSON.stringify(
        Object.fromEntries(FLOWS.map((f) => [f, Math.round(windows[f])])),
      )}; ms: ${timings.join(', ')}; found after the kills: ${JSON.stringify(Object.fromEntries(found))}; files left for their check: ${leftovers.size}`,
    );
  }, 300_000);
});

/**
 * The queues with jobs still to do, by the server's readiness report: any running, and any waiting
 * in the queues that have nothing scheduled for later (mail and webhooks; exports wait for their
 * expiry and stored contents for their check, both far ahead).
 */
async function unfinishedJobs(url: string): Promise<string[]> {
  const response = await rawRequest(url, { method: 'GET', path: '/readyz' });
  const body = JSON.parse(response.body) as { jobs: Record<string, { active: number; queued: number }> };
  return Object.entries(body.jobs)
    .filter(([queue, n]) => n.active > 0 || (['message', 'vms'].includes(queue) && n.queued > 0))
    .map(([queue]) => queue);
}

/**
 * Files and their rows agree: every `files` and `data_exports` row names a file of its size, every
 * file under `filesDir` is named by a row or has a pending removal job, no partial write is left
 * that nothing removes, and no job is running, failed or dead.
 */
async function auditStorage(database: string | pg.Pool, filesDir: string, where: string): Promise<string[]> {
  const pool = typeof database === 'string' ? new pg.Pool({ connectionString: database, max: 1 }) : database;
  try {
    const { rows } = await pool.query<{ key: string; size: number }>(
      `SELECT storage_key AS key, size::int AS size FROM files
       UNION ALL SELECT storage_key AS key, size::int AS size FROM data_exports WHERE storage_key IS NOT NULL`,
    );
    const { rows: jobs } = await pool.query<{ name: string; state: string; data: { storageKey?: string } }>(
      `SELECT name, state, data FROM pgboss.job`,
    );
    const removals = new Set(
      jobs.filter((j) => j.name === 'storage' && j.state !== 'completed').map((j) => j.data.storageKey),
    );
    const onDisk = new Map<string, number>();
    const walk = (dir: string) => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const path = join(dir, name);
        const stat = statSync(path);
        if (stat.isDirectory()) walk(path);
        else onDisk.set(relative(filesDir, path), stat.size);
      }
    };
    walk(filesDir);
    for (const row of rows) expect(onDisk.get(row.key), `${where}: the file of row ${row.key}`).toBe(row.size);
    const named = new Set(rows.map((r) => r.key));
    const strays = [...onDisk.keys()].filter((path) => !named.has(path));
    const unclaimed = strays.filter((path) => {
      const key = path.replace(/\/\.([^/]+?)\.[0-9a-f]+\.part$/, '/$1');
      return !removals.has(key);
    });
    expect(unclaimed, `${where}: files without a row and without a pending removal`).toEqual([]);
    const stuck = jobs.filter(
      (j) => j.state === 'active' || (j.state === 'failed' && !j.name.endsWith('.dead')) || j.name.endsWith('.dead'),
    );
    expect(
      stuck.map((j) => `${j.name}:${j.state}`),
      `${where}: jobs running, failed or dead`,
    ).toEqual([]);
    // What a kill left without its row, each with its check pending.
    return strays;
  } finally {
    if (typeof database === 'string') await pool.end();
  }
}
