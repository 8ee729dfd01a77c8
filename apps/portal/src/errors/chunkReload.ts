// A failed chunk load (a new deployment replaced the file this page wants) reloads the page once,
// at most once per 60 seconds (spec §8, §9), so a broken deployment cannot loop.
import { shouldReloadAfterChunkError } from '@talent/domain';

const KEY = 'talent.chunkReloadAt';

/** Whether an error is a failed load of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page for a chunk error unless it did so in the last 60 s; says whether it did. */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(KEY));
  if (!shouldReloadAfterChunkError(Number.isFinite(last) && last > 0 ? last : null, now)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
