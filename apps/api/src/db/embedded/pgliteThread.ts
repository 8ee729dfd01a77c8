// The embedded database's own thread: opens PGlite (PostgreSQL compiled to WebAssembly) on its data
// directory and serves it over the PostgreSQL wire protocol on a Unix socket, so every statement
// runs here and never on the server's event loop. Started by `startEmbeddedPostgres`.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createWireServer } from './wireServer.ts';

/** What the parent passes. */
export interface PgliteThreadData {
  /** Data directory, or `memory://`. */
  readonly dataDir: string;
  /** The Unix socket path to listen on (inside a private folder). */
  readonly socketPath: string;
  /** pglite.wasm and initdb.wasm compiled by the parent, shared by its threads (see `embedded.ts`). */
  readonly pgliteWasmModule: WebAssembly.Module;
  readonly initdbWasmModule: WebAssembly.Module;
  /** pglite.data, read once by the parent. */
  readonly fsBundle: Blob;
}

/** What the thread reports. */
export type PgliteThreadMessage =
  { readonly type: 'ready' } | { readonly type: 'failed'; readonly message: string } | { readonly type: 'closed' };

const { dataDir, socketPath, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData as PgliteThreadData;
const port = parentPort!;

try {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  // pg_trgm (typo-tolerant search) comes from PGlite's contrib bundle; migration 0002 creates it.
  const db = await PGlite.create({
    ...(dataDir !== 'memory://' && { dataDir }),
    extensions: { pg_trgm },
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle,
  });
  const wire = createWireServer(db);
  await new Promise<void>((resolve, reject) => {
    wire.server.once('error', reject);
    wire.server.listen(socketPath, () => resolve());
  });
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void (async () => {
      await wire.close();
      await db.close();
      port.postMessage({ type: 'closed' } satisfies PgliteThreadMessage);
    })();
  });
  port.postMessage({ type: 'ready' } satisfies PgliteThreadMessage);
} catch (error) {
  port.postMessage({ type: 'failed', message: (error as Error).message } satisfies PgliteThreadMessage);
}
