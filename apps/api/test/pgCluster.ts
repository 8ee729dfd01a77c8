// PostgreSQL clusters of a test's own (Debian's server binaries, initdb in a temporary folder, a
// free loopback port), for what the machine's shared server must not be put through: replication,
// a stop and a restart under load. PostgreSQL's server binaries refuse to run as root, so as root
// (CI) they run as the `postgres` user.
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed; a clear failure when there are none. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup')) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      `This test needs PostgreSQL's server binaries (initdb, pg_ctl, pg_basebackup) in ${root}/<version>/bin: install Debian's postgresql package (npm test does, see tooling/scripts/services.mjs).`,
    );
  }
  return join(root, versions[0], 'bin');
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this is root (initdb and postgres refuse root). */
export async function pgRun(bin: string, tool: string, args: readonly string[]): Promise<string> {
  const [command, full] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  try {
    return (await run(command, full, { timeout: 60_000 })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${tool} failed: ${stderr || message}`, { cause: error });
  }
}

/** A temporary folder the clusters can live in (owned by `postgres` when this is root); remove it afterwards. */
export async function clusterFolder(prefix: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const ids = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]).catch(() => {
      throw new Error('Running as root, this test needs a `postgres` user to run PostgreSQL as.');
    });
    chownSync(work, Number(ids[0].stdout.trim()), Number(ids[1].stdout.trim()));
  }
  return work;
}

/** Creates a cluster in `dir` (trust authentication, UTF-8, no fsync at initdb). */
export async function initCluster(bin: string, dir: string): Promise<void> {
  await pgRun(bin, 'initdb', [
    '-D',
    dir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
}

/** Appends the settings to the cluster's configuration (later lines win) and starts it on `port`. */
export async function startCluster(bin: string, work: string, dir: string, port: number, settings = ''): Promise<void> {
  appendFileSync(
    join(dir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${work}'\n${settings}`,
  );
  await pgRun(bin, 'pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', 'start']);
}

/** One cluster of a test's own, which the test may stop and start again. */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  /** Stops it (`fast`: disconnects clients and shuts down cleanly; `immediate`: as a crash would). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  remove(): Promise<void>;
}

/** Creates and starts a cluster of the test's own. */
export async function privateCluster(settings = 'fsync = off\n'): Promise<PrivateCluster> {
  const bin = postgresBin();
  const work = await clusterFolder('talent-pg-');
  const dir = join(work, 'data');
  const port = await freePort();
  await initCluster(bin, dir);
  await startCluster(bin, work, dir, port, settings);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async (mode) => {
      await pgRun(bin, 'pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    start: async () => {
      await pgRun(bin, 'pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', 'start']);
    },
    remove: async () => {
      await pgRun(bin, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
