// Opens the database (PostgreSQL at DATABASE_URL, or the embedded PGlite in its own thread), runs
// the migrations, and scopes work to one tenant. One code path for both: the same driver (`pg`),
// the same Drizzle queries and the same SQL migrations.
import { sql } from 'drizzle-orm';
import type { Logger, SQL } from 'drizzle-orm';
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

/** A streaming replica of the primary (DATABASE_READ_URL): reads only, see db/readRouting.ts. */
export interface ReadReplica {
  readonly db: Db;
  readonly pool: pg.Pool;
}

/** An open database. */
export interface Database {
  /** The primary: every write, and every read that must see the latest commit. */
  readonly db: Db;
  /** The connection pool (the job queue shares it). */
  readonly pool: pg.Pool;
  /** The read replica, when DATABASE_READ_URL names one (never on the embedded database). */
  readonly replica?: ReadReplica;
  /** `pglite`: the embedded database in its own thread; `postgres`: a server at DATABASE_URL. */
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations (as the owner, not as `talent_app`). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long a request waits for a database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000;

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A pool that outlives its database going away (a restart, a failover, a crash). A connection that
 * drops emits 'error' on its client — idle in the pool, or checked out by a request between two of
 * its statements — and an 'error' nobody listens to ends the process. So every client gets a
 * listener: the statement in flight (or the next one) fails and its request is answered 503
 * (http/errors.ts); the pool discards the broken client when it comes back, and the next request
 * connects afresh once the database is back.
 */
function survivesConnectionLoss(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * Opens PostgreSQL at `url`, or else starts PGlite in `dataDir` (`memory://` for an in-memory
 * database) in a worker thread and connects to it over the wire protocol.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  /** A streaming replica of `url` for reads (only with `url`). */
  readUrl?: string | undefined;
  dataDir: string;
  /** Sees every statement (the benchmark records the SQL of a request with it). */
  logger?: Logger;
}): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir);
  // A database that does not take a connection within a few seconds fails the request (503,
  // http/errors.ts) instead of holding it until the client gives up.
  const pool = new pg.Pool({
    connectionString: options.url ?? embedded!.url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  survivesConnectionLoss(pool);
  const db = drizzle(pool, { schema, logger: options.logger ?? false }) as unknown as Db;
  if (options.readUrl && !options.url) throw new Error('A read replica needs a PostgreSQL primary (DATABASE_URL).');
  const replicaPool = options.readUrl
    ? // A replica that does not answer must not hold a request up: after a second the read falls
      // back to the primary (readRouting.ts) instead of waiting for a connection forever (pg's default).
      new pg.Pool({ connectionString: options.readUrl, max: 10, connectionTimeoutMillis: 1000 })
    : undefined;
  if (replicaPool) survivesConnectionLoss(replicaPool);
  return {
    db,
    pool,
    ...(replicaPool && {
      replica: {
        pool: replicaPool,
        db: drizzle(replicaPool, { schema, logger: options.logger ?? false }),
      },
    }),
    kind: embedded ? 'pglite' : 'postgres',
    migrate: () => migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      await replicaPool?.end();
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
  const result = await db.transaction(async (tx) => {
    commitHooks.set(tx, hooks);
    await tx.execute(tenantSettings(clientId, options.settings));
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * The first statement of a tenant transaction. One statement for all (SET LOCAL ROLE is `role` as
 * a setting): every request pays this round trip, and on the embedded database it is part of a
 * turn other requests wait for. `extra` adds columns (the replica's freshness check).
 */
function tenantSettings(clientId: string, settings: Readonly<Record<string, string>> = {}, extra?: SQL): SQL {
  const more = Object.entries(settings).map(([name, value]) => sql`, set_config(${name}, ${value}, true)`);
  return sql`SELECT set_config('role', 'talent_app', true), set_config('app.client_id', ${clientId}, true)${sql.join(more, sql``)}${extra ? sql`, ${extra}` : sql``}`;
}

/** Thrown inside a replica transaction that is behind what the read needs (rolls it back). */
export class ReplicaBehind extends Error {
  constructor() {
    super('The read replica has not replayed the WAL position this read needs.');
  }
}

/**
 * `withTenant` for reads on a streaming replica: a READ ONLY transaction whose first statement also
 * checks that the replica has replayed the primary's WAL up to `minLsn` (so it holds every commit
 * the read must see). When it has not, the transaction is rolled back and `ReplicaBehind` thrown,
 * so the caller reads from the primary instead; the check costs no round trip of its own. A server
 * that is not in recovery (no replica at all) never counts as fresh.
 */
export async function withTenantOnReplica<T>(
  db: Db,
  clientId: string,
  minLsn: string,
  work: (tx: Tx) => Promise<T>,
  options: { readonly settings?: Readonly<Record<string, string>> } = {},
): Promise<T> {
  return db.transaction(
    async (tx) => {
      const check = sql`coalesce(pg_last_wal_replay_lsn() >= ${minLsn}::pg_lsn, false) AS fresh`;
      const [row] = rowsOf<{ fresh: boolean }>(await tx.execute(tenantSettings(clientId, options.settings, check)));
      if (!row?.fresh) throw new ReplicaBehind();
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}

/** The rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
