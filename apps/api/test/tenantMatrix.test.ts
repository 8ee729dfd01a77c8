// The cross-tenant matrix, generated from the contract (test/contractRequests.ts): every operation,
// its request filled with what tenant A's talent (the owner) has — their application, draft, CV
// and files, invitation, pool membership, devices, sessions, alerts, subscription links, the
// tokens mailed to them, their email and password — and tenant A's catalog, is called by everyone
// who must not get at it:
//
//   on B's host   a talent of tenant B; the owner's own access token (and refresh cookie); B's
//                 integration key; A's integration key
//   on A's host   a second talent of tenant A; nobody (no token)
//
// and no answer may be a 2xx carrying the owner's data (nor, on B's host, anything of tenant A),
// a 5xx, or outside the contract; A's credentials are refused on B's host (401); nothing of tenant
// A changes while B's side calls, nothing of the owner's while A's side calls, and nothing written
// meanwhile points at the owner's rows. A slot of the generated requests that no fixture fills
// fails the test: a new kind of id needs a fixture here before it can ship untried.
//
// Behind the queries' own tenant filters, row-level security is the second wall: as the role the
// requests run as, a statement without the tenant setting sees (and changes) no row of any table
// that has a tenant column, and with tenant B's setting no row of tenant A's — nor anything of A's
// in any other table that role may read (the job queue's payloads: rendered mails, links and all).
//
// Ids are made unmistakable (every sequence starts at a 13-digit number of its own), so an id of
// the owner's found in an answer or a row is that id. Runs on both databases in about half a minute.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectQuestions } from '../src/db/schema.ts';
import { ACCOUNT_TEST_ENV, PASSWORD, fromElsewhere, humanRecaptcha, mailsTo } from './accounts.ts';
import { directAccount, inTenant } from './accountData.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { generatedOperations } from './contractRequests.ts';
import { FUTURE_DAY } from './contractSchemas.ts';
import type { GeneratedOperation, SlotKey } from './contractRequests.ts';
import { ALPHA, BETA, multipartBody, startTestServer } from './harness.ts';
import type { CallOptions, CallResult, TestServer } from './harness.ts';
import { textPdf } from './pdfs.ts';
import { richTalent } from './privacyFixtures.ts';
import type { RichTalent } from './privacyFixtures.ts';

const ALPHA_KEY = 'alpha-vms-key-0123456789abcdefghijklmnop';
const BETA_KEY = 'beta-vms-key-0123456789abcdefghijklmnopq';
/** At most this many value combinations are tried per operation and actor. */
const MAX_VARIANTS = 12;

let server: TestServer;
let owner: RichTalent;
let fixture: Fixture;

/** What the matrix asks for and looks for. */
interface Fixture {
  /** The values tried in each slot of the generated requests. */
  readonly sources: ReadonlyMap<SlotKey, readonly unknown[]>;
  /** The owner's data: never in an answer to anyone else. */
  readonly ownerData: Fingerprint;
  /** Tenant A's catalog (its projects, pools, questions, name): never in an answer on B's host. */
  readonly tenantData: Fingerprint;
  /** The owner's freelancer id and application ids (their rows, for the snapshots). */
  readonly ownerId: number;
  readonly ownerApplications: readonly number[];
}

/**
 * Values that identify someone's data in an answer or a row. `echoable` ones are chosen by callers
 * (an email address, a phone number, a device's id): a caller may use the same for its own data, so
 * they count only when the request did not carry them itself.
 */
interface Fingerprint {
  readonly values: readonly string[];
  readonly echoable: readonly string[];
}

/** The first value of the fingerprint found in `text` (numbers as whole numbers), if any. */
function found(fingerprint: Fingerprint, text: string, request = ''): string | undefined {
  const lower = text.toLowerCase();
  const sent = request.toLowerCase();
  const candidates = [...fingerprint.values, ...fingerprint.echoable.filter((v) => !sent.includes(v.toLowerCase()))];
  return candidates.find((value) =>
    /^\d+$/.test(value) ? new RegExp(`(?<![0-9])${value}(?![0-9])`).test(text) : lower.includes(value.toLowerCase()),
  );
}

/** The values of a fingerprint the server assigned (what a row of someone else's may not hold). */
const assigned = (fingerprint: Fingerprint): Fingerprint => ({ values: fingerprint.values, echoable: [] });

