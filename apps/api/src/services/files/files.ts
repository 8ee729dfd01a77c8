// Uploaded files: what each kind accepts, how an upload is received (streamed, routed by its first
// bytes) and checked in full (images decoded, PDFs parsed), how the stored name is cleaned, and how a
// file row is presented (the contract's ResourceMeta).
import type { components } from '@talent/api-client';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files, freelancers } from '../../db/schema.ts';
import type { Limiter } from '../../limits/limiter.ts';
import { storageKey } from '../../storage/storage.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { announceContent } from './contentChecks.ts';
import type { ContentLedger } from './contentChecks.ts';
import { checkImage } from './images.ts';
import { PDF_LIMITS, PdfRefusedError, inspectPdf } from './pdf/index.ts';
import type { PdfRefusal } from './pdf/index.ts';
import { Problem, problem } from '../../problems.ts';

type ResourceKind = components['schemas']['ResourceKind'];
type ResourceMeta = components['schemas']['ResourceMeta'];
type FileRow = typeof files.$inferSelect;

const MiB = 1024 * 1024;

/** The types a file may have, by their content; the first extension is the one added to names. */
const TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
} as const;
export type AcceptedType = keyof typeof TYPES;

/** What an upload of each kind must be. */
export interface UploadRule {
  readonly types: readonly AcceptedType[];
  readonly maxBytes: number;
  /** Message of the 415 for any other content (the portal says what to upload instead). */
  readonly wrongType: string;
  /** Name used when the client sent none (or nothing of it survived cleaning). */
  readonly fallbackName: string;
}

const PDF_RULE = { types: ['application/pdf'], maxBytes: 10 * MiB, wrongType: 'file.pdfRequired' } as const;

/** Upload rules by the contract's ResourceKind (spec and contract: PDFs ≤ 10 MiB, images ≤ 5 MiB). */
export const UPLOAD_RULES: Readonly<Record<ResourceKind, UploadRule>> = {
  COVER_LETTER: { ...PDF_RULE, fallbackName: 'cover-letter' },
  DOCUMENT: { ...PDF_RULE, fallbackName: 'document' },
  PROFILE_IMAGE: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 5 * MiB,
    wrongType: 'file.imageRequired',
    fallbackName: 'profile-image',
  },
};

/** CVs (`uploadCv`): PDFs of at most 10 MiB, like every PDF upload. */
export const CV_UPLOAD_RULE: UploadRule = { ...PDF_RULE, fallbackName: 'cv' };

/** The file kind stored for a ResourceKind (the table's kinds are a superset of the contract's). */
export const STORED_KIND: Readonly<Record<ResourceKind, FileRow['kind']>> = {
  COVER_LETTER: 'COVER_LETTER',
  DOCUMENT: 'DOCUMENT',
  PROFILE_IMAGE: 'PROFILE_IMAGE',
};

/** Longest stored name: the contract's ShortText. */
const MAX_NAME = 255;

/**
 * The name to store and show for an uploaded file. Only the last path segment counts (browsers on
 * Windows have sent `C:\…\cv.pdf`); control and invisible formatting characters go (a right-to-left
 * override would make `cv<U+202E>fdp.exe` look like a PDF), whitespace collapses, leading dots go; the
 * extension of the real type is added when the name does not already end with one, so the name
 * never claims another type than the content; at most 255 characters, the extension kept.
 */
export function displayName(raw: string | undefined, type: AcceptedType, fallback: string): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');
  name = name
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/u, '');
  const extensions: readonly string[] = TYPES[type];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let stem = extensions.includes(extension) ? name.slice(0, dot) : name;
  const suffix = extensions.includes(extension) ? name.slice(dot + 1) : extensions[0]!;
  stem = stem.trim();
  if (!stem) stem = fallback;
  // Cut by code points, so a name is never cut inside a surrogate pair.
  const room = MAX_NAME - suffix.length - 1;
  const points = Array.from(stem);
  if (points.length > room) stem = points.slice(0, room).join('').trimEnd();
  return `${stem}.${suffix}`;
}

/** The contract's ResourceMeta of a file row; undefined for rows the contract cannot describe. */
export function resourceMeta(row: FileRow): ResourceMeta | undefined {
  if (!isAcceptedType(row.contentType) || row.size > 10 * MiB) return undefined;
  return {
    id: row.uuid,
    name: Array.from(row.name).slice(0, MAX_NAME).join(''),
    contentType: row.contentType,
    size: row.size,
    // CVs (uploaded or generated) are documents to the contract, whose ResourceKind has no CV.
    kind: row.kind === 'CV' ? 'DOCUMENT' : row.kind,
    created: row.createdAt.toISOString(),
  };
}

