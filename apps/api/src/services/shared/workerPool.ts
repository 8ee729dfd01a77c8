// Worker-thread pools (piscina) for work kept off the event loop: PDF inspection, CV drawing. A pool
// is made on first use, its idle workers leave after a minute and never keep the process up, and a
// pool whose workers cannot even start (their module fails to load, no memory for them) is dropped:
// piscina then starts no more workers, so the tasks waiting would wait forever — they fail at once
// (a server fault, not the task's), and the next task gets a new pool.
import { Piscina } from 'piscina';
import type { Transferable, Worker } from 'node:worker_threads';

/** Idle workers stay this long (starting one loads its libraries again); they never keep the process up. */
const IDLE_TIMEOUT_MS = 60_000;

/** What a pool needs besides the shared settings. */
export interface PoolOptions {
  readonly filename: string;
  readonly maxThreads: number;
  readonly resourceLimits?: { readonly maxOldGenerationSizeMb: number };
}

export interface RestartingPool<T, R> {
  /** Tasks waiting for a free worker (not yet handed to one). */
  readonly waiting: number;
  /** The worker thread with this id in the current pool, while it is alive. */
  thread(threadId: number): Worker | undefined;
  /**
   * Runs `task` once a worker is free; `abort` ends it — waiting or running — with the reason the
   * caller gives, or with the pool's failure when its workers cannot start (then rejected with that
   * failure).
   */
  run(task: T, abort: AbortController, options?: RunOptions): Promise<R>;
  /** Terminates the workers; tasks under way fail, tasks waiting are rejected. */
  close(): Promise<void>;
}

/** Why a task was aborted, as an Error (an abort without a reason is an AbortError). */
function abortReason(abort: AbortController): Error {
  const reason: unknown = abort.signal.reason;
  return reason instanceof Error ? reason : new DOMException('The task was aborted', 'AbortError');
}

/** How a task is handed over. */
export interface RunOptions {
  /** Moved to the worker, not copied. */
  readonly transferList?: readonly Transferable[];
  /** Called when the task leaves the queue for a worker. */
  readonly started?: () => void;
}

interface Waiting<T, R> {
  readonly task: T;
  readonly abort: AbortController;
  readonly options: RunOptions;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A pool of workers running `options.filename`; `failure` is the error its waiting tasks fail with.
 * Tasks wait in the pool's own queue and are handed to piscina only when a thread is free: a task
 * aborted while running terminates its worker, and piscina (5.3) serves the tasks queued inside it
 * at that moment with no new worker — they would wait forever behind one poisoned file. Handed over
 * one at a time, each starts a worker of its own when none is idle.
 */
export function restartingPool<T, R>(options: PoolOptions, failure: (cause: unknown) => Error): RestartingPool<T, R> {
  let current: Piscina<T, R> | undefined;
  /** Tasks under way, with the pool they run in. */
  const pending = new Map<AbortController, Piscina<T, R>>();
  const failures = new WeakSet<Error>();
  const queue: Waiting<T, R>[] = [];

  const currentPool = (): Piscina<T, R> => {
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
  };

  const start = (entry: Waiting<T, R>): void => {
    const pool = currentPool();
    pending.set(entry.abort, pool);
    entry.options.started?.();
    const { transferList } = entry.options;
    pool
      .run(entry.task, { signal: entry.abort.signal, ...(transferList && { transferList }) })
      .then(entry.resolve, (error: unknown) => {
        // Piscina rejects an aborted task with an AbortError; a failed pool's reason says more.
        const reason: unknown = entry.abort.signal.reason;
        entry.reject(reason instanceof Error && failures.has(reason) ? reason : error);
      })
      .finally(() => {
        pending.delete(entry.abort);
        pump();
      });
  };

  const pump = (): void => {
    while (pending.size < options.maxThreads && queue.length > 0) start(queue.shift()!);
  };

  return {
    get waiting() {
      return queue.length;
    },
    thread(threadId) {
      return current?.threads.find((thread) => thread.threadId === threadId);
    },
    run(task, abort, options = {}) {
      return new Promise<R>((resolve, reject) => {
        const entry: Waiting<T, R> = { task, abort, options, resolve, reject };
        if (abort.signal.aborted) return reject(abortReason(abort));
        // Aborted while waiting: out of the queue at once (running, piscina ends it).
        abort.signal.addEventListener(
          'abort',
          () => {
            const at = queue.indexOf(entry);
            if (at === -1) return;
            queue.splice(at, 1);
            reject(abortReason(abort));
          },
          { once: true },
        );
        queue.push(entry);
        pump();
      });
    },
    async close() {
      for (const entry of queue.splice(0)) entry.reject(new Error('the worker pool was closed'));
      await current?.destroy();
      current = undefined;
    },
  };
}