const db = () => server.server.context.database;
const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
  (await db().pool.query(text, values)).rows as T[];

/** The tables with a tenant column (`client_id`), from the catalog: every table of tenant data. */
async function tenantTables(): Promise<string[]> {
  const rows = await query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((r) => r.table);
}

/**
 * Ids no other number in an answer can be mistaken for: every sequence of the schema starts at a
 * 13-digit number of its own (7·10¹² + n·10¹⁰, above any millisecond timestamp until 2191), so an
 * id found in a body or a row is that row's id and nothing else.
 */
async function distinctiveIds(): Promise<void> {
  const sequences = await query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  for (const [n, { name }] of sequences.entries())
    await query(`SELECT setval($1::regclass, $2::bigint)`, [
      `public."${name}"`,
      7_000_000_000_000 + n * 10_000_000_000,
    ]);
}

/** Every row of every tenant table of `tenant`, as JSON text, by table. */
async function snapshot(tenant: string): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const table of await tenantTables()) {
    const rows = await query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table}" t WHERE client_id = $1`,
      [tenant],
    );
    result.set(table, rows.map((r) => r.row).sort());
  }
  return result;
}

/** The owner's rows of a snapshot: theirs by freelancer, by account, or by application. */
function ownerRows(
  all: Map<string, string[]>,
  ownerId = fixture.ownerId,
  ownerApplications = fixture.ownerApplications,
): Map<string, string[]> {
  const apps = new Set(ownerApplications);
  return new Map(
    [...all].map(([table, rows]) => [
      table,
      rows.filter((text) => {
        const row = JSON.parse(text) as Record<string, unknown>;
        if (table === 'freelancers') return row['id'] === ownerId;
        if ('freelancer_id' in row) return row['freelancer_id'] === ownerId;
        return 'application_id' in row && apps.has(row['application_id'] as number);
      }),
    ]),
  );
}

/** Rows of `after` that `before` did not have (new or changed), as `table: row`. */
function written(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  return [...after].flatMap(([table, rows]) => {
    const old = new Set(before.get(table) ?? []);
    return rows.filter((row) => !old.has(row)).map((row) => `${table}: ${row}`);
  });
}

/** Differences between two snapshots, as `+ table: row` / `- table: row`. */
function differences(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  return [...written(before, after).map((r) => `+ ${r}`), ...written(after, before).map((r) => `- ${r}`)];
}

async function settle(): Promise<void> {
  expect(await server.server.context.jobs.settled(20_000)).toBe(true);
}

/** The `*token*` query parameters of every link mailed to `addresses` on A's host. */
async function mailedTokens(addresses: readonly string[]): Promise<string[]> {
  const tokens = new Set<string>();
  for (const address of addresses)
    for (const mail of await mailsTo(server, address))
      for (const link of mail.links)
        for (const [name, value] of new URL(link).searchParams) if (/token/i.test(name)) tokens.add(value);
  return [...tokens];
}

const ok = (response: CallResult, ...statuses: number[]) =>
  expect(statuses.length ? statuses : [200, 201, 202, 204]).toContain(response.status);

/**
 * The owner (richTalent: profile, CV, generated CV, absence, security id, referral, alert, device,
 * pool membership, exclusion, draft, submitted applications with VMS events, invitation, onboarding
 * answers) plus a profile photo, a cover letter, a data export, and the link tokens of a password
 * reset, a one-time login and an email change; tenant A's catalog with a VMS project, a question,
 * interview slots and a category; a VMS status change by A's key.
 */