/** Whether a stored file's type is one the server serves (every type it accepts). */
export const isAcceptedType = (type: string): type is AcceptedType => Object.hasOwn(TYPES, type);

/**
 * `Content-Disposition` of a download (RFC 6266): `attachment` with the name twice, as ASCII for old
 * clients (other characters, quotes and backslashes as `_`) and exactly in UTF-8 (`filename*`,
 * RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** A received upload whose type is known and allowed; `content` streams the whole file exactly once. */
export interface ReceivedUpload {
  readonly type: AcceptedType;
  readonly name: string;
  /** The file's bytes. Fails with a 413 problem as soon as the file exceeds the rule's limit. */
  readonly content: Readable;
  /** The bytes streamed so far (the whole size once `content` has ended). */
  readonly size: () => number;
  /** Reads and discards what is left of the request, after a rejection. */
  discard(): void;
}

/** Every PDF worker is busy and the queue is full: 503, try again once a file's time limit has passed. */
export const pdfCheckBusy = (): Problem =>
  new Problem(503, ['file.checkBusy'], [], { retryAfter: Math.ceil(PDF_LIMITS.timeMs / 1000) });

/** The problem answering each refused PDF. */
const PDF_PROBLEMS: Readonly<Record<PdfRefusal, () => Problem>> = {
  notPdf: () => problem.unsupportedMediaType('file.pdfRequired'),
  unreadable: () => problem.unsupportedMediaType('file.pdfUnreadable'),
  encrypted: () => problem.unsupportedMediaType('file.pdfEncrypted'),
  // Like an image with too many pixels: the file is small, what it unpacks to is not.
  tooComplex: () => new Problem(413, ['file.pdfTooComplex']),
  busy: () => pdfCheckBusy(),
};

/** Where refusals are logged (the request's logger): what the parser or the limits saw. */
export type UploadLog = (details: Record<string, unknown>, message: string) => void;

/**
 * Whether an uploaded file is what its type says, checked in full before anything is stored: an
 * image decodes completely (`checkImage`); a PDF opens without a password and every page's content
 * is read by pdf.js in a worker thread, within its time and memory limits (`inspectPdf`), and it
 * carries no active content. A PDF with scripts, launch actions, embedded files, rich media or an XFA
 * form is refused (415 `file.pdfActiveContent`), not cleaned: the file is stored and forwarded to
 * the client's systems exactly as sent, CVs saved as PDF by a word processor carry none of it, and
 * saving the document as PDF again gives a file without it.
 */
export async function checkContent(type: AcceptedType, content: Buffer, log: UploadLog): Promise<void> {
  if (type !== 'application/pdf') return checkImage(content);
  let activeContent: readonly string[];
  try {
    ({ activeContent } = await inspectPdf(content));
  } catch (error) {
    if (!(error instanceof PdfRefusedError)) throw error;
    log({ reason: error.reason, detail: error.detail, size: content.length }, 'PDF upload refused');
    throw PDF_PROBLEMS[error.reason]();
  }
  if (activeContent.length > 0) {
    log({ reason: 'activeContent', detail: activeContent, size: content.length }, 'PDF upload refused');
    throw problem.unsupportedMediaType('file.pdfActiveContent');
  }
}

/** Uploads per freelancer, of every kind together: enough for retries and a few documents, not for filling the disk. */
const UPLOADS_PER_HOUR = 30;
const UPLOADS_PER_DAY = 100;
/**
 * Heavy work one account may have in progress at once (uploads being received and checked, CVs
 * being parsed or generated): two lets a talent send a CV and a cover letter side by side, and
 * leaves the PDF workers to the others (limits/concurrency.ts).
 */
export const HEAVY_WORK_PER_ACCOUNT = 2;

/** The key of an account's heavy work in progress (`context.heavyWork`): the talent of the tenant. */
export const heavyWorkKey = (clientId: string, freelancerId: number): string => `${clientId}:${freelancerId}`;

/**
 * Counts an upload of the freelancer (429 past the limits). Called before the body is read: a
 * rejected upload used the bandwidth all the same.
 */
export async function countUpload(limiter: Limiter, clientId: string, freelancerId: number): Promise<void> {
  await limiter.hit(`upload:hour:${clientId}:${freelancerId}`, UPLOADS_PER_HOUR, 3600);
  await limiter.hit(`upload:day:${clientId}:${freelancerId}`, UPLOADS_PER_DAY, 86_400);
}

