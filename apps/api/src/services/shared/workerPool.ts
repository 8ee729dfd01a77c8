// Worker-thread pools (piscina) for work kept off the event loop: PDF inspection, CV drawing. A pool
// is made on first use, its idle workers leave after a minute and never keep the process up, and a
// pool whose workers cannot even start (their module fails to load, no memory for them) is dropped:
// piscina then starts no more workers, so the tasks waiting would wait forever — they fail at once
// (a server fault, not the task's), and the next task gets a new pool.
import { Piscina } from 'piscina';
import type { Transferable } from 'node:worker_threads';

/** Idle workers stay this long (starting one loads its libraries again); they never keep the process up. */
const IDLE_TIMEOUT_MS = 60_000;

/** What a pool needs besides the shared settings. */
export interface PoolOptions {
  readonly filename: string;
  readonly maxThreads: number;
  readonly resourceLimits?: { readonly maxOldGenerationSizeMb: number };
}

export interface RestartingPool<T, R> {
  /** The current pool, made when there is none (first use, or the last one's workers failed to start). */
  current(): Piscina<T, R>;
  /**
   * Runs `task` in `pool` (from `current()`); `abort` ends it, with the reason the caller gives, or
   * with the pool's failure when its workers cannot start (then rejected with that failure).
   */
  run(pool: Piscina<T, R>, task: T, abort: AbortController, transferList?: readonly Transferable[]): Promise<R>;
  /** Terminates the workers; tasks under way fail. */
  close(): Promise<void>;
}

/** A pool of workers running `options.filename`; `failure` is the error its waiting tasks fail with. */
export function restartingPool<T, R>(options: PoolOptions, failure: (cause: unknown) => Error): RestartingPool<T, R> {
  let current: Piscina<T, R> | undefined;
  /** Tasks under way, with the pool they run in. */
  const pending = new Map<AbortController, Piscina<T, R>>();
  const failures = new WeakSet<Error>();

  return {
    current() {
      if (current) return current;
      const created = new Piscina<T, R>({
        filename: options.filename,
        minThreads: 0,
        maxThreads: options.maxThreads,
        idleTimeout: IDLE_TIMEOUT_MS,
        // Tasks arrive by message; an idle worker does not block in Atomics.wait.
        atomics: 'disabled',
        ...(options.resourceLimits && { resourceLimits: options.resourceLimits }),
      });
      // Piscina reports here a worker that failed outside any task (while starting).
      created.on('error', (error: unknown) => {
        if (current === created) current = undefined;
        for (const [abort, of] of pending) {
          if (of !== created) continue;
          const reason = failure(error);
          failures.add(reason);
          abort.abort(reason);
        }
        void created.destroy();
      });
      current = created;
      return created;
    },
    async run(pool, task, abort, transferList) {
      pending.set(abort, pool);
      try {
        return await pool.run(task, { signal: abort.signal, ...(transferList && { transferList }) });
      } catch (error) {
        // Piscina rejects an aborted task with an AbortError; a failed pool's reason says more.
        const reason: unknown = abort.signal.reason;
        throw reason instanceof Error && failures.has(reason) ? reason : error;
      } finally {
        pending.delete(abort);
      }
    },
    async close() {
      await current?.destroy();
      current = undefined;
    },
  };
}
