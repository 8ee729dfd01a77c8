// Rules the portal's shell runs on every page: the error page's status and screen, the reload after
// a failed chunk load, the footer's columns. Apart from misc.ts: a module is bundled whole, and the
// portal's first chunk needs only these of its rules.
import { RELOAD_GUARD_MS } from './constants.ts';

/** Splits items into consecutive groups of `size` (menus are shown in columns of 3). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** After a failed chunk load: reload only if the last such reload was 60 s ago or more (or never). */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null | undefined, nowMs: number): boolean {
  if (lastReloadAtMs == null || !Number.isFinite(lastReloadAtMs)) return true;
  return nowMs - lastReloadAtMs >= RELOAD_GUARD_MS;
}

function asStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
}

/** HTTP status an error page shows: the error's statusCode, status or response status, else 500. */
export function errorPageStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? 500;
}

/** What the error screen shows: below 500 a generic message with a home link, from 500 the messages. */
export function errorScreenVariant(status: number): 'generic' | 'messages' {
  return status < 500 ? 'generic' : 'messages';
}