/** Where an upload's handling is logged (the request's logger): refusals, and content left behind. */
export interface UploadLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** An upload checked in full and stored under its own new key, not recorded yet. */
export interface StoredUpload {
  readonly uuid: string;
  readonly storageKey: string;
  readonly name: string;
  readonly contentType: AcceptedType;
  readonly size: number;
}

/**
 * Accepts a received upload: reads it whole (at most the rule's limit; the stream fails with a 413
 * past it), checks it in full (`checkContent`), then stores and records it (`storeFile`). Nothing of
 * a rejected upload stays.
 */
export async function acceptUpload<T>(
  storage: FileStorage,
  ledger: ContentLedger,
  clientId: string,
  upload: ReceivedUpload,
  logger: UploadLogger,
  record: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  try {
    // Files are small (images 5 MiB, PDFs 10 MiB): read whole and checked in full (images decoded,
    // PDFs parsed) before anything is stored.
    const chunks: Buffer[] = [];
    for await (const chunk of upload.content) chunks.push(chunk as Buffer);
    const content = Buffer.concat(chunks);
    await checkContent(upload.type, content, (details, message) => logger.info(details, message));
    return await storeFile(
      storage,
      ledger,
      clientId,
      { name: upload.name, contentType: upload.type, content },
      logger,
      record,
    );
  } catch (error) {
    upload.discard();
    if (error instanceof Problem) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw problem.tooLarge();
    throw error;
  }
}

/**
 * Stores content the server accepted (an upload checked in full, a generated CV) under a new key of
 * the tenant, then lets `record` write its row (in a transaction of the caller's). The storage writes
 * atomically, and a failing `record` removes the stored content again: a failure leaves nothing.
 * The key is announced to the `ledger` first (contentChecks.ts), so that content a crash leaves
 * between the two without its row is removed too.
 */
export async function storeFile<T>(
  storage: FileStorage,
  ledger: ContentLedger,
  clientId: string,
  file: { readonly name: string; readonly contentType: AcceptedType; readonly content: Buffer },
  logger: Pick<UploadLogger, 'error'>,
  record: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const uuid = randomUUID();
  const key = storageKey(clientId, uuid);
  await announceContent(ledger, { clientId, storageKey: key });
  await storage.put(key, file.content);
  try {
    return await record({
      uuid,
      storageKey: key,
      name: file.name,
      contentType: file.contentType,
      size: file.content.length,
    });
  } catch (error) {
    await removeContent(storage, key, logger, 'could not remove the content of a file not recorded');
    throw error;
  }
}

/**
 * Removes stored content whose row is gone (or was never written). A failure is logged, not thrown:
 * the answer is decided by then, and content without a row is never served.
 */
export async function removeContent(
  storage: FileStorage,
  key: string,
  logger: Pick<UploadLogger, 'error'>,
  message = 'could not remove the content of a deleted file',
): Promise<void> {
  await storage.delete(key).catch((cleanup: unknown) => {
    logger.error({ err: cleanup, storageKey: key }, message);
  });
}

/** Whether the freelancer has uploaded a profile image with this uuid. */
export async function hasProfileImage(tx: Tx, clientId: string, freelancerId: number, uuid: string): Promise<boolean> {
  const [image] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.clientId, clientId),
        eq(files.freelancerId, freelancerId),
        eq(files.uuid, uuid),
        eq(files.kind, 'PROFILE_IMAGE'),
      ),
    );
  return image !== undefined;
}

/** Records an upload whose content is stored. */
export async function recordFile(tx: Tx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row!;
}

/** One of the freelancer's files, by uuid. */
export async function findOwnFile(
  tx: Tx,
  clientId: string,
  freelancerId: number,
  uuid: string,
): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), eq(files.freelancerId, freelancerId), eq(files.uuid, uuid)));
  return row;
}

/**
 * A profile image anyone may see: of this tenant, and not of a deactivated account (its profile is
 * gone from view). Files of no freelancer are the tenant's own images.
 */
export async function findPublicProfileImage(
  tx: Tx,
  clientId: string,
  uuid: string,
): Promise<{ uuid: string; storageKey: string } | undefined> {
  const [row] = await tx
    .select({ uuid: files.uuid, storageKey: files.storageKey })
    .from(files)
    .leftJoin(freelancers, and(eq(freelancers.id, files.freelancerId), eq(freelancers.clientId, clientId)))
    .where(
      and(
        eq(files.clientId, clientId),
        eq(files.uuid, uuid),
        eq(files.kind, 'PROFILE_IMAGE'),
        or(isNull(files.freelancerId), eq(freelancers.isActive, true)),
      ),
    );
  return row;
}
