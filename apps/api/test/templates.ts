// The databases every test file starts from, made once per run by test/globalSetup.ts: migrated,
// with the job queue's schema, and one of them with the location dataset loaded. Without them each
// test file ran initdb (PGlite, seconds of WebAssembly), the migrations and pg-boss's schema again,
// and every file that needs the gazetteer loaded it again: 20 s on PostgreSQL and 31 s on PGlite
// per server on a quiet machine, over 60 s (a hook time-out) on a busy one.
//
// PostgreSQL copies a template database itself (`CREATE DATABASE … TEMPLATE`); PGlite's is a data
// directory on disk, copied per test file and opened there — as `npm start` opens its own.
// Nothing here imports vitest: the global setup runs before the test workers exist.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/bootstrap/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { createJobQueue } from '../src/jobs/jobQueue.ts';
import { GazetteerLoader } from '../src/services/geo/gazetteerLoad.ts';

/** Where each template is: PGlite data directories, or PostgreSQL database names. */
export interface Templates {
  /** Migrated, with the job queue's schema. */
  readonly base: string;
  /** The same, with the gazetteer loaded (servers started with `gazetteer: true`). */
  readonly geo: string;
}

/** What a fresh database is made of: the schema and the job queue's tables, as a server leaves them. */
async function prepare(database: Database, withGazetteer: boolean): Promise<void> {
  await database.migrate();
  const { jobs: policy } = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'template-secret-template-secret-0123',
    DATA_DIR: 'memory://',
  });
  const jobs = createJobQueue({
    database,
    policy,
    onError: (error) => process.stderr.write(`template jobs: ${error.message}\n`),
  });
  await jobs.start();
  await jobs.stop(0);
  if (withGazetteer) {
    const gazetteer = new GazetteerLoader(database.db);
    await gazetteer.ready();
    await gazetteer.close();
  }
  await database.close();
}

/** The machine's PostgreSQL, as an administrator (creates and drops the tests' databases). */
export const ADMIN_URL = process.env['TEST_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the server of ADMIN_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Whether every session to `name` closed within `timeoutMs` (pg's pool.end() resolves before its
 * connections have): a template cannot be copied, nor a database dropped without force, before.
 */
export async function connectionsClosed(admin: pg.Client, name: string, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) return true;
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Makes the templates of `kind`; `remove()` deletes them after the run. */
export async function makeTemplates(
  kind: 'pglite' | 'postgres',
): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  if (kind === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'talent-test-templates-'));
    const base = join(root, 'base');
    const geo = join(root, 'geo');
    await prepare(await openDatabase({ dataDir: base }), false);
    cpSync(base, geo, { recursive: true });
    await prepare(await openDatabase({ dataDir: geo }), true);
    return {
      templates: { base, geo },
      remove: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
    };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const base = `talent_template_${suffix}`;
  const geo = `talent_template_geo_${suffix}`;
  const untilCopyable = async (name: string) => {
    if (!(await connectionsClosed(admin, name, 5000)))
      throw new Error(`template database ${name}: its connections did not close`);
  };
  await admin.query(`CREATE DATABASE ${base}`);
  await prepare(await openDatabase({ url: databaseUrl(base), dataDir: 'unused' }), false);
  await untilCopyable(base);
  await admin.query(`CREATE DATABASE ${geo} TEMPLATE ${base}`);
  await prepare(await openDatabase({ url: databaseUrl(geo), dataDir: 'unused' }), true);
  await untilCopyable(geo);
  return {
    templates: { base, geo },
    remove: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${geo} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Copies not removed yet: a test that never closes its server must not leave 40–450 MB behind. */
const copies = new Set<string>();
process.once('exit', () => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** A copy of a PGlite template in a folder of its own; `remove()` deletes it (or the process's exit). */
export function copyDataDir(template: string): { dataDir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'talent-test-db-'));
  copies.add(root);
  const dataDir = join(root, 'data');
  cpSync(template, dataDir, { recursive: true });
  return {
    dataDir,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      copies.delete(root);
    },
  };
}
