// The freelancer's CV files: uploaded CVs (at most MAX_UPLOADED_CVS) and the one generated from the
// profile, all rows of `files` with kind CV (`generated` tells them apart), contents in the storage.
// Replacing a file is ordered so that a CV is never lost: the new content is stored first, the rows
// change in one transaction (the freelancer's row locked, so two uploads at once cannot both pass the
// limit or both replace the same CV), and the old content is removed only after the commit.
import type { components } from '@talent/api-client';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, files, freelancers } from '../../db/schema.ts';
import type { CvUnreadable } from './parser/index.ts';
import { CV_PDF_LABELS, cvPdfLocale, cvPdfPerson } from './pdf/index.ts';
import type { CvPdfInput } from './pdf/index.ts';
import { displayName, pdfCheckBusy } from '../files/files.ts';
import type { StoredUpload } from '../files/files.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { readCv } from './structuredCv.ts';
import type { CvOwner } from './structuredCv.ts';
import { problem } from '../../problems.ts';
import type { Problem } from '../../problems.ts';

type CvResource = components['schemas']['CvResource'];
type FileRow = typeof files.$inferSelect;

/** Uploaded CVs a freelancer may keep (the contract: 10, plus the generated one). */
export const MAX_UPLOADED_CVS = 10;

const MAX_NAME = 255;

/** The contract's CvResource of a CV file row. */
export function cvResource(row: FileRow): CvResource {
  return {
    id: row.id,
    uuid: row.uuid,
    name: Array.from(row.name).slice(0, MAX_NAME).join(''),
    contentType: 'application/pdf',
    generated: row.generated,
    size: row.size,
    created: row.createdAt.toISOString(),
  };
}

const cvFilesOf = (owner: CvOwner) =>
  and(
    eq(files.clientId, owner.clientId),
    eq(files.freelancerId, owner.freelancerId),
    eq(files.kind, 'CV'),
    // Only PDFs are CVs (spec §7: the list keeps only PDFs); every CV written here is one.
    eq(files.contentType, 'application/pdf'),
  );

/** The freelancer's CV files, newest first (uploaded and generated; at most 11). */
export async function listCvFiles(tx: Tx, owner: CvOwner): Promise<FileRow[]> {
  return tx
    .select()
    .from(files)
    .where(cvFilesOf(owner))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(MAX_UPLOADED_CVS + 1);
}

/** One of the freelancer's CV files by its numeric id. */
export async function findCvFile(tx: Tx, owner: CvOwner, id: number): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(cvFilesOf(owner), eq(files.id, id)));
  return row;
}

/** The freelancer's newest uploaded (not generated) CV. */
export async function newestUploadedCv(tx: Tx, owner: CvOwner): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(cvFilesOf(owner), eq(files.generated, false)))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return row;
}

/** How many CVs the freelancer has uploaded. */
async function uploadedCount(tx: Tx, owner: CvOwner): Promise<number> {
  const [row] = await tx
    .select({ uploaded: count() })
    .from(files)
    .where(and(cvFilesOf(owner), eq(files.generated, false)));
  return row?.uploaded ?? 0;
}

/** Locks the freelancer's row until the transaction ends: their CV changes take turns. */
async function lockOwner(tx: Tx, owner: CvOwner): Promise<void> {
  await tx
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(eq(freelancers.clientId, owner.clientId), eq(freelancers.id, owner.freelancerId)))
    .for('update');
}

const limitReached = () => problem.conflict('cv.limitReached');

/**
 * Refuses an upload that would add an 11th CV, before its body is read (the transaction checks
 * again: this only spares the client sending 10 MiB for nothing).
 */
export async function assertRoomForCv(tx: Tx, owner: CvOwner, overwrite: boolean): Promise<void> {
  if (!overwrite && (await uploadedCount(tx, owner)) >= MAX_UPLOADED_CVS) throw limitReached();
}

/** A written CV row and the storage keys whose rows it replaced (to remove after the commit). */
export interface CvWrite {
  readonly row: FileRow;
  readonly replacedKeys: readonly string[];
}

/**
 * Records an uploaded CV whose content is stored. With `overwrite`, it replaces the newest uploaded
 * CV (when there is one); otherwise it is added, and a freelancer with MAX_UPLOADED_CVS already gets
 * a 409 `cv.limitReached`.
 */
