// Opens the database (PostgreSQL at DATABASE_URL, or the embedded PGlite in its own thread), runs
// the migrations, and scopes work to one tenant. One code path for both: the same driver (`pg`),
// the same Drizzle queries and the same SQL migrations.
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/embedded.ts';
import * as schema from './schema.ts';

/** A Drizzle database. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction scoped to one tenant. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database. */
export interface Database {
  readonly db: Db;
  /** The connection pool (the job queue shares it). */
  readonly pool: pg.Pool;
  /** `pglite`: the embedded database in its own thread; `postgres`: a server at DATABASE_URL. */
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations (as the owner, not as `talent_app`). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL at `url`, or else starts PGlite in `dataDir` (`memory://` for an in-memory
 * database) in a worker thread and connects to it over the wire protocol.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  /** Sees every statement (the benchmark records the SQL of a request with it). */
  logger?: Logger;
}): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir);
  const pool = new pg.Pool({ connectionString: options.url ?? embedded!.url, max: 10 });
  // An idle client whose connection drops (server restart, database dropped) is discarded by the
  // pool and replaced on the next query; without a listener its 'error' event would crash the
  // process. Queries in flight still reject as usual.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, logger: options.logger ?? false }) as unknown as Db;
  return {
    db,
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    migrate: () => migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      await pool.end();
      await embedded?.close();
    },
  };
}

/** Work to do once a transaction has committed (waking the job workers), by transaction. */
const commitHooks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `hook` after `tx` commits (never when it rolls back). Only transactions opened by
 * `withTenant` run their hooks; elsewhere the hook is dropped, so it must only speed up what
 * happens anyway (the job workers also poll).
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
}

/**
 * Runs `work` in a transaction as the role `talent_app` with `app.client_id` set to the tenant, so
 * row-level security limits every statement to that tenant's rows — a second wall behind the
 * explicit `client_id` filters in the queries.
 */
export async function withTenant<T>(
  db: Db,
  clientId: string,
  work: (tx: Tx) => Promise<T>,
  options: {
    /** More settings for this transaction (`SET LOCAL`), such as a search's typo threshold. */
    readonly settings?: Readonly<Record<string, string>>;
  } = {},
): Promise<T> {
  const hooks: (() => void)[] = [];
  const settings = Object.entries(options.settings ?? {}).map(
    ([name, value]) => sql`, set_config(${name}, ${value}, true)`,
  );
  const result = await db.transaction(async (tx) => {
    commitHooks.set(tx, hooks);
    // One statement for all (SET LOCAL ROLE is `role` as a setting): every request pays this round
    // trip, and on the embedded database it is part of a turn other requests wait for.
    await tx.execute(
      sql`SELECT set_config('role', 'talent_app', true), set_config('app.client_id', ${clientId}, true)${sql.join(settings, sql``)}`,
    );
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/** The rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
