// Reads on a real streaming replica (DATABASE_READ_URL): a primary of our own (initdb, wal_level
// replica) and a hot standby made from it with pg_basebackup, each on a free loopback port in a
// temporary folder, removed afterwards. With replay paused on the standby, what a search returns
// shows where it ran: a project added on the primary is missing from a visitor's search (served by
// the replica), while the talent who just excluded a project never sees it again (their reads go
// to the primary until the replica has replayed their write). PostgreSQL's server binaries refuse
// to run as root, so as root (CI) they run as the `postgres` user.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { components } from '@talent/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisWriteMarks } from '../src/db/readRouting.ts';
import type { ReplicaStatus } from '../src/db/readRouting.ts';
import { registerAndLogin } from './accounts.ts';
import { insertProjects } from './catalog.ts';
import { DB_KIND, rawRequest, startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import {
  clusterFolder,
  freePort,
  initCluster,
  pgRun,
  postgresBin,
  startCluster as startPostgres,
} from './pgCluster.ts';

type Results = components['schemas']['ProjectSearchResponse'];

describe.skipIf(DB_KIND === 'pglite')('reads on a streaming replica (DATABASE_READ_URL)', () => {
  let bin: string;
  let work: string | undefined;
  const started: string[] = [];
  let primaryUrl: string;
  let standbyUrl: string;
  let primary: pg.Client;
  let standby: pg.Client;
  let server: TestServer | undefined;
  let token: string;
  const id: Record<string, number | undefined> = {};

  /** Starts a cluster in `dir` on `port` and remembers to stop it. */
  async function startCluster(dir: string, port: number, settings: string): Promise<void> {
    // Appended settings win over earlier lines (pg_basebackup copied the primary's port too).
    await startPostgres(bin, work!, dir, port, settings);
    started.push(dir);
  }

  beforeAll(async () => {
    bin = postgresBin();
    work = await clusterFolder('talent-replica-');
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    const primaryDir = join(work, 'primary');
    const standbyDir = join(work, 'standby');
    await initCluster(bin, primaryDir);
    await startCluster(primaryDir, primaryPort, 'wal_level = replica\nmax_wal_senders = 4\nfsync = off\n');
    // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from the primary.
    await pgRun(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await startCluster(standbyDir, standbyPort, 'hot_standby = on\nfsync = off\n');
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    primary = new pg.Client({ connectionString: primaryUrl });
    standby = new pg.Client({ connectionString: standbyUrl });
    await primary.connect();
    await standby.connect();
    expect((await standby.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0]!.r).toBe(true);

    server = await startTestServer({
      // A bound long enough that the replica counts as fresh while this test pauses its replay.
      env: { DATABASE_URL: primaryUrl, DATABASE_READ_URL: standbyUrl, READ_REPLICA_MAX_LAG_MS: '60000' },
    });
    [id['harbour'], id['quay']] = await insertProjects(server, 'alpha', [
      { title: 'Zanzibar Harbour Pilot', descriptionText: 'Guide ships into the harbour.' },
      { title: 'Zanzibar Quay Surveyor', descriptionText: 'Survey the quay walls.' },
    ]);
    token = (await registerAndLogin(server, 'replica-reader@example.com')).access_token;
    await caughtUp();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await primary?.end().catch(() => undefined);
    await standby?.end().catch(() => undefined);
    for (const dir of started.reverse()) {
      await pgRun(bin, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Waits until the standby has replayed everything the primary wrote so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    await vi.waitFor(
      async () => {
        const replayed = await standby.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [
          rows[0]!.lsn,
        ]);
        expect(replayed.rows[0]!.ok).toBe(true);
      },
      { ...WAIT_FOR, timeout: 10_000 },
    );
  }

  const readReplica = async (on = server!): Promise<ReplicaStatus> => {
    const ready = await rawRequest(on.url, { method: 'GET', path: '/readyz' });
    expect(ready.status).toBe(200);
    return (JSON.parse(ready.body) as { readReplica: ReplicaStatus }).readReplica;
  };
  const search = async (options: { token?: string } = {}, on = server!) => {
    const response = await on.call<Results>(options.token ? 'searchProjects' : 'publicSearchProjects', {
      ...options,
      body: { offset: 0, size: 20, query: 'zanzibar' },
    });
    expect(response.status).toBe(200);
    return response.body.results.map((job) => job.id).sort((a, b) => a - b);
  };

  it('serves searches from the replica', async () => {
    expect(await readReplica()).toMatchObject({ state: 'streaming', maxLagMs: 60_000 });
    const before = (await readReplica()).reads.replica;
    expect(await search()).toEqual([id['harbour'], id['quay']]);
    expect(await search({ token })).toEqual([id['harbour'], id['quay']]);
    expect((await readReplica()).reads.replica).toBe(before + 2);
    // The sitemap's catalog too.
    const sitemap = await rawRequest(server!.url, { method: 'GET', path: '/sitemap.xml' });
    expect(sitemap.status).toBe(200);
    expect((await readReplica()).reads.replica).toBe(before + 3);
  });

  it("shows a talent's write in their very next search, from the replica once it has replayed it", async () => {
    const before = (await readReplica()).reads;
    for (let n = 0; n < 100; n++) {
      const excluded = n % 2 === 0;
      const set = await server!.call('setProjectExclusions', {
        token,
        body: { projectIds: [id['quay']!], excluded },
      });
      expect(set.status).toBe(204);
      expect((await search({ token })).includes(id['quay']!), `search ${n}`).toBe(!excluded);
    }
    const after = (await readReplica()).reads;
    // Each search ran where the write was: on the replica once it had replayed it, else the primary.
    expect(after.replica - before.replica + after.primary.behind - before.primary.behind).toBe(100);
  });

  it('never serves a talent their own write stale; visitors keep reading the paused replica', async () => {
    await standby.query('SELECT pg_wal_replay_pause()');
    await vi.waitFor(
      async () => {
        const { rows } = await standby.query<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state');
        expect(rows[0]!.state).toBe('paused');
      },
      { ...WAIT_FOR, timeout: 10_000 },
    );
    try {
      // Written on the primary while the standby replays nothing: only a read on the primary finds it.
      [id['lighthouse']] = await insertProjects(server!, 'alpha', [
        { title: 'Zanzibar Lighthouse Keeper', descriptionText: 'Keep the light burning.' },
      ]);
      const old = [id['harbour'], id['quay']];
      expect(await search()).toEqual(old);
      // The talent wrote nothing since the replica last caught up: their search runs there too.
      expect(await search({ token })).toEqual(old);

      // Now the talent writes: not interested in the harbour pilot.
      const excluded = await server!.call('excludeProject', { token, path: { id: id['harbour']! } });
      expect(excluded.status).toBe(204);
      const behind = (await readReplica()).reads.primary.behind;
      // Their next search must not come from the replica, which lacks the exclusion: it comes from
      // the primary (which also has the lighthouse keeper).
      expect(await search({ token })).toEqual([id['quay'], id['lighthouse']]);
      expect((await readReplica()).reads.primary.behind).toBe(behind + 1);
      // A visitor still reads the paused replica.
      expect(await search()).toEqual(old);

      // An account made now (registration and login write on the primary) is not on the replica:
      // its first reads run on the primary rather than failing to find the talent.
      const newcomer = (await registerAndLogin(server!, 'replica-newcomer@example.com')).access_token;
      expect(await search({ token: newcomer })).toEqual([id['harbour'], id['quay'], id['lighthouse']]);

      // A project the replica does not have yet is not a 404: the primary confirms the miss.
      const page = await server!.call<components['schemas']['Job']>('getProject', { path: { id: id['lighthouse']! } });
      expect(page.status).toBe(200);
      expect(page.body.title).toBe('Zanzibar Lighthouse Keeper');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    // Replayed: the talent's reads go to the replica again, and it has their exclusion.
    const served = (await readReplica()).reads.replica;
    expect(await search({ token })).toEqual([id['quay'], id['lighthouse']]);
    expect(await search()).toEqual([id['harbour'], id['quay'], id['lighthouse']]);
    expect((await readReplica()).reads.replica).toBe(served + 2);
  });

  it('reads from the primary while the replica lags beyond the bound', async () => {
    const strict = await startTestServer({
      env: { DATABASE_URL: primaryUrl, DATABASE_READ_URL: standbyUrl, READ_REPLICA_MAX_LAG_MS: '300' },
    });
    try {
      await caughtUp();
      await vi.waitFor(async () => expect((await readReplica(strict)).state).toBe('streaming'), {
        ...WAIT_FOR,
        timeout: 10_000,
      });
      await standby.query('SELECT pg_wal_replay_pause()');
      const [late] = await insertProjects(strict, 'alpha', [
        { title: 'Zanzibar Ferry Mate', descriptionText: 'Crew.' },
      ]);
      await vi.waitFor(async () => expect((await readReplica(strict)).state).toBe('lagging'), {
        ...WAIT_FOR,
        timeout: 10_000,
      });
      expect(await search({}, strict)).toContain(late);
      expect((await readReplica(strict)).reads.primary.unhealthy).toBeGreaterThan(0);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
      await strict.close();
    }
  });

  it('shares write marks through Redis: the highest wins, and they expire', async () => {
    const marks = redisWriteMarks(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379', 300);
    try {
      const key = `test:${randomUUID()}`;
      await marks.raise(key, 0x1_0000_0000n);
      await marks.raise(key, 0xffff_ffffn);
      expect(await marks.get(key)).toBe(0x1_0000_0000n);
      await marks.raise(key, 0x1_0000_0001n);
      expect(await marks.get(key)).toBe(0x1_0000_0001n);
      await vi.waitFor(async () => expect(await marks.get(key)).toBeUndefined(), { ...WAIT_FOR, timeout: 5000 });
    } finally {
      await marks.close();
    }
  });

  it('falls back to the primary when the replica is down, and stays ready', async () => {
    await standby.end();
    await pgRun(bin, 'pg_ctl', ['-D', started[1]!, '-m', 'fast', '-w', 'stop']);
    started.pop();
    // At once, before a probe noticed: the failed read runs again on the primary.
    expect(await search()).toHaveLength(4);
    expect(await search({ token })).toHaveLength(3);
    const status = await readReplica();
    expect(status.state).toBe('down');
    expect(status.reads.primary.failed + status.reads.primary.unhealthy).toBeGreaterThanOrEqual(2);
  });
});
