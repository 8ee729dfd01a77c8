// Integration test harness: a real server on a real port, over PGlite or the machine's PostgreSQL
// (one fresh database per test file), and a client that calls operations by operationId and
// validates every response against the contract (status declared, content type, body schema).
import { inject } from 'vitest';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { REPO_ROOT, loadConfig } from '../src/bootstrap/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { contractAjv, contractRefs, loadContract } from '../src/contract/contract.ts';
import type { Database } from '../src/db/client.ts';
import { createServer } from '../src/bootstrap/server.ts';
import type { Server, ServerOverrides } from '../src/bootstrap/server.ts';
import { ADMIN_URL, connectionsClosed, copyDataDir, databaseUrl } from './templates.ts';

/** Which database the tests of this run use (vitest project env). */
export const DB_KIND: 'pglite' | 'postgres' = process.env['TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';

export const FIXTURE_TENANTS = join(import.meta.dirname, 'fixtures', 'tenants');
export const ALPHA = 'alpha.test';
export const BETA = 'beta.test';

/** The parsed tenant.json of a fixture tenant (to derive test tenants from). */
export function fixtureTenant(id: string): { context: Record<string, unknown>; config: Record<string, unknown> } {
  return JSON.parse(readFileSync(join(FIXTURE_TENANTS, id, 'tenant.json'), 'utf8')) as {
    context: Record<string, unknown>;
    config: Record<string, unknown>;
  };
}

/**
 * A temporary tenants folder: the fixture tenants, with `tenants` (tenant.json contents by id) added
 * or replacing fixtures — for settings only known at run time, such as a local issuer's port. Pass
 * `dir` as `TENANTS_DIR`; `remove()` deletes it.
 */
export function tenantsDir(tenants: Record<string, unknown>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'talent-tenants-'));
  cpSync(FIXTURE_TENANTS, dir, { recursive: true });
  for (const [id, file] of Object.entries(tenants)) {
    mkdirSync(join(dir, id), { recursive: true });
    writeFileSync(join(dir, id, 'tenant.json'), JSON.stringify(file, null, 2));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One language of a page version to publish (`publishCmsPage`). */
export interface PageText {
  readonly language: string;
  readonly title: string;
  readonly markdown: string;
}

/**
 * Publishes a version of a CMS page in a tenants folder as an editor does: one Markdown file per
 * language, `published` as given (a date or an ISO moment). With `server`, its tenant registry
 * then re-reads the tenant, as the folder watcher or SIGHUP would.
 */
export function publishCmsPage(
  page: { dir: string; tenant: string; slug: string; version: string; published: string; texts: readonly PageText[] },
  server?: TestServer,
): void {
  const folder = join(page.dir, page.tenant, 'cms', 'pages', page.slug);
  mkdirSync(folder, { recursive: true });
  for (const text of page.texts) {
    const source = `---\ntitle: ${JSON.stringify(text.title)}\npublished: '${page.published}'\n---\n\n${text.markdown}\n`;
    writeFileSync(join(folder, `${page.version}.${text.language}.md`), source);
  }
  server?.server.context.tenants.reload(server.server.app.log, new Set([page.tenant]));
}

/**
 * A uniquely named PostgreSQL database on the machine's server; `drop()` removes it once its
 * connections are gone. pg's pool.end() resolves before its connections have closed, and a forced
 * drop would kill them mid-goodbye (an unhandled error), so `drop()` waits for them briefly first.
 */
async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      // The server's pool closes its connections as it shuts down; give them a second, then force.
      await connectionsClosed(cleanup, name, 1000);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database, migrated and with the job queue's tables (and with `gazetteer`, the location
 * dataset loaded): a copy of this run's template (test/templates.ts) — a PGlite data directory of
 * its own, or a uniquely named PostgreSQL database — removed by `drop()`.
 */
