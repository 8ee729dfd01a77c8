// A PostgreSQL cluster of the benchmark's own, configured as a production server on this machine
// would be, beside the machine's server (which runs with Debian's defaults: 128 MB of shared
// buffers, so a catalog of a million projects — 1.75 GB of table — is read through the operating
// system's cache page by page). Debian's server binaries, a data directory kept between runs (the
// seeded databases with it), loopback only, stopped when the benchmark ends.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`--cluster needs PostgreSQL's server binaries in ${root}/<version>/bin`);
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this is root (initdb and postgres refuse root). */
async function pgRun(bin: string, tool: string, args: readonly string[]): Promise<string> {
  const [command, full] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), [...args]];
  try {
    return (await run(command, full, { timeout: 600_000 })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${tool} failed: ${stderr || message}`, { cause: error });
  }
}

/**
 * The settings the cluster runs with: a quarter of the memory (at most 8 GB) as shared buffers and
 * the rest counted as the operating system's cache (PostgreSQL's own guidance for a dedicated
 * server), random reads priced as on memory or SSD. Everything else stays PostgreSQL's default.
 */
export function productionSettings(memoryBytes = totalmem()): Record<string, string> {
  const gib = memoryBytes / 2 ** 30;
  return {
    shared_buffers: `${Math.max(1, Math.min(8, Math.floor(gib / 4)))}GB`,
    effective_cache_size: `${Math.max(1, Math.floor((gib * 3) / 4))}GB`,
    random_page_cost: '1.1',
  };
}

/** A running cluster of the benchmark. */
export interface BenchCluster {
  /** Connection URL of its `postgres` database. */
  readonly adminUrl: string;
  readonly settings: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the cluster in `dir` (made with initdb when absent) on `port` with `productionSettings`. */
export async function startBenchCluster(dir: string, port: number): Promise<BenchCluster> {
  const bin = postgresBin();
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
      chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
    }
    await pgRun(bin, 'initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const settings = productionSettings();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  await pgRun(bin, 'pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '120', '-o', options, 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    settings,
    async stop() {
      await pgRun(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
