// Opens the database (embedded PGlite, or PostgreSQL when DATABASE_URL is set), runs the
// migrations, and scopes work to one tenant. One code path for both: the same Drizzle queries and
// the same SQL migrations.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.ts';

/** A Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction scoped to one tenant. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations (as the owner, not as `talent_app`). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens PostgreSQL at `url`, or PGlite in `dataDir` (`memory://` for an in-memory database). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  /** Sees every statement (the benchmark records the SQL of a request with it). */
  logger?: Logger;
}): Promise<Database> {
  const logger = options.logger ?? false;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose connection drops (server restart, database dropped) is discarded by the
    // pool and replaced on the next query; without a listener its 'error' event would crash the
    // process. Queries in flight still reject as usual.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS }),
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm (typo-tolerant search) comes from PGlite's contrib bundle; migration 0002 creates it.
  const client = await PGlite.create({
    ...(options.dataDir !== 'memory://' && { dataDir: options.dataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/**
 * Runs `work` in a transaction as the role `talent_app` with `app.client_id` set to the tenant, so
 * row-level security limits every statement to that tenant's rows — a second wall behind the
 * explicit `client_id` filters in the queries.
 */
export function withTenant<T>(db: Db, clientId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE talent_app`);
    await tx.execute(sql`SELECT set_config('app.client_id', ${clientId}, true)`);
    return work(tx);
  });
}

/** The rows of a raw `execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