async function buildFixture(): Promise<Fixture> {
  owner = await richTalent(server, 'Owner', '246810');
  const token = owner.session.access_token;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const photo = await server.call<{ id: string }>('uploadResource', {
    token,
    query: { kind: 'PROFILE_IMAGE' },
    rawBody: await multipartBody([{ name: 'resource', data: png, filename: 'owner.png', contentType: 'image/png' }]),
  });
  ok(photo, 201);
  ok(await server.call('updateProfileInfo', { token, body: { profileImage: photo.body.id } }));
  const cover = await server.call('uploadResource', {
    token,
    query: { kind: 'COVER_LETTER' },
    rawBody: await multipartBody([
      {
        name: 'resource',
        data: await textPdf(1),
        filename: `${owner.marker}-cover.pdf`,
        contentType: 'application/pdf',
      },
    ]),
  });
  ok(cover, 201);
  ok(await server.call('requestDataExport', { token }), 202);
  ok(await server.call('sendForgotPassword', { body: { email: owner.email }, headers: fromElsewhere() }));
  ok(await server.call('oneTimeLinkLogin', { body: { email: owner.email }, headers: fromElsewhere() }));
  const futureEmail = 'owner.next@example.com';
  ok(await server.call('changeEmail', { token, body: { email: futureEmail } }));

  // A category id no other number can be mistaken for (categories are the client's numbers).
  const category = 7_700_000_000_001;
  const [pool] = (await insertPools(server, 'alpha', [{ name: 'Owner category pool', categoryId: category }])) as [
    number,
  ];
  const [vmsProject, questionsProject] = (await insertProjects(server, 'alpha', [
    { title: 'Owner VMS job', vmsId: 'ALPHA-OWNER-1', pools: [pool] },
    { title: 'Owner questions job', vmsId: 'ALPHA-OWNER-2' },
  ])) as [number, number];
  const [question] = await inTenant(server, 'alpha', (tx) =>
    tx
      .insert(projectQuestions)
      .values({
        clientId: 'alpha',
        projectId: questionsProject,
        position: 1,
        type: 'text',
        label: 'Why?',
        scopeId: 'main',
      })
      .returning({ id: projectQuestions.id }),
  );
  const vms = (operationId: string, options: CallOptions) =>
    server.call(operationId, { ...options, headers: { 'x-api-key': ALPHA_KEY } });
  ok(
    await vms('setVmsInterviewSlots', {
      path: { vmsId: 'ALPHA-OWNER-1' },
      body: { slots: [{ start: `${FUTURE_DAY}T09:00:00Z`, end: `${FUTURE_DAY}T09:30:00Z` }] },
    }),
  );
  ok(
    await vms('setVmsApplicationStatus', {
      path: { id: owner.applications.open },
      body: { status: 'SENT_TO_CLIENT', eventId: 'alpha-owner-event-1' },
    }),
  );
  const application = await vms('getVmsApplication', { path: { id: owner.applications.open } });
  ok(application);
  const cvUrl = new URL((application.body as { cvUrl: string }).cvUrl);
  await settle();

  // The owner's rows, read back: every id and UUID the server gave them.
  const id = owner.id;
  const rows = <T>(text: string) => query<T>(text, [id]);
  // (node-postgres reads bigint as text: `::float8` is exact below 2^53, which the contract's ids stay under.)
  const files = await rows<{ id: number; uuid: string; kind: string; generated: boolean }>(
    `SELECT id::float8 AS id, uuid, kind, generated FROM files WHERE freelancer_id = $1 ORDER BY id`,
  );
  const idsOf = async (table: string) =>
    (await rows<{ id: number }>(`SELECT id::float8 AS id FROM ${table} WHERE freelancer_id = $1 ORDER BY id`)).map(
      (r) => r.id,
    );
  const applications = await idsOf('applications');
  const [membership] = await rows<{ id: number; notification_uuid: string }>(
    `SELECT id::float8 AS id, notification_uuid FROM pool_memberships WHERE freelancer_id = $1`,
  );
  const [account] = await rows<{ subscription_uuid: string }>(
    `SELECT subscription_uuid FROM freelancers WHERE id = $1`,
  );
  const devices = (await rows<{ device_id: string }>(`SELECT device_id FROM devices WHERE freelancer_id = $1`)).map(
    (r) => r.device_id,
  );
  const sessions = (await rows<{ id: string }>(`SELECT id FROM sessions WHERE freelancer_id = $1`)).map((r) => r.id);
  const tokens = await mailedTokens([owner.email, futureEmail]);
  expect(tokens.length, 'link tokens mailed to the owner').toBeGreaterThanOrEqual(4);
  expect(files.some((f) => f.generated) && files.some((f) => f.kind === 'PROFILE_IMAGE')).toBe(true);

  const projects = [owner.draftProject, vmsProject];
  const uuids = files.map((f) => f.uuid);
  const sources = new Map<SlotKey, readonly unknown[]>([
    // Tenant A's catalog.
    ['project/{id}', projects],
    ['exclude/{id}', projects],
    ['.job', projects],
    ['.job.id', projects],
    ['.projectId', projects],
    ['.projectIds', [projects]],
    ['ext/{vmsId}', ['ALPHA-OWNER-1']],
    ['projects/{vmsId}', ['ALPHA-OWNER-1']],
    ['.projectVmsId', ['ALPHA-OWNER-1']],
    ['.vmsId', ['ALPHA-OWNER-1']],
    ['.keepVmsIds', [['ALPHA-OWNER-1']]],
    ['pool/{id}', [pool]],
    ['?poolId', [pool]],
    ['.pools', [pool]],
    ['?categoryIds', [[category]]],
    ['.questionId', [question!.id]],
    ['.parentAnswersList.id', [question!.id]],
    ['.scopeId', ['main']],
    // Question groups: the fixture's question has none.
    ['.groupId', [null]],
    // Onboarding questions are the tenant's configuration (tenant folder), not rows of anyone's.
    ['.answers.id', [1]],
    // A GeoNames place: the gazetteer is shared by all tenants.
    ['.placeId', [2950159]],
    ['.eventId', ['alpha-owner-event-1']],
    // The owner's own.
    ['projectApplication/{id}', applications],
    ['applications/{id}', applications],
    ['projectInvitation/{id}', [owner.invitation]],
    ['invitations/{id}', [owner.invitation]],
    ['notAvailable/{id}', await idsOf('not_available')],
    ['jobAlerts/{id}', await idsOf('job_alerts')],
    ['?alert', await idsOf('job_alerts')],
    ['membership/{id}', [membership!.id]],
    ['toggleJobNotification/{uuid}', [membership!.notification_uuid]],
    ['subscriptions/{uuid}', [account!.subscription_uuid]],
    ['clientSubscription/{uuid}', [account!.subscription_uuid]],
    ['pdf/{id}', files.filter((f) => f.generated).map((f) => f.id)],
    ['?resourceId', files.map((f) => f.id)],
    ['.selectedCv.id', files.map((f) => f.id)],
    ['resource/{id}', uuids],
    ['image/{uuid}', files.filter((f) => f.kind === 'PROFILE_IMAGE').map((f) => f.uuid)],
    ['.cvUuid', uuids],
    ['.selectedCv.uuid', uuids],
    ['.cvCover.uuid', uuids],
    ['.profileImage', uuids],
    ['sessions/{id}', sessions],
    ['userDevices/{id}', devices],
    ['.actorDeviceUUID', devices],
    ['.email', [owner.email]],
    ['.phone', [{ number: owner.phone, countryCode: 'GB' }]],
    ['.mobileNumber', [{ number: owner.phone, countryCode: 'GB' }]],
    // What the test's reCAPTCHA verifier passes (tenant B asks for reCAPTCHA): not a credential of A's.
    ['.reCaptchaToken', ['human']],
    ['.freelancerEmail', [owner.email]],
    ['.password', [PASSWORD]],
    ['.currentPassword', [PASSWORD]],
    ['?token', tokens],
    ['.token', tokens],
    ['.urlToken', tokens],
    ['.otlToken', tokens],
    // A JWT tenant A issued: the owner's access token offered as an identity token.
    ['.idToken', [token]],
    ['?signature', [cvUrl.searchParams.get('signature')]],
    ['?expires', [Number(cvUrl.searchParams.get('expires'))]],
  ]);

  // Every id and UUID of every row of the owner's (but the device ids they chose themselves).
  const mine = ownerRows(await snapshot('alpha'), id, applications);
  const serverValues = new Set<string>();
  for (const [table, list] of mine)
    for (const text of list)
      for (const [column, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
        if (table === 'devices' || column === 'device_id') continue;
        const isId = column === 'id' && (typeof value === 'number' || typeof value === 'string');
        const isUuid =
          typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
        if (isId || isUuid) serverValues.add(String(value));
      }
  const catalog = await query<{ id: number; name: string | null }>(
    `SELECT id, title AS name FROM projects WHERE client_id = 'alpha'
     UNION ALL SELECT id, name FROM pools WHERE client_id = 'alpha'
     UNION ALL SELECT id, NULL FROM project_questions WHERE client_id = 'alpha'`,
  );
  return {
    sources,
    ownerId: id,
    ownerApplications: applications,
    ownerData: {
      values: [owner.marker, owner.firstName, owner.lastName, owner.referralEmail, 'SEC-Owner-4711', ...serverValues],
      echoable: [owner.email, futureEmail, owner.phone, ...devices],
    },
    tenantData: {
      values: ['Alpha Staffing', ...catalog.flatMap((c) => [String(c.id), ...(c.name ? [c.name] : [])])],
      echoable: [],
    },
  };
}

/** Who calls. */
interface Actor {
  readonly name: string;
  readonly host: string;
  /** Tenant B's side (B's host), or tenant A's. */
  readonly side: 'B' | 'A';
  /** An access token; re-issued when an operation ended the session (logout, erasure). */
  token?: string;
  readonly renew?: () => Promise<string>;
  readonly key?: string;
  /** Sends the owner's refresh cookie to refreshCookie operations. */
  readonly ownerCookie?: boolean;
  /** A credential of tenant A: every operation it authenticates must answer 401 here. */
  readonly foreignCredential?: boolean;
}

/**
 * Slots that are no references, filled so that a request gets past the checks before the one the
 * matrix is after: the legal flags (nothing to agree to otherwise), and languages — by host, each
 * tenant speaking its own.
 */
const PLAIN_SLOTS: ReadonlyMap<SlotKey, (host: string) => readonly unknown[]> = new Map<
  SlotKey,
  (host: string) => readonly unknown[]
>([
  ['?terms', () => [true]],
  ['?privacy', () => [true]],
  ['.locale', (host: string) => [host === BETA ? 'fr' : 'en']],
  ['?locale', (host: string) => [host === BETA ? 'fr' : 'en']],
]);

/**
 * Slots that carry a credential of the owner's (a mailed link's token, a signed document link, a
 * JWT of tenant A's): on B's host, an operation handed one must not succeed, whatever it answers.
 */
const CREDENTIAL_SLOTS = new Set(['?token', '.token', '.urlToken', '.otlToken', '.idToken', '?signature']);
const isRefresh = (op: GeneratedOperation) => op.security.includes('refreshCookie');
const isIntegration = (op: GeneratedOperation) => op.security.includes('integrationApiKey');
const isBearer = (op: GeneratedOperation) => op.security.includes('bearerAuth');
/** Slots whose values are tenant A's catalog or configuration, not the owner's. */
const CATALOG_SLOTS = new Set([
  ...PLAIN_SLOTS.keys(),
  'project/{id}',
  'exclude/{id}',
  '.job',
  '.job.id',
  '.projectId',
  '.projectIds',
  'ext/{vmsId}',
  'projects/{vmsId}',
  '.projectVmsId',
  '.vmsId',
  '.keepVmsIds',
  'pool/{id}',
  '?poolId',
  '.pools',
  '?categoryIds',
  '.questionId',
  '.parentAnswersList.id',
  '.scopeId',
  '.groupId',
  '.answers.id',
  '.placeId',
  '.eventId',
]);

/**
 * Operations the matrix leaves out, and why. Each takes no slot (the first test checks): were one
 * to take an id, it would be tried again.
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  // Answers places of the gazetteer, which all tenants share; its first call loads the gazetteer
  // into the database (a minute on the embedded one), far beyond this suite's time.
  resolveLocation: 'no tenant data: the shared gazetteer',
};

/**
 * Whether `actor` calls `op`. Integration operations are the keys' alone. On A's host, an operation
 * that needs no login and is handed something only the owner has (a link token, a subscription
 * link's UUID, their password, their refresh cookie) is skipped: whoever holds that is the owner
 * as far as the operation can know — those credentials are tried on B's host instead.
 */
function calls(actor: Actor, op: GeneratedOperation): boolean {
  if (op.operationId in LEFT_OUT) return false;
  if (isIntegration(op) !== (actor.key !== undefined)) return false;
  if (actor.side === 'B') return true;
  if (isBearer(op)) return true;
  const ownerCapability = op.slots.some((s) => !CATALOG_SLOTS.has(s)) || op.security.includes('refreshCookie');
  return !ownerCapability;
}

/** The values tried in a slot on `host`. */
const valuesOf = (key: SlotKey, host: string): readonly unknown[] =>
  PLAIN_SLOTS.get(key)?.(host) ?? fixture.sources.get(key) ?? [];

/** The value combinations to try in an operation's slots on `host` (at most MAX_VARIANTS). */
function variants(op: GeneratedOperation, host: string): Map<SlotKey, unknown>[] {
  const keys = [...new Set(op.slots)];
  let combos: Map<SlotKey, unknown>[] = [new Map<SlotKey, unknown>()];
  for (const key of keys) {
    const values = valuesOf(key, host);
    combos = combos.flatMap((combo) => values.map((value) => new Map<SlotKey, unknown>([...combo, [key, value]])));
  }
  return combos.slice(0, MAX_VARIANTS);
}

interface Call {
  readonly op: GeneratedOperation;
  readonly actor: Actor;
  readonly options: CallOptions;
  readonly response?: CallResult;
  readonly error?: string;
}

async function call(actor: Actor, op: GeneratedOperation, options: CallOptions): Promise<Call> {
  const headers: Record<string, string> = { ...fromElsewhere() };
  if (actor.key) headers['x-api-key'] = actor.key;
  if (actor.ownerCookie && op.security.includes('refreshCookie'))
    headers['cookie'] = `auth.refresh=${owner.session.refreshToken}`;
  const send = () =>
    server.call(op.operationId, {
      ...options,
      host: actor.host,
      headers,
      ...(isBearer(op) && actor.token && { token: actor.token }),
    });
  try {
    let response = await send();
    // An operation before this one ended the actor's session or account (logout, erasure,
    // deactivation): the call is made again as a new talent of the same kind.
    if (response.status === 401 && isBearer(op) && actor.renew) {
      actor.token = await actor.renew();
      response = await send();
    }
    return { op, actor, options, response };
  } catch (error) {
    return { op, actor, options, error: (error as Error).message };
  }
}

/** What is wrong with an answer, if anything. */
function problemsOf(c: Call): string[] {
  const where = `${c.actor.name}: ${c.op.operationId} ${JSON.stringify({ path: c.options.path, query: c.options.query })}`;
  if (c.error) return [`${where} → ${c.error.slice(0, 300)}`];
  const response = c.response!;
  const problems: string[] = [];
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  if (response.status >= 500) problems.push(`${where} → ${response.status} ${text.slice(0, 200)}`);
  if (c.actor.foreignCredential && (isBearer(c.op) || isIntegration(c.op)) && response.status !== 401)
    problems.push(`${where} → ${response.status}: tenant A's credential was not refused on B's host`);
  const credential = c.op.slots.some((s) => CREDENTIAL_SLOTS.has(s)) || (c.actor.ownerCookie && isRefresh(c.op));
  if (c.actor.side === 'B' && credential && response.status >= 200 && response.status < 300)
    problems.push(`${where} → ${response.status}: a credential of the owner's was taken on B's host`);
  if (response.status >= 200 && response.status < 300) {
    const request = JSON.stringify({ path: c.options.path, query: c.options.query, body: c.options.body });
    const leak =
      found(fixture.ownerData, text, request) ??
      (c.actor.side === 'B' ? found(fixture.tenantData, text, request) : undefined);
    if (leak) problems.push(`${where} → ${response.status} carrying "${leak}": ${text.slice(0, 300)}`);
    const type = String(response.headers['content-type'] ?? '');
    const named = c.op.slots.some((s) => c.actor.side === 'B' || !CATALOG_SLOTS.has(s));
    if (named && response.bytes?.length && !type.includes('json'))
      problems.push(`${where} → ${response.status} ${type}: a file answered for A's id`);
  }
  return problems;
}

/** Runs every operation for each actor (the actors side by side); returns the problems found. */
async function runMatrix(actors: Actor[], operations: GeneratedOperation[], log: Call[]): Promise<string[]> {
  const perActor = await Promise.all(
    actors.map(async (actor) => {
      const problems: string[] = [];
      for (const op of operations.filter((o) => calls(actor, o))) {
        for (const values of variants(op, actor.host)) {
          const options = await op.request((key) => values.get(key));
          const result = await call(actor, op, options);
          log.push(result);
          problems.push(...problemsOf(result));
        }
      }
      return problems;
    }),
  );
  return perActor.flat();
}

let operations: GeneratedOperation[];
let betaTalent: string;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ...ACCOUNT_TEST_ENV,
      INTEGRATION_API_KEY_ALPHA: ALPHA_KEY,
      INTEGRATION_API_KEY_BETA: BETA_KEY,
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    overrides: { recaptcha: humanRecaptcha },
  });
  await distinctiveIds();
  operations = generatedOperations(new Set(PLAIN_SLOTS.keys()));
  fixture = await buildFixture();
  await insertProjects(server, 'beta', [{ title: 'Beta job', vmsId: 'BETA-1' }]);
  betaTalent = (await directAccount(server, 'beta', 'beta.talent@example.com')).token;
}, 120_000);
afterAll(() => server?.close());

