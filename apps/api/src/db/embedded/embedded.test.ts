// The embedded database over the wire protocol: many `pg` connections take turns on PGlite's one
// session without seeing each other's transactions or statements.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import type { EmbeddedPostgres } from './embedded.ts';

describe('embedded PostgreSQL (PGlite in a worker thread)', () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres('memory://');
    pool = new pg.Pool({ connectionString: embedded.url, max: 8 });
    await pool.query('CREATE TABLE items (id serial PRIMARY KEY, owner int NOT NULL, value text NOT NULL)');
  });

  afterAll(async () => {
    await pool.end();
    await embedded.close();
  });

  it('keeps concurrent parameterised queries and transactions apart', async () => {
    const work = Array.from({ length: 120 }, async (_, i) => {
      if (i % 4 === 0) {
        // A transaction that reads its own uncommitted write: another connection's statement in
        // between would either see it or roll it back.
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO items (owner, value) VALUES ($1, $2)', [i, `v${i}`]);
          const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE owner = $1', [
            i,
          ]);
          await client.query(i % 8 === 0 ? 'COMMIT' : 'ROLLBACK');
          return rows[0]!.n;
        } finally {
          client.release();
        }
      }
      // Extended protocol (Parse/Bind/Execute/Sync): a Parse of another connection in between
      // would bind these values to the wrong statement.
      const { rows } = await pool.query<{ a: number; b: string }>('SELECT $1::int + 1 AS a, $2::text AS b', [
        i,
        `x${i}`,
      ]);
      expect(rows[0]).toEqual({ a: i + 1, b: `x${i}` });
      return 1;
    });
    expect(await Promise.all(work)).toEqual(Array.from({ length: 120 }, () => 1));
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM items');
    expect(rows[0]!.n).toBe(15);
  });

  it('rolls back a connection that disappears inside a transaction and hands the session on', async () => {
    const lost = new pg.Client({ connectionString: embedded.url });
    await lost.connect();
    await lost.query('BEGIN');
    await lost.query("INSERT INTO items (owner, value) VALUES (-1, 'lost')");
    // Another connection waits for its turn meanwhile.
    const waiting = pool.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE owner = -1');
    (lost as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    lost.on('error', () => undefined);
    expect((await waiting).rows[0]!.n).toBe(0);
  });

  it('keeps a failed statement to its own connection', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query('SELECT 1/0')).rejects.toThrow(/division by zero/);
      // The others are not stuck behind the aborted transaction, nor do they see its state.
      const other = pool.query<{ ok: number }>('SELECT 1 AS ok');
      await client.query('ROLLBACK');
      expect((await other).rows[0]!.ok).toBe(1);
    } finally {
      client.release();
    }
  });
});

describe('embedded PostgreSQL on a data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart', async () => {
    const dataDir = join(dir, 'data');
    const first = await startEmbeddedPostgres(dataDir);
    const writer = new pg.Client({ connectionString: first.url });
    await writer.connect();
    await writer.query("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await writer.end();
    await first.close();

    const second = await startEmbeddedPostgres(dataDir);
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    const { rows } = await reader.query<{ v: string }>('SELECT v FROM kept');
    await reader.end();
    await second.close();
    expect(rows).toEqual([{ v: 'still here' }]);
  });

  it('is opened by one process at a time; a process killed outright leaves it to the next', async () => {
    // Two processes on one directory write one WAL from two places: committed rows vanish, or the
    // directory no longer opens ("could not locate a valid checkpoint record").
    const dataDir = join(dir, 'shared');
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `(async () => {
           const { startEmbeddedPostgres } = await import(${JSON.stringify(new URL('./embedded.ts', import.meta.url).href)});
           const pg = (await import('pg')).default;
           const db = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
           const client = new pg.Client({ connectionString: db.url });
           await client.connect();
           await client.query("CREATE TABLE held (v text); INSERT INTO held VALUES ('committed')");
           console.log('open');
           setInterval(() => {}, 1000);
         })();`,
      ],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    holder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await vi.waitFor(() => expect(output).toContain('open'), { timeout: 30_000, interval: 50 });
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`is in use by process ${holder.pid}`);
      holder.kill('SIGKILL');
      await exited;
      // Its lock names a process that is gone: taken over, and what it committed is there.
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      const next = await startEmbeddedPostgres(dataDir);
      // Nor does one process open it twice.
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow('is in use by this process');
      const reader = new pg.Client({ connectionString: next.url });
      await reader.connect();
      const { rows } = await reader.query<{ v: string }>('SELECT v FROM held');
      await reader.end();
      await next.close();
      expect(rows).toEqual([{ v: 'committed' }]);
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});
