// Onboarding (spec §2, §3, §4): the tenant's structure (`tenants/<id>/onboarding.json`), the talent's
// answers to it, and finishing it. Each answer is kept where it belongs — names, contact and rate in
// the freelancer's profile, the country of residence on the account, skills, languages and
// histories in the structured CV, a security id among the security ids, and the rest (the tenant's
// own questions, the categories and pools chosen, the CV file given) in `onboarding_answers` — and
// read back from there, so the profile page and onboarding show the same data. The rules of the
// items themselves are in onboardingItems.ts.
import type { components } from '@talent/api-client';
import {
  isRequiredRow,
  isRowAnswered,
  onboardingStructureProblems,
  parseOnboardingStructure,
  visibleOnboardingSteps,
} from '@talent/domain';
import type { OnboardingType } from '@talent/domain';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Log } from '../shared/log.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tx } from '../../db/client.ts';
import { onboardingAnswers, pools, projects } from '../../db/schema.ts';
import type { StoredAnswerItem } from '../../db/schema.ts';
import { contractAjv, contractSchemaRef } from '../../contract/contract.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { cmsContent } from '../cms/cms.ts';
import { isUniqueViolation } from '../shared/dbErrors.ts';
import { newestUploadedCv } from '../cv/cvFiles.ts';
import { findOwnFile } from '../files/files.ts';
import { updateFreelancer } from '../identity/freelancers.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import {
  answersOf,
  cvProblems,
  hasScalarValue,
  hiddenFieldOfItem,
  interpretRow,
  isRowHidden,
  toStructureEntry,
} from './onboardingItems.ts';
import type { AnswerItem, AnswerSources, CvField, OnboardingRow, RowChange, SentItem } from './onboardingItems.ts';
import { joinOnboardingPools } from '../pools/poolMemberships.ts';
import { hiddenFieldProblems, hiddenFields, profileInfoChanges, toProfileInfo } from '../profile/profile.ts';
import { addSecurityId, listSecurityIds } from '../profile/securityIds.ts';
import type { SecurityIdCipher } from '../profile/securityIds.ts';
import { readCv, writeCv } from '../cv/structuredCv.ts';
import type { Cv } from '../cv/structuredCv.ts';
import { fieldErrorsFromValidation } from '../../contract/fieldErrors.ts';
import { Problem, problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];

// ───────────────────────────── the tenant's structure ─────────────────────────────

/** The file of a tenant folder that declares its onboarding. */
export const ONBOARDING_FILE = 'onboarding.json';

const structures = new WeakMap<Tenant, readonly OnboardingRow[]>();

/**
 * The tenant's onboarding structure, read and checked on first use and kept for the tenant's
 * version (a tenant folder that changes is reloaded as a new Tenant object, which reads it again).
 * A tenant without the file has no onboarding steps. Throws an error naming the tenant, the row and
 * the problem when the file is broken: the server calls it when it loads a tenant, so a broken file
 * stops the start, and a broken change is refused while the last good version keeps serving.
 */