export async function freshDatabase(
  options: { readonly gazetteer?: boolean | undefined } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const template = options.gazetteer ? templates.geo : templates.base;
  if (DB_KIND === 'pglite') {
    const copy = copyDataDir(template);
    const database = await openDatabase({ dataDir: copy.dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        copy.remove();
      },
    };
  }
  const created = await createPostgresDatabase('talent_test', template);
  const database = await openDatabase({ url: created.url, dataDir: 'unused' });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * No shedding on event-loop delay, for every server a test starts (in-process or a child process):
 * a test machine's CPU contention (other test files, other builds) delays the loop by hundreds of
 * milliseconds, which is not that server's overload — a crash-safety check read after a restart
 * was answered 503 `error.overloaded` on a loaded CI machine. The limits of work in flight stay
 * (they follow the test's own requests); test/overload.test.ts sheds on purpose.
 */
export const NO_SHEDDING_ON_DELAY: Readonly<Record<string, string>> = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_PAGE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * The database environment of a child process (a CLI under test): a PGlite data directory inside
 * `work`, or a fresh PostgreSQL database, whichever this test project uses. `drop()` removes the
 * PostgreSQL database (the caller removes `work`).
 */
export async function childDatabaseEnv(
  work: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (DB_KIND === 'pglite') return { env: { DATA_DIR: join(work, 'data') }, drop: () => Promise.resolve() };
  const created = await createPostgresDatabase('talent_cli');
  return { env: { DATABASE_URL: created.url, DATA_DIR: join(work, 'unused') }, drop: created.drop };
}

/** An operation of the contract as the test client reads it. */
export interface Operation {
  method: string;
  path: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

const contract = loadContract() as unknown as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'> & { operationId: string }>>;
  components: { responses: Record<string, Operation['responses'][string]> };
};
const operations = new Map<string, Operation>();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, op] of Object.entries(item))
    operations.set(op.operationId, { method: method.toUpperCase(), path, responses: op.responses });
}