describe('the cross-tenant matrix', () => {
  it('has values for every slot of every operation', () => {
    const missing = operations.flatMap((op) =>
      op.slots.filter((s) => !valuesOf(s, ALPHA).length).map((s) => `${op.operationId}: ${s}`),
    );
    expect(missing, 'slots without a fixture value: add the kind of id to the fixture').toEqual([]);
    const leftOut = operations.filter((op) => op.operationId in LEFT_OUT);
    expect(leftOut.map((op) => [op.operationId, op.slots])).toEqual(Object.keys(LEFT_OUT).map((id) => [id, []]));
    expect(operations.length).toBeGreaterThan(150);
  });

  it("reaches the owner's resources with the generated requests: each slot, in the owner's own reads", async () => {
    const reads = operations.filter((op) => op.method === 'GET' && !isIntegration(op));
    const ownerSlots = new Set(reads.flatMap((op) => op.slots.filter((s) => !CATALOG_SLOTS.has(s))));
    const reached = new Set<SlotKey>();
    for (const op of reads.filter((o) => o.slots.some((s) => ownerSlots.has(s)))) {
      for (const values of variants(op, ALPHA)) {
        const response = await server.call(op.operationId, {
          ...(await op.request((key) => values.get(key))),
          ...(isBearer(op) && { token: owner.session.access_token }),
        });
        if (response.status >= 200 && response.status < 300) for (const s of op.slots) reached.add(s);
      }
    }
    expect(ownerSlots.size).toBeGreaterThanOrEqual(8);
    expect(
      [...ownerSlots].filter((s) => !reached.has(s)),
      "slots no read of the owner's answered 2xx with",
    ).toEqual([]);
  });

  it("gives tenant B's side nothing of tenant A and changes nothing of it", { timeout: 120_000 }, async () => {
    const log: Call[] = [];
    await settle();
    const alphaBefore = await snapshot('alpha');
    const betaBefore = await snapshot('beta');
    const actors: Actor[] = [
      {
        name: "B's talent on B's host",
        host: BETA,
        side: 'B',
        token: betaTalent,
        ownerCookie: true,
        renew: async () => (await directAccount(server, 'beta', `beta.${Math.random()}@example.com`)).token,
      },
      {
        name: "the owner's token on B's host",
        host: BETA,
        side: 'B',
        token: owner.session.access_token,
        ownerCookie: true,
        foreignCredential: true,
      },
      { name: "B's key on B's host", host: BETA, side: 'B', key: BETA_KEY },
      { name: "A's key on B's host", host: BETA, side: 'B', key: ALPHA_KEY, foreignCredential: true },
    ];
    const problems = await runMatrix(actors, operations, log);
    await settle();
    expect(problems).toEqual([]);
    expect(differences(alphaBefore, await snapshot('alpha')), "tenant A's rows").toEqual([]);
    const leaks = written(betaBefore, await snapshot('beta')).filter(
      (row) => found(assigned(fixture.ownerData), row) ?? found(fixture.tenantData, row),
    );
    expect(leaks, "rows of tenant B written meanwhile that name tenant A's").toEqual([]);
    expect(log.length).toBeGreaterThan(200);
  });

  it(
    "gives a second talent of A, and nobody, nothing of the owner's and changes nothing of theirs",
    { timeout: 120_000 },
    async () => {
      const log: Call[] = [];
      await settle();
      const before = await snapshot('alpha');
      const second = await directAccount(server, 'alpha', 'second.talent@example.com');
      const actors: Actor[] = [
        {
          name: 'a second talent of A',
          host: ALPHA,
          side: 'A',
          token: second.token,
          renew: async () => (await directAccount(server, 'alpha', `second.${Math.random()}@example.com`)).token,
        },
        { name: "nobody on A's host", host: ALPHA, side: 'A' },
      ];
      const problems = await runMatrix(actors, operations, log);
      await settle();
      expect(problems).toEqual([]);
      const after = await snapshot('alpha');
      expect(differences(ownerRows(before), ownerRows(after)), "the owner's rows").toEqual([]);
      const mine = new Set([...ownerRows(after).entries()].flatMap(([t, rows]) => rows.map((r) => `${t}: ${r}`)));
      const pointing = written(before, after).filter(
        (row) => !mine.has(row) && found(assigned(fixture.ownerData), row),
      );
      expect(pointing, "rows written meanwhile that name the owner's").toEqual([]);
      expect(log.length).toBeGreaterThan(150);
    },
  );
});

