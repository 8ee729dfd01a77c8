// The freelancer's structured CV (skills, tools, languages, employment, education and certificate
// histories), one document per freelancer in `cvs`. The profile page writes it whole
// (`PUT /freelancer/cv`), onboarding's CV rows write their part of it, and the CV generator reads
// it. Every write goes through `normalizeCv`, so what is stored is always in the contract's shape.
import type { components } from '@talent/api-client';
import { DEFAULT_PROFICIENCY, newestFirst } from '@talent/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cvs } from '../../db/schema.ts';
import { CONTROL_CHARACTERS, isCalendarDate, multilineTextProblems } from '../shared/validation.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];
/** The contract's structured CV. */
export type Cv = Schemas['Cv'];
/** An employment, education or certificate entry. */
export type CvHistory = Schemas['HistoryEntry'];

/** Whose CV: the tenant and the freelancer. */
export interface CvOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** The CV of a freelancer who has none yet. */
export const emptyCv = (): Cv => ({
  skills: [],
  toolsAndTechnologies: [],
  masteredLanguages: [],
  employmentHistory: [],
  educationHistory: [],
  certificateHistory: [],
});

const HISTORY_FIELDS = ['employmentHistory', 'educationHistory', 'certificateHistory'] as const;
const TAG_FIELDS = ['skills', 'toolsAndTechnologies'] as const;

/** One tag list: trimmed, blank and case-insensitively repeated tags dropped, first spelling kept. */
function cleanTags(tags: readonly string[], field: string, errors: FieldError[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  tags.forEach((raw, index) => {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (CONTROL_CHARACTERS.test(raw)) errors.push({ field: `${field}.${index}`, messages: ['validation.invalid'] });
    if (tag === '' || seen.has(tag.toLowerCase())) return;
    seen.add(tag.toLowerCase());
    clean.push(tag);
  });
  return clean;
}

function cleanHistory(entries: readonly CvHistory[], field: string, errors: FieldError[]): CvHistory[] {
  const clean = entries.map((entry, index): CvHistory => {
    const at = `${field}.${index}`;
    const title = entry.title.trim();
    const organization = entry.organization?.trim();
    const description = entry.description?.trim();
    if (title === '') errors.push({ field: `${at}.title`, messages: ['validation.required'] });
    for (const [part, value] of [
      ['title', title],
      ['organization', organization],
    ] as const) {
      if (value !== undefined && CONTROL_CHARACTERS.test(value))
        errors.push({ field: `${at}.${part}`, messages: ['validation.invalid'] });
    }
    errors.push(...multilineTextProblems(description, `${at}.description`));
    const ongoing = entry.ongoing ?? false;
    const start = entry.start ?? null;
    const end = ongoing ? null : (entry.end ?? null);
    if (start !== null && !isCalendarDate(start)) errors.push({ field: `${at}.start`, messages: ['validation.date'] });
    if (end !== null && !isCalendarDate(end)) errors.push({ field: `${at}.end`, messages: ['validation.date'] });
    else if (start !== null && end !== null && end < start)
      errors.push({ field: `${at}.end`, messages: ['cv.endBeforeStart'] });
    return {
      title,
      ...(organization && { organization }),
      ...(description && { description }),
      start,
      end,
      ongoing,
    };
  });
  // Newest first (spec §5), the order the portal shows and merges into.
  return newestFirst(clean);
}

/**
 * The CV as it is stored: tags cleaned, each language once (first proficiency kept, default 3),
 * ongoing entries without an end, histories newest first. Throws a 422 listing every bad field.
 */
export function normalizeCv(input: Cv): Cv {
  const errors: FieldError[] = [];
  const cv = emptyCv();
  for (const field of TAG_FIELDS) cv[field] = cleanTags(input[field], field, errors);
  const seen = new Set<string>();
  cv.masteredLanguages = input.masteredLanguages.flatMap((language) => {
    const code = language.code.toLowerCase();
    if (seen.has(code)) return [];
    seen.add(code);
    return [{ code, proficiency: language.proficiency ?? DEFAULT_PROFICIENCY }];
  });
  for (const field of HISTORY_FIELDS) cv[field] = cleanHistory(input[field], field, errors);
  if (errors.length > 0) throw problem.rejected(errors);
  return cv;
}

const ownedBy = (owner: CvOwner) => and(eq(cvs.clientId, owner.clientId), eq(cvs.freelancerId, owner.freelancerId));

/** The freelancer's stored CV (empty when none was written yet). */
export async function readCv(tx: Tx, owner: CvOwner): Promise<Cv> {
  const [row] = await tx.select({ document: cvs.document }).from(cvs).where(ownedBy(owner));
  // Stored documents were normalised on the way in; missing lists (none yet) read as empty.
  return row ? { ...emptyCv(), ...(row.document as Partial<Cv>) } : emptyCv();
}

/** Stores the freelancer's whole CV (normalised; 422 on bad fields) and returns what was stored. */
export async function writeCv(tx: Tx, owner: CvOwner, input: Cv, now: Date): Promise<Cv> {
  const cv = normalizeCv(input);
  await tx
    .insert(cvs)
    .values({ clientId: owner.clientId, freelancerId: owner.freelancerId, document: cv, updatedAt: now })
    .onConflictDoUpdate({ target: cvs.freelancerId, set: { document: cv, updatedAt: now } });
  return cv;
}

/** Changes some fields of the CV (the rest kept) and returns the stored CV. */
export async function patchCv(tx: Tx, owner: CvOwner, changes: Partial<Cv>, now: Date): Promise<Cv> {
  return writeCv(tx, owner, { ...(await readCv(tx, owner)), ...changes }, now);
}