/** The contract's operation `operationId` (for `assertMatchesContract` on raw requests). */
export function contractOperation(operationId: string): Operation {
  const op = operations.get(operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  return op;
}

const ajv = contractAjv({ allErrors: true });
const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(contractRefs(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

/** A response of the test client. */
export interface CallResult<T = unknown> {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: T;
  /** The body's bytes as received (binary answers such as images; `body` holds them as utf8 text). */
  readonly bytes?: Buffer;
}

/** A plain HTTP request to the test server (keeps the Host header, unlike fetch). */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; host?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<CallResult<string>> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method,
        headers: {
          host: options.host ?? ALPHA,
          ...options.headers,
          ...(options.body !== undefined && { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Options of one operation call. */
export interface CallOptions {
  readonly host?: string;
  readonly token?: string;
  readonly path?: Record<string, string | number>;
  readonly query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  readonly body?: unknown;
  /** A body sent as is instead of `body` as JSON (multipart uploads: see `multipartBody`). */
  readonly rawBody?: { readonly contentType: string; readonly data: Buffer };
  readonly headers?: Record<string, string>;
}

/** One part of a multipart/form-data body: a file (with a name and type) or a text field. */
export interface FormPart {
  readonly name: string;
  readonly data: Buffer | string;
  readonly filename?: string;
  readonly contentType?: string;
}

/** A multipart/form-data body, encoded by the platform's own FormData (the way browsers send it). */
export async function multipartBody(parts: readonly FormPart[]): Promise<{ contentType: string; data: Buffer }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined && typeof part.data === 'string') form.append(part.name, part.data);
    else {
      const bytes = typeof part.data === 'string' ? part.data : new Uint8Array(part.data);
      const blob = new Blob([bytes], part.contentType ? { type: part.contentType } : {});
      form.append(part.name, blob, part.filename ?? 'blob');
    }
  }
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    data: Buffer.from(await request.arrayBuffer()),
  };
}

/** A server over HTTP: an in-process test server, or a server process (test/childServer.ts). */
export interface ApiClient {
  readonly url: string;
  /** Calls an operation and validates the response against the contract. */
  call<T = unknown>(operationId: string, options?: CallOptions): Promise<CallResult<T>>;
  /** The dev outbox of a tenant host, newest first. */
  outbox(host?: string): Promise<OutboxMessage[]>;
}

/** A running test server. */
export interface TestServer extends ApiClient {
  readonly server: Server;
  close(): Promise<void>;
}

/** A message of the dev outbox. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  links: string[];
  attachments: { filename: string; contentType: string; content: string }[];
  /** Extra headers (RFC 8058 `List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers: Record<string, string>;
  createdAt: string;
}

/**
 * Calls an operation on the server at `baseUrl` (a test server, or a proxy in front of several) and
 * validates the response against the contract.
 */
export async function callOperation<T = unknown>(
  baseUrl: string,
  operationId: string,
  call: CallOptions = {},
): Promise<CallResult<T>> {
  const op = operations.get(operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  let path = `/v1/api${op.path}`;
  for (const [name, value] of Object.entries(call.path ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (query.size > 0) path += `?${query}`;
  const body = call.rawBody?.data ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const response = await rawRequest(baseUrl, {
    method: op.method,
    path,
    host: call.host ?? ALPHA,
    headers: {
      ...(body !== undefined && { 'content-type': call.rawBody?.contentType ?? 'application/json' }),
      ...(call.token && { authorization: `Bearer ${call.token}` }),
      ...call.headers,
    },
    ...(body !== undefined && { body }),
  });
  assertMatchesContract(operationId, op, response);
  const type = String(response.headers['content-type'] ?? '');
  const parsed = type.includes('json') && response.body ? (JSON.parse(response.body) as T) : (response.body as T);
  return { ...response, body: parsed };
}

/** Options of `startTestServer`. */
export interface TestServerOptions {
  /** Environment of the server; with `DATABASE_URL`, the server opens that database itself (the caller drops it). */
  readonly env?: Record<string, string>;
  readonly overrides?: Omit<ServerOverrides, 'database'>;
  /** Adds routes before the server listens, as the portal does (`runServer({ extend })`). */
  readonly extend?: (server: Server) => Promise<void>;
  /**
   * Loads the bundled gazetteer into the database before the server answers (seconds per database,
   * so only for tests of places: location lookup, cities in search and the feed). Without it the
   * tables stay empty and cities match by their names, as before a server's first load.
   */
  readonly gazetteer?: boolean;
  /** The address to listen on (default 127.0.0.1; `url` keeps using 127.0.0.1 unless it is specific). */
  readonly listenHost?: string;
}

/**
 * Starts a server on a fresh database with the fixture tenants, or on the database `env.DATABASE_URL`
 * names (which the server opens and closes itself, and the caller drops): several servers or
 * processes on one database, as in one deployment.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop } = options.env?.['DATABASE_URL']
    ? { database: undefined, drop: () => Promise.resolve() }
    : await freshDatabase({ gazetteer: options.gazetteer });
  const config = loadConfig({
    NODE_ENV: 'test',
    TENANTS_DIR: FIXTURE_TENANTS,
    DEFAULT_TENANT: 'alpha',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    // Tests write catalog rows straight into the database; a cached search would hide them.
    // test/searchCache.test.ts turns the cache on.
    SEARCH_CACHE_SECONDS: '0',
    // Tests read activation and login links from the dev mailbox (`outbox()`).
    DEV_MAILBOX: 'true',
    // No cron monitor polling, and no real 07:00 UTC sweep in the middle of a test: digest tests run
    // the sweep themselves (`POST /__dev/digests`) with the clock they set.
    DIGEST_SCHEDULE: 'off',
    GAZETTEER_PRELOAD: options.gazetteer ? 'true' : 'false',
    ...NO_SHEDDING_ON_DELAY,
    ...options.env,
  });
  const server = await createServer(config, { ...options.overrides, ...(database && { database }) });
  if (options.gazetteer) await server.context.gazetteer.ready();
  await options.extend?.(server);
  const listenHost = options.listenHost ?? '127.0.0.1';
  await server.app.listen({ host: listenHost, port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const url = `http://${['0.0.0.0', '::'].includes(listenHost) ? '127.0.0.1' : listenHost}:${port}`;

  const call = <T>(operationId: string, options: CallOptions = {}) => callOperation<T>(url, operationId, options);

  return {
    url,
    server,
    call,
    async outbox(host = ALPHA) {
      const response = await rawRequest(url, { method: 'GET', path: '/__dev/outbox', host });
      if (response.status !== 200) throw new Error(`outbox: ${response.status} ${response.body}`);
      return JSON.parse(response.body) as OutboxMessage[];
    },
    async close() {
      await server.close();
      await drop();
    },
  };
}

/** Fails when a response's status, content type or body does not match the operation's contract. */
export function assertMatchesContract(operationId: string, op: Operation, response: CallResult<string>): void {
  const declared = op.responses[String(response.status)];
  const where = `${operationId} → ${response.status}`;
  if (!declared)
    throw new Error(`${where} is not a status the contract declares. Body: ${response.body.slice(0, 500)}`);
  const resolved = declared.$ref ? contract.components.responses[declared.$ref.split('/').pop()!]! : declared;
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!resolved.content) {
    if (response.body !== '')
      throw new Error(`${where}: the contract declares no body, got ${response.body.slice(0, 200)}`);
    return;
  }
  const media = resolved.content[type];
  if (!media)
    throw new Error(`${where}: content type "${type}" is not one of ${Object.keys(resolved.content).join(', ')}`);
  if (!type.includes('json')) return;
  const validate = validatorFor(media.schema);
  const body: unknown = JSON.parse(response.body);
  if (!validate(body)) {
    throw new Error(
      `${where}: body does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 1000)}`,
    );
  }
}

/**
 * How long `vi.waitFor` waits for something the server does in the background (a job, a replica's
 * replay, a reload), and how often it looks: `vi.waitFor(check, WAIT_FOR)`.
 */
export const WAIT_FOR = { timeout: 20_000, interval: 50 } as const;

/** Runs a Node script (a CLI) as a child process with `env` only (plus PATH); never rejects. */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env['PATH'] ?? '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}
