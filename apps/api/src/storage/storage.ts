// File contents (CVs, cover letters, images) live behind this interface, addressed by keys the
// server makes up itself. Handlers only know `FileStorage`, so another backend (an S3-like object
// store) can replace the local disk without touching them.
import type { Readable } from 'node:stream';

/** Where file contents live. Keys come from `storageKey` and are never chosen by a client. */
export interface FileStorage {
  /**
   * Stores `content` under `key` (replacing what was there) and resolves to the bytes written. The
   * content becomes visible only once complete: when the source stream fails, nothing is left under
   * the key, so a rejected upload leaves no orphan. When the storage itself fails (full, read-only,
   * gone) it rejects with a StorageWriteError, and nothing is left either.
   */
  put(key: string, content: Buffer | Readable): Promise<{ size: number }>;
  /** The content under `key`, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The content under `key` as a stream (large files), or undefined when there is none. */
  stream(key: string): Promise<Readable | undefined>;
  /**
   * Removes the content under `key`, and any partial write of it that a process killed while
   * writing left; removing a missing key is not an error.
   */
  delete(key: string): Promise<void>;
}

/** Error codes of a storage with no room left: the disk is full, or the quota is used up. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A write the storage could not do, nothing of it kept: `full` when there is no room left (the
 * answer is 507), otherwise the storage is unavailable — read-only, gone, failing (503, try again
 * later). Backends raise it for their own failures only, never for a failing source stream.
 */
export class StorageWriteError extends Error {
  readonly full: boolean;

  constructor(cause: unknown) {
    const code = (cause as { code?: unknown }).code;
    super(`Storage write failed${typeof code === 'string' ? ` (${code})` : ''}`, { cause });
    this.name = 'StorageWriteError';
    this.full = typeof code === 'string' && FULL.has(code);
  }
}

/**
 * Key segments: letters, digits, `-`, `_`, `.`, not starting with a dot (so never `.` or `..`),
 * at most 128 characters. No slashes, backslashes or NUL can appear inside a segment.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a well-formed storage key (segments joined by `/`). */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
}

/** Throws unless `key` is well-formed: a backend must never resolve a malformed key to a location. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}

/**
 * The key of an uploaded file: `<tenant>/<first two characters of the uuid>/<uuid>`. The two-character
 * level keeps directories (or listing prefixes) small; the tenant first keeps a tenant's files
 * together (export, deletion).
 */
export function storageKey(tenantId: string, uuid: string): string {
  const key = `${tenantId}/${uuid.slice(0, 2)}/${uuid}`;
  assertValidKey(key);
  return key;
}
