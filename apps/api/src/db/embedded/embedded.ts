// Starts the embedded database (PGlite) in a worker thread and gives its connection URL: a
// PostgreSQL server without a server to install, reached by `pg` over a Unix socket in a private
// folder (mode 0700, so no other local user can connect; nothing listens on a TCP port).
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './dataDirLock.ts';
import type { PgliteThreadData, PgliteThreadMessage } from './pgliteThread.ts';

/** A running embedded database. */
export interface EmbeddedPostgres {
  /** `postgres://…` URL for `pg` (the socket folder as host). */
  readonly url: string;
  /** Closes the connections, the database and the thread. */
  close(): Promise<void>;
}

/** The socket file name pg derives from the port (`.s.PGSQL.<port>`). */
const SOCKET_PORT = 5432;

/** PGlite's two WebAssembly programs, compiled, and its file-system bundle. */
type PgliteArtifacts = Pick<PgliteThreadData, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's programs compiled once per process and handed to every database thread it starts.
 * Left to itself, each thread compiles pglite.wasm (and initdb.wasm, for a new database) again and
 * frees the code when it ends. A process that opens many databases (the API's integration tests:
 * one per test file, three WebAssembly instances each) then allocates and frees JIT code pages
 * from several threads at once, the churn behind V8's "Check failed: jit_page.has_value()" aborts
 * (nodejs/node#64500, seen here as a lost Vitest worker). One compiled module shared by every
 * thread is never freed, and a database opens faster.
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const compile = async (file: string) =>
      WebAssembly.compile(await readFile(resolve(`@electric-sql/pglite/${file}`)));
    const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      readFile(resolve('@electric-sql/pglite/pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  artifacts.catch(() => {
    artifacts = undefined;
  });
  return artifacts;
}

/**
 * Starts PGlite on `dataDir` (`memory://` for an in-memory database) in its own thread. A data
 * directory is opened by one process at a time (`dataDirLock.ts`): while another has it, this throws.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const shared = await pgliteArtifacts();
  const socketDir = mkdtempSync(join(tmpdir(), 'talent-pglite-'));
  const lock = dataDir === 'memory://' ? undefined : lockDataDir(dataDir);
  const data: PgliteThreadData = { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), ...shared };
  const worker = new Worker(new URL('./pgliteThread.ts', import.meta.url), { workerData: data });
  const cleanup = () => {
    rmSync(socketDir, { recursive: true, force: true });
    lock?.release();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The embedded database thread exited (${code}) before it was ready.`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: PgliteThreadMessage) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.type === 'ready') resolve();
        else
          reject(
            new Error(`The embedded database did not open${message.type === 'failed' ? `: ${message.message}` : ''}.`),
          );
      });
    });
  } catch (error) {
    await worker.terminate();
    cleanup();
    throw error;
  }
  // The thread must not keep a process alive that has nothing else to do.
  worker.unref();
  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const done = () => {
          cleanup();
          resolve();
        };
        worker.once('exit', done);
        worker.once('message', (message: PgliteThreadMessage) => {
          if (message.type === 'closed') void worker.terminate();
        });
        worker.postMessage('close');
      });
      return closing;
    },
  };
}