export async function recordUploadedCv(
  tx: Tx,
  owner: CvOwner,
  stored: StoredUpload,
  overwrite: boolean,
): Promise<CvWrite> {
  await lockOwner(tx, owner);
  const replaced = overwrite ? await newestUploadedCv(tx, owner) : undefined;
  if (!replaced && (await uploadedCount(tx, owner)) >= MAX_UPLOADED_CVS) throw limitReached();
  const [row] = await tx
    .insert(files)
    .values({ ...stored, clientId: owner.clientId, freelancerId: owner.freelancerId, kind: 'CV', generated: false })
    .returning();
  if (replaced) await tx.delete(files).where(eq(files.id, replaced.id));
  return { row: row!, replacedKeys: replaced ? [replaced.storageKey] : [] };
}

/** Records a generated CV whose content is stored; it replaces the previous generated one. */
export async function recordGeneratedCv(tx: Tx, owner: CvOwner, stored: StoredUpload): Promise<CvWrite> {
  await lockOwner(tx, owner);
  const previous = await tx
    .delete(files)
    // A generated CV an application was submitted with stays (the client may still fetch it).
    .where(
      and(
        cvFilesOf(owner),
        eq(files.generated, true),
        sql`NOT EXISTS (SELECT 1 FROM ${applications} a WHERE a.cv_file_id = ${files.id})`,
      ),
    )
    .returning({ storageKey: files.storageKey });
  const [row] = await tx
    .insert(files)
    .values({ ...stored, clientId: owner.clientId, freelancerId: owner.freelancerId, kind: 'CV', generated: true })
    .returning();
  return { row: row!, replacedKeys: previous.map((file) => file.storageKey) };
}

/**
 * Deletes one of the freelancer's CV files (uploaded or generated) and returns its storage key; 404
 * `file.notFound` for another freelancer's or tenant's id, or an unknown one; 409
 * `cv.usedByApplication` when an application was submitted with it (the client may still fetch it).
 */
export async function deleteCvFile(tx: Tx, owner: CvOwner, id: number): Promise<string> {
  const [used] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.clientId, owner.clientId), eq(applications.cvFileId, id)))
    .limit(1);
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(cvFilesOf(owner), eq(files.id, id)));
  if (!row) throw problem.notFound('file.notFound');
  if (used) throw problem.conflict('cv.usedByApplication');
  const [deleted] = await tx
    .delete(files)
    .where(and(cvFilesOf(owner), eq(files.id, id)))
    .returning({ storageKey: files.storageKey });
  return deleted!.storageKey;
}

/** What a generated CV shows, without the brand (the talent's profile and structured CV), and its file name. */
export interface CvContent {
  readonly input: Omit<CvPdfInput, 'brand'>;
  readonly fileName: string;
}

/**
 * What the freelancer's generated CV shows, read in the transaction; 422 `cv.nameRequired` (on
 * `firstName` and `lastName`) when they have no name, the one thing a CV cannot do without.
 */
export async function generatedCvContent(tx: Tx, row: FreelancerRow, now: Date): Promise<CvContent> {
  const person = cvPdfPerson(row);
  if (!person.firstName && !person.lastName) {
    throw problem.rejected(
      [
        { field: 'firstName', messages: ['validation.required'] },
        { field: 'lastName', messages: ['validation.required'] },
      ],
      'cv.nameRequired',
    );
  }
  const cv = await readCv(tx, { clientId: row.clientId, freelancerId: row.id });
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const fileName = displayName(`${CV_PDF_LABELS[cvPdfLocale(row.locale)].document} ${name}`, 'application/pdf', 'cv');
  return { input: { locale: row.locale, person, cv, now }, fileName };
}

/**
 * The answer to a CV that cannot be parsed: 400 with the reason's message (the portal tolerates it,
 * spec §7, and lets the talent type), except when every PDF worker is busy: 503, try again.
 */
export function cvUnreadableProblem(error: CvUnreadable): Problem {
  switch (error.reason) {
    case 'busy':
      return pdfCheckBusy();
    case 'noText':
      return problem.badRequest('cv.noText');
    case 'notPdf':
      return problem.badRequest('file.pdfRequired');
    case 'encrypted':
      return problem.badRequest('file.pdfEncrypted');
    case 'tooComplex':
      return problem.badRequest('file.pdfTooComplex');
    case 'unreadable':
      return problem.badRequest('file.pdfUnreadable');
  }
}
