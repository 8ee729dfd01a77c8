// How much heavy work (uploads checked in the PDF and image workers, CV parsing, CV generation) one
// account may have in progress at once in this process. The workers are this process's (a few
// threads: services/files/pdf/inspector.ts, services/cv/pdf/pool.ts), shared by every talent it
// serves; the hourly upload counts (files.ts `countUpload`) bound how much an account sends, not how
// much of the pool it holds at one moment — without this, one talent firing ten uploads at once
// would take every worker and leave the others queueing. The count lives in memory, not in Redis:
// what it protects is this process's pool, and a count that outlives a crashed process (a Redis
// key) would lock the account out until it expired.
import { TooManyRequests } from '../problems.ts';

/** Retry-After of the 429 for an account with work in progress: about one upload's checking time. */
export const WORK_IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

/** Heavy work in progress per account, bounded. */
export interface AccountConcurrency {
  /**
   * Runs `work` for the account `key` if it has fewer than the limit in progress; otherwise throws
   * 429 `file.workInProgress` (with Retry-After) without running it. The slot is freed when `work`
   * settles, whether it succeeded or failed.
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Work in progress now, over all accounts, and how many accounts have some (for /readyz). */
  status(): { readonly inProgress: number; readonly accounts: number };
}

/** At most `perAccount` pieces of heavy work in progress per account key. */
export function accountConcurrency(perAccount: number): AccountConcurrency {
  if (!Number.isInteger(perAccount) || perAccount < 1) throw new Error(`perAccount must be ≥ 1, not ${perAccount}`);
  const inProgress = new Map<string, number>();
  let total = 0;
  return {
    async run(key, work) {
      const held = inProgress.get(key) ?? 0;
      if (held >= perAccount) throw new TooManyRequests(WORK_IN_PROGRESS_RETRY_AFTER_SECONDS, 'file.workInProgress');
      inProgress.set(key, held + 1);
      total++;
      try {
        return await work();
      } finally {
        total--;
        const left = (inProgress.get(key) ?? 1) - 1;
        if (left === 0) inProgress.delete(key);
        else inProgress.set(key, left);
      }
    },
    status: () => ({ inProgress: total, accounts: inProgress.size }),
  };
}