export function onboardingStructure(tenant: Tenant): readonly OnboardingRow[] {
  let rows = structures.get(tenant);
  if (rows) return rows;
  const path = join(tenant.dir, ONBOARDING_FILE);
  if (!existsSync(path)) rows = [];
  else {
    let input: unknown;
    try {
      input = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`Tenant ${tenant.id}: ${ONBOARDING_FILE} is not JSON: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const problems = onboardingStructureProblems(
      input,
      tenant.context.languages.map((language) => language.iso),
    );
    if (problems.length > 0)
      throw new Error(`Tenant ${tenant.id}: ${ONBOARDING_FILE} is invalid: ${problems.join('; ')}`);
    rows = parseOnboardingStructure(input);
  }
  structures.set(tenant, rows);
  return rows;
}

/** Rows in the order a talent meets them: by step, then by row. */
const inOrder = (rows: readonly OnboardingRow[]) =>
  rows.toSorted((a, b) => a.sequence - b.sequence || a.rowNumber - b.rowNumber);

/** The rows a talent living in `country` sees in an onboarding of `type` (shown on it, not hidden by country). */
function visibleRows(rows: readonly OnboardingRow[], type: OnboardingType, country: string | null): OnboardingRow[] {
  // visibleOnboardingSteps keeps the row objects it is given, so they are the declared rows.
  return visibleOnboardingSteps(rows, type, country).flatMap((step) => step.entries as OnboardingRow[]);
}

// ───────────────────────────── where the answers are ─────────────────────────────

/** Whose onboarding: the tenant and the freelancer. */
const ownerOf = (freelancer: FreelancerRow) => ({ clientId: freelancer.clientId, freelancerId: freelancer.id });

/** The onboarding answers kept as sent, by row id. */
async function storedAnswers(tx: Tx, freelancer: FreelancerRow): Promise<Map<number, StoredAnswerItem[]>> {
  const rows = await tx
    .select({ rowId: onboardingAnswers.rowId, items: onboardingAnswers.items })
    .from(onboardingAnswers)
    .where(and(eq(onboardingAnswers.clientId, freelancer.clientId), eq(onboardingAnswers.freelancerId, freelancer.id)));
  return new Map(rows.map((row) => [row.rowId, row.items]));
}

/**
 * The CV file answering the `cv_upload` row: the one given, while it is still one of the
 * freelancer's CVs; with none given, or after it was deleted, the newest CV they uploaded (the row
 * asks for a CV, and one uploaded on the profile page answers it); nothing when they cleared it.
 */
async function cvFileOf(
  tx: Tx,
  freelancer: FreelancerRow,
  rows: readonly OnboardingRow[],
  stored: ReadonlyMap<number, readonly StoredAnswerItem[]>,
): Promise<string | null> {
  const row = rows.find((r) => r.type === 'cv_upload');
  if (!row) return null;
  const given = stored.get(row.id)?.[0]?.value;
  if (given === null) return null;
  if (typeof given === 'string') {
    const file = await findOwnFile(tx, freelancer.clientId, freelancer.id, given);
    if (file?.kind === 'CV') return file.uuid;
  }
  return (await newestUploadedCv(tx, ownerOf(freelancer)))?.uuid ?? null;
}

/** Reads everything a freelancer's answers are built from. */
async function answerSources(tx: Tx, tenant: Tenant, freelancer: FreelancerRow): Promise<AnswerSources> {
  const rows = onboardingStructure(tenant);
  const stored = await storedAnswers(tx, freelancer);
  const securityIds = rows.some((row) => row.type === 'security_id')
    ? await listSecurityIds(tx, ownerOf(freelancer))
    : [];
  return {
    freelancer,
    hidden: new Set<string>(hiddenFields(freelancer)),
    cv: await readCv(tx, ownerOf(freelancer)),
    stored,
    cvFile: await cvFileOf(tx, freelancer, rows, stored),
    securityId: securityIds.at(-1)?.maskedValue ?? null,
  };
}

/** The job a short onboarding was finished for, as the contract's CollectedJob. */
async function collectedJob(tx: Tx, freelancer: FreelancerRow): Promise<Schemas['CollectedJob'] | null> {
  if (freelancer.onboardingJobId === null) return null;
  const [job] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      siteCity: projects.siteCity,
      hoursPerWeek: projects.hoursPerWeek,
    })
    .from(projects)
    .where(and(eq(projects.clientId, freelancer.clientId), eq(projects.id, freelancer.onboardingJobId)));
  return job ?? null;
}

/**
 * The onboarding of a type (the contract's Onboarding): the rows shown on it, in order, with their
 * labels in the freelancer's language and, for single-value rows, the value they gave (else the
 * row's default). Rows are not filtered by country (`hideByCountry` is kept: the portal filters with
 * the country the talent is choosing), but a row editing a field hidden for the freelancer is
 * left out. The short onboarding names the job it was finished for, once it was.
 */
export async function onboardingView(
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  type: OnboardingType,
): Promise<Schemas['Onboarding']> {
  const sources = await answerSources(tx, tenant, freelancer);
  const locale = freelancer.locale;
  const structure = inOrder(onboardingStructure(tenant))
    .filter((row) => row.showOn.includes(type) && !isRowHidden(row, sources.hidden))
    .map((row) => {
      const [answer] = hasScalarValue(row) ? answersOf(row, sources, locale) : [];
      return toStructureEntry(row, locale, answer?.value);
    });
  return {
    type,
    structure,
    ...(type === 'short' && { collectedJob: await collectedJob(tx, freelancer) }),
  };
}

/**
 * The answers collected so far (every answered row, from where each is kept) and the profile
 * (the ProfileInfo the profile operations answer). The contract lists at most 500 items.
 */
export async function onboardingProfile(
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
): Promise<Schemas['OnboardingProfile']> {
  const sources = await answerSources(tx, tenant, freelancer);
  const answers = inOrder(onboardingStructure(tenant))
    .filter((row) => !isRowHidden(row, sources.hidden))
    .map((row) => [row, answersOf(row, sources, freelancer.locale)] as const)
    .filter(([row, items]) => isRowAnswered(row.type, items))
    .flatMap(([, items]) => items);
  return { answers: answers.slice(0, 500), profile: toProfileInfo(freelancer) };
}

// ───────────────────────────── changing answers ─────────────────────────────

/** What changing answers needs besides the transaction. */
export interface OnboardingDeps {
  /** Current time in epoch ms. */
  readonly now: () => number;
  readonly cipher: SecurityIdCipher;
  readonly log: Log;
}

/** A change of answers: the items sent, which rows may be answered, and (PATCH) profile fields. */
interface AnswersChange {
  readonly answers: readonly AnswerItem[];
  /** Whether a row may be answered in this request, for a talent living in `country`. */
  readonly answerable: (row: OnboardingRow, country: string | null) => boolean;
  /** The message of an item whose row may not be answered here. */
  readonly notAnswerable: string;
  /** Profile fields sent beside the answers (PATCH /flexOnboarding/profile), already in the contract's shape. */
  readonly profile?: Schemas['ProfileInfo'] | undefined;
}

/** The contract's shape of profile fields an answer sets (the items' values are any AnswerValue). */
let profileShape: ValidateFunction | undefined;
function profileShapeProblems(info: Schemas['ProfileInfo']): FieldError[] {
  profileShape ??= contractAjv({ allErrors: true }).compile(contractSchemaRef('ProfileInfo'));
  // A blank text clears its field; the contract has no way to say so, so blanks are not its concern.
  const filled = Object.fromEntries(
    Object.entries(info).map(([key, value]) => [
      key,
      key === 'homeAddress' ? Object.fromEntries(Object.entries(value as object).filter(([, v]) => v !== '')) : value,
    ]),
  );
  for (const key of ['professionalTitle', 'description', 'linkedinHandle'] as const)
    if (filled[key] === '') delete filled[key];
  if (profileShape(filled)) return [];
  // A nullable field is a oneOf of its type and null: the branch that fits the value says what is
  // wrong (`validation.format`), not the null branch's `validation.type` nor oneOf's own message.
  return fieldErrorsFromValidation(profileShape.errors ?? [], 'body').map((error) => {
    const specific = error.messages.filter((m) => m !== 'validation.type' && m !== 'validation.invalid');
    return specific.length > 0 ? { ...error, messages: specific } : error;
  });
}

/** The field of the longest path `fields` knows that `path` starts with, else `fallback`. */
function mapField(fields: ReadonlyMap<string, string>, path: string, fallback: string): string {
  let at = path;
  while (!fields.has(at) && at.includes('.')) at = at.slice(0, at.lastIndexOf('.'));
  return fields.get(at) ?? fallback;
}

/** Ids of `ids` that are not pools of the tenant offered in onboarding. */
async function unknownPools(tx: Tx, clientId: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.clientId, clientId), eq(pools.onBoarding, true), inArray(pools.id, [...ids])));
  const known = new Set(found.map((pool) => pool.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Checks a change of answers completely (every field error at once, nothing written when there is
 * one), then writes each answer where it belongs, all in the caller's transaction. Returns the
 * freelancer as they now are.
 */
async function changeAnswers(
  tx: Tx,
  deps: OnboardingDeps,
  tenant: Tenant,
  freelancer: FreelancerRow,
  change: AnswersChange,
): Promise<FreelancerRow> {
  const rows = onboardingStructure(tenant);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hidden = new Set<string>(hiddenFields(freelancer));
  const errors: FieldError[] = [];

  // The items by row, in the order sent.
  const sentByRow = new Map<number, SentItem[]>();
  change.answers.forEach((item, index) => {
    const field = `answers.${index}`;
    if (!byId.has(item.id)) errors.push({ field: `${field}.id`, messages: ['onboarding.rowNotFound'] });
    else sentByRow.set(item.id, [...(sentByRow.get(item.id) ?? []), { item, field }]);
  });

  // Rows hidden by country follow the country being answered in the same request, if any.
  const countryRow = rows.find((row) => row.type === 'residence_country');
  const sentCountry = countryRow && sentByRow.get(countryRow.id)?.[0]?.item.value;
  const country =
    typeof sentCountry === 'string' && /^[A-Za-z]{2}$/.test(sentCountry.trim())
      ? sentCountry.trim().toUpperCase()
      : freelancer.residenceCountry;

  const categoryIds = new Set(readCategoryIds(tenant, deps.log));
  const changes: { row: OnboardingRow; sent: SentItem[]; change: RowChange }[] = [];
  for (const [rowId, sent] of sentByRow) {
    const row = byId.get(rowId)!;
    if (!change.answerable(row, country)) {
      errors.push(...sent.map((s) => ({ field: `${s.field}.id`, messages: [change.notAnswerable] })));
      continue;
    }
    if (row.disabled === true) {
      errors.push(...sent.map((s) => ({ field: `${s.field}.id`, messages: ['onboarding.rowDisabled'] })));
      continue;
    }
    // A field hidden for the freelancer is refused as updateProfileInfo refuses it.
    const refused = sent.filter((s) => {
      const field = hiddenFieldOfItem(row, s.item);
      return field !== undefined && hidden.has(field);
    });
    if (refused.length > 0) {
      errors.push(...refused.map((s) => ({ field: `${s.field}.value`, messages: ['profile.fieldHidden'] })));
      continue;
    }
    const interpreted = interpretRow(row, sent, { categoryIds });
    errors.push(...interpreted.errors);
    if (interpreted.change) changes.push({ row, sent, change: interpreted.change });
  }

  // The profile: fields sent as such (PATCH) and those of profile rows, checked as updateProfileInfo checks them.
  const profileFields = new Map<string, string>();
  let info: Schemas['ProfileInfo'] = {};
  if (change.profile) {
    errors.push(...hiddenFieldProblems(freelancer, change.profile).map((e) => ({ ...e, field: `profile.${e.field}` })));
    info = structuredClone(change.profile);
  }
  let answeredInfo: Schemas['ProfileInfo'] = {};
  let residenceCountry: { value: string | null } | undefined;
  const cvChanges: Partial<Cv> = {};
  const cvFields = new Map<string, string>();
  const storedChanges: { rowId: number; items: StoredAnswerItem[] }[] = [];
  let securityId: { value: string; field: string } | undefined;
  for (const { change: rowChange } of changes) {
    switch (rowChange.kind) {
      case 'profile':
        answeredInfo = {
          ...answeredInfo,
          ...rowChange.info,
          ...(rowChange.info.homeAddress && { homeAddress: { ...info.homeAddress, ...rowChange.info.homeAddress } }),
        };
        for (const [path, field] of rowChange.fields) profileFields.set(path, field);
        break;
      case 'residenceCountry':
        residenceCountry = { value: rowChange.value };
        break;
      case 'cv':
        (cvChanges as Record<CvField, unknown>)[rowChange.field] = rowChange.value;
        for (const [path, field] of rowChange.fields) cvFields.set(path, field);
        break;
      case 'securityId':
        securityId = rowChange;
        break;
      case 'stored':
        storedChanges.push({ rowId: rowChange.items[0]!.id, items: rowChange.items });
        if (rowChange.references) errors.push(...(await referenceProblems(tx, freelancer, rowChange.references)));
        break;
    }
  }
  const firstField = change.answers.length > 0 ? 'answers.0.value' : 'profile';
  // A profile path no answer edits is a field of the PATCH's `profile`.
  const profileField = (path: string) => mapField(profileFields, path, change.profile ? `profile.${path}` : firstField);
  const shapeProblems = profileShapeProblems(answeredInfo);
  errors.push(...shapeProblems.map((e) => ({ ...e, field: profileField(e.field) })));
  info = { ...info, ...answeredInfo };
  const touchesProfile = Object.keys(info).length > 0;
  // Values of the wrong shape are not judged again by the profile's rules (as a 400 would stop updateProfileInfo).
  const profile =
    touchesProfile && shapeProblems.length === 0
      ? await profileInfoChanges(tx, tenant, freelancer, info, deps.now())
      : { errors: [], set: {} };
  errors.push(...profile.errors.map((e) => ({ ...e, field: profileField(e.field) })));

  let cv: Cv | undefined;
  if (Object.keys(cvChanges).length > 0) {
    cv = { ...(await readCv(tx, ownerOf(freelancer))), ...cvChanges };
    errors.push(...cvProblems(cv, cvFields, firstField));
  }

  // A security id shown back masked, sent again unchanged, is the one the talent already has.
  if (securityId) {
    const masked = (await listSecurityIds(tx, ownerOf(freelancer))).map((id) => id.maskedValue);
    if (masked.includes(securityId.value)) securityId = undefined;
  }

  if (errors.length > 0) throw problem.rejected(dedupe(errors).slice(0, 100));

  // Everything checked: write.
  let updated = freelancer;
  const set = {
    ...(touchesProfile && profile.set),
    ...(residenceCountry && { residenceCountry: residenceCountry.value }),
  };
  if (Object.keys(set).length > 0) {
    try {
      updated = (await updateFreelancer(tx, freelancer.clientId, freelancer.id, {
        ...set,
        updatedAt: new Date(deps.now()),
      }))!;
    } catch (error) {
      // Another account took the number between the check and the write: the unique index decides.
      if (isUniqueViolation(error))
        throw problem.rejected([{ field: profileField('mobileNumber.number'), messages: ['validation.phoneInUse'] }]);
      throw error;
    }
  }
  if (cv) await writeCv(tx, ownerOf(freelancer), cv, new Date(deps.now()));
  for (const { rowId, items } of storedChanges) {
    await tx
      .insert(onboardingAnswers)
      .values({
        clientId: freelancer.clientId,
        freelancerId: freelancer.id,
        rowId,
        items,
        updatedAt: new Date(deps.now()),
      })
      .onConflictDoUpdate({
        target: [onboardingAnswers.freelancerId, onboardingAnswers.rowId],
        set: { items, updatedAt: new Date(deps.now()) },
      });
  }
  if (securityId) await recordSecurityId(tx, deps, freelancer, securityId);
  return updated;
}

/** The tenant's CMS category ids; an unreadable CMS offers none (logged, as the pool listing does). */
function readCategoryIds(tenant: Tenant, log: Log): number[] {
  try {
    return cmsContent(tenant).categories.map((category) => category.id);
  } catch (error) {
    log.error({ err: error }, 'CMS categories unreadable; no category can be chosen');
    return [];
  }
}

/** Field errors of ids an answer refers to: pools offered in onboarding, or one of the freelancer's CV files. */
async function referenceProblems(
  tx: Tx,
  freelancer: FreelancerRow,
  references: NonNullable<Extract<RowChange, { kind: 'stored' }>['references']>,
): Promise<FieldError[]> {
  const [first] = references.ids;
  if (typeof first === 'string') {
    const file = await findOwnFile(tx, freelancer.clientId, freelancer.id, first);
    return file?.kind === 'CV' ? [] : [{ field: references.field, messages: ['onboarding.cvNotFound'] }];
  }
  const missing = await unknownPools(tx, freelancer.clientId, references.ids as number[]);
  return missing.length > 0 ? [{ field: references.field, messages: ['pool.notFound'] }] : [];
}

/** Field errors once per field, their messages merged. */
function dedupe(errors: readonly FieldError[]): FieldError[] {
  const byField = new Map<string, Set<string>>();
  for (const error of errors) {
    const messages = byField.get(error.field) ?? new Set();
    for (const message of error.messages) messages.add(message);
    byField.set(error.field, messages);
  }
  return [...byField].map(([field, messages]) => ({ field, messages: [...messages] }));
}

/**
 * Adds the security id through the security id service. One the freelancer already has is an
 * answer given before, not a conflict: a savepoint keeps the refused insert from ending the
 * transaction. The service's other refusals (the limit) become field errors of the item.
 */
async function recordSecurityId(
  tx: Tx,
  deps: OnboardingDeps,
  freelancer: FreelancerRow,
  securityId: { value: string; field: string },
): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      addSecurityId(savepoint, deps.cipher, ownerOf(freelancer), { value: securityId.value }, deps.log),
    );
  } catch (error) {
    if (error instanceof Problem && error.statusCode === 409) return;
    if (isUniqueViolation(error)) return;
    if (error instanceof Problem) throw problem.rejected([{ field: securityId.field, messages: [...error.messages] }]);
    throw error;
  }
}

/**
 * Saves the answers of one onboarding step (PUT /flexOnboarding): only rows of that step shown on
 * that type for the talent's country may be answered (others are 422 `onboarding.rowNotInStep`);
 * an unknown step is 422 `onboarding.stepNotFound`. Returns the freelancer as they now are.
 */
export async function saveOnboardingStep(
  tx: Tx,
  deps: OnboardingDeps,
  tenant: Tenant,
  freelancer: FreelancerRow,
  body: Schemas['OnboardingStepSave'],
): Promise<FreelancerRow> {
  const rows = onboardingStructure(tenant);
  const stepOf = (country: string | null) =>
    visibleOnboardingSteps(rows, body.type, country).find((step) => step.name === body.stepName);
  if (!rows.some((row) => row.stepName === body.stepName && row.showOn.includes(body.type)))
    throw problem.rejected([{ field: 'stepName', messages: ['onboarding.stepNotFound'] }]);
  return changeAnswers(tx, deps, tenant, freelancer, {
    answers: body.answers,
    answerable: (row, country) => stepOf(country)?.entries.includes(row) === true,
    notAnswerable: 'onboarding.rowNotInStep',
  });
}

/**
 * Changes answers and/or profile fields outside the steps (PATCH /flexOnboarding/profile): any row
 * of either onboarding the talent sees with their country may be answered (others are 422
 * `onboarding.rowNotShown`); profile fields follow updateProfileInfo's rules, hidden ones refused.
 */
export async function patchOnboardingAnswers(
  tx: Tx,
  deps: OnboardingDeps,
  tenant: Tenant,
  freelancer: FreelancerRow,
  body: Schemas['OnboardingProfilePatch'],
): Promise<FreelancerRow> {
  const rows = onboardingStructure(tenant);
  return changeAnswers(tx, deps, tenant, freelancer, {
    answers: body.answers ?? [],
    answerable: (row, country) =>
      visibleRows(rows, 'long', country).includes(row) || visibleRows(rows, 'short', country).includes(row),
    notAnswerable: 'onboarding.rowNotShown',
    profile: body.profile,
  });
}

// ───────────────────────────── finishing ─────────────────────────────

/**
 * The required rows of an onboarding a talent has not answered: those shown on the type, visible
 * for their country, not hidden for them (a hidden field cannot be asked) and not disabled (a
 * disabled row cannot be answered), whose answer does not count (`isRowAnswered`).
 */
export async function unansweredRequiredRows(
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  type: OnboardingType,
): Promise<OnboardingRow[]> {
  const sources = await answerSources(tx, tenant, freelancer);
  return visibleRows(onboardingStructure(tenant), type, freelancer.residenceCountry).filter(
    (row) =>
      isRequiredRow(row) &&
      row.disabled !== true &&
      !isRowHidden(row, sources.hidden) &&
      !isRowAnswered(row.type, answersOf(row, sources, freelancer.locale)),
  );
}

/**
 * Finishes onboarding (POST /flexOnboarding/{long,short}/store): 422 `onboarding.incomplete`
 * naming every required row still unanswered (`rows.<id>`); otherwise the pools chosen are joined
 * and `hasCompletedOnboarding` set — and for the short onboarding, the job it was started from is
 * kept (it must be a project of the tenant: 422 `project.notFound` on `job.id`). Finishing again
 * changes nothing and answers the same.
 */
export async function finishOnboarding(
  tx: Tx,
  deps: Pick<OnboardingDeps, 'now'>,
  tenant: Tenant,
  freelancer: FreelancerRow,
  type: OnboardingType,
  job?: Schemas['CollectedJob'],
): Promise<FreelancerRow> {
  let jobId: number | undefined;
  if (job) {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.clientId, tenant.id), eq(projects.id, job.id)));
    // The contract has no 404 here: an unknown job is a rejected field.
    if (!project) throw problem.rejected([{ field: 'job.id', messages: ['project.notFound'] }]);
    jobId = project.id;
  }
  if (freelancer.hasCompletedOnboarding) return freelancer;
  const missing = await unansweredRequiredRows(tx, tenant, freelancer, type);
  if (missing.length > 0)
    throw problem.rejected(
      missing.slice(0, 100).map((row) => ({ field: `rows.${row.id}`, messages: ['validation.required'] })),
      'onboarding.incomplete',
    );
  const poolsRow = visibleRows(onboardingStructure(tenant), type, freelancer.residenceCountry).find(
    (row) => row.type === 'pools',
  );
  if (poolsRow) {
    const [chosen] = (await storedAnswers(tx, freelancer)).get(poolsRow.id) ?? [];
    const ids = Array.isArray(chosen?.value) ? chosen.value.map(Number).filter(Number.isSafeInteger) : [];
    await joinOnboardingPools(tx, ownerOf(freelancer), ids);
  }
  const updated = await updateFreelancer(tx, freelancer.clientId, freelancer.id, {
    hasCompletedOnboarding: true,
    ...(jobId !== undefined && { onboardingJobId: jobId }),
    updatedAt: new Date(deps.now()),
  });
  return updated!;
}