describe('row-level security, the second wall', () => {
  /** Runs `work` on one connection in a transaction as the requests' role, rolled back afterwards. */
  async function asRequestRole<T>(
    tenant: string | undefined,
    work: (q: (text: string) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>) => Promise<T>,
  ): Promise<T> {
    const client = await db().pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('role', 'talent_app', true)`);
      if (tenant) await client.query(`SELECT set_config('app.client_id', $1, true)`, [tenant]);
      return await work((text) => client.query(text));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('covers every table with a tenant column, for the role the requests run as', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(30);
    const unprotected = await query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname = ANY($1)
          AND NOT (c.relrowsecurity AND EXISTS (
            SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid
               AND (p.polroles = '{0}' OR 'talent_app'::regrole = ANY(p.polroles))))`,
      [tables],
    );
    expect(unprotected.map((r) => r.table)).toEqual([]);
    const [role] = await query<{ rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
      `SELECT rolsuper, rolbypassrls,
              (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owns
         FROM pg_roles r WHERE rolname = 'talent_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  it("reads nothing of tenant A's with B's setting in any table it may read, tenant column or not", async () => {
    // Tables without a tenant column have no row-level security: whatever the role may read there
    // must be no tenant's (the shared gazetteer) — the job queue's tables included.
    const readable = await query<{ table: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS table FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND has_table_privilege('talent_app', c.oid, 'SELECT') ORDER BY 1`,
    );
    expect(readable.length).toBeGreaterThan(30);
    const leaks = await asRequestRole('beta', async (q) => {
      const found_: string[] = [];
      for (const { table } of readable) {
        const { rows } = await q(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
        for (const { row } of rows) {
          const leak = found(assigned(fixture.ownerData), row as string) ?? found(fixture.tenantData, row as string);
          if (leak) found_.push(`${table}: "${leak}" in ${(row as string).slice(0, 200)}`);
        }
      }
      return found_;
    });
    expect(leaks).toEqual([]);
  });

  it("queues no job for tenant A with B's setting (the job queue's tables)", async () => {
    const tables = await query<{ table: string }>(
      `SELECT c.oid::regclass::text AS table FROM pg_class c
        WHERE c.oid = 'pgboss.job'::regclass
           OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'pgboss.job'::regclass)`,
    );
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(['pgboss.job', 'pgboss.job_common']));
    for (const { table } of tables) {
      const insert = (tenant: string) =>
        asRequestRole('beta', (q) =>
          q(`INSERT INTO ${table} (id, name, data) VALUES (gen_random_uuid(), 'message', '{"clientId":"${tenant}"}')`),
        );
      await expect(insert('alpha'), table).rejects.toThrow(/row-level security/);
      expect((await insert('beta')).rowCount, table).toBe(1);
    }
  });

  it("sees and changes no row without the tenant setting, and none of A's with B's", async () => {
    const tables = await tenantTables();
    const alphaRows = await query<{ n: number }>(
      tables.map((t) => `SELECT count(*)::int AS n FROM "${t}" WHERE client_id = 'alpha'`).join(' UNION ALL '),
    );
    // The fixture's rows are there (read as the owner of the tables, whom row-level security spares).
    expect(alphaRows.filter((r) => r.n > 0).length).toBeGreaterThan(20);

    for (const tenant of [undefined, 'beta']) {
      const seen = await asRequestRole(tenant, async (q) => {
        const counts: string[] = [];
        for (const table of tables) {
          const filter = tenant ? `WHERE client_id <> '${tenant}'` : '';
          const { rows } = await q(`SELECT count(*)::int AS n FROM "${table}" ${filter}`);
          if (rows[0]!['n'] !== 0) counts.push(`${table}: ${String(rows[0]!['n'])} seen`);
          const { rowCount } = await q(`UPDATE "${table}" SET client_id = client_id WHERE client_id = 'alpha'`);
          if (rowCount !== 0) counts.push(`${table}: ${rowCount} updated`);
        }
        return counts;
      });
      expect(seen, `as the requests' role with ${tenant ? `tenant ${tenant}'s setting` : 'no tenant setting'}`).toEqual(
        [],
      );
    }
  });
});
