// What an onboarding row asks and how its answer items look (spec §3 "Onboarding structure entry",
// "Answer items"). The row's `type` names what it edits; the API stores each answer where it
// belongs (the freelancer's profile, the structured CV, a security id, pool memberships, or the
// onboarding answers for a tenant's own questions) and hands it back in the same shape, so the
// portal's onboarding steps and profile page and the API share one codec: this file.
import * as v from 'valibot';
import { DEFAULT_PROFICIENCY } from './constants.ts';
import type { AnswerValue } from './draft.ts';
import { ONBOARDING_TYPES } from './enums.ts';
import { isEmptyValue, parseRules } from './validation.ts';

/** Row types that edit a field of the freelancer's profile (one item, `type` = the row type). */
export const PROFILE_ROW_TYPES = [
  'first_name',
  'last_name',
  'professional_title',
  'description',
  'linkedin_handle',
  'availability',
  'hour_rate',
  'residence_country',
] as const;
/** Row types whose answer is a group of items of named parts. */
export const COMPOSITE_ROW_TYPES = [
  'home_address',
  'mobile_number',
  'languages',
  'employment_history',
  'education_history',
  'certificate_history',
] as const;
/** Row types that edit the structured CV. */
export const CV_ROW_TYPES = [
  'cv_upload',
  'skills',
  'tools',
  'languages',
  'employment_history',
  'education_history',
  'certificate_history',
] as const;
/** Row types of a tenant's own questions, kept as onboarding answers. */
export const QUESTION_ROW_TYPES = ['text', 'textarea', 'select', 'multiselect', 'checkbox', 'number', 'date'] as const;

/**
 * Every onboarding row type. `categories` and `pools` offer the tenant's job categories and the
 * pools of the chosen categories (joined when onboarding is finished); `security_id` adds a
 * security id; `cv_upload` asks for a CV (its value is the uploaded CV's uuid).
 */
export const ONBOARDING_ROW_TYPES = [
  ...PROFILE_ROW_TYPES,
  'home_address',
  'mobile_number',
  'cv_upload',
  'skills',
  'tools',
  'languages',
  'employment_history',
  'education_history',
  'certificate_history',
  'categories',
  'pools',
  'security_id',
  ...QUESTION_ROW_TYPES,
] as const;
/** An onboarding row type. */
export type OnboardingRowType = (typeof ONBOARDING_ROW_TYPES)[number];

/** Parts of a home address answer (item types), in form order. */
export const ADDRESS_PARTS = ['address_line1', 'address_line2', 'street', 'zip', 'city', 'state', 'country'] as const;
/** Parts of a mobile number answer. */
export const PHONE_PARTS = ['country_code', 'number'] as const;
/** Parts of one mastered language (a group per language). */
export const LANGUAGE_PARTS = ['language', 'proficiency'] as const;
/** Parts of one employment, education or certificate entry (a group per entry). */
export const HISTORY_PARTS = ['title', 'organization', 'description', 'start', 'end', 'ongoing'] as const;

/** One answer item (spec §3): `id` is the structure row it answers, `groupId` the entry of a repeated group. */
export interface AnswerItem {
  readonly id: number;
  readonly groupId?: number | null;
  readonly type: string;
  readonly value: AnswerValue;
  readonly label?: string;
  readonly optionLabel?: string;
}

/** A history entry of the CV (the contract's HistoryEntry). */
export interface CvHistoryEntry {
  readonly title: string;
  readonly organization?: string;
  readonly description?: string;
  readonly start?: string | null;
  readonly end?: string | null;
  readonly ongoing?: boolean;
}

/** A mastered language: ISO 639 code and proficiency 1–5. */
export interface CvLanguage {
  readonly code: string;
  readonly proficiency: number;
}

/** The structured CV (the contract's Cv). */
export interface StructuredCv {
  readonly skills: readonly string[];
  readonly toolsAndTechnologies: readonly string[];
  readonly masteredLanguages: readonly CvLanguage[];
  readonly employmentHistory: readonly CvHistoryEntry[];
  readonly educationHistory: readonly CvHistoryEntry[];
  readonly certificateHistory: readonly CvHistoryEntry[];
}

/** The CV field a CV row type edits. */
export const CV_FIELD_OF_ROW = {
  skills: 'skills',
  tools: 'toolsAndTechnologies',
  languages: 'masteredLanguages',
  employment_history: 'employmentHistory',
  education_history: 'educationHistory',
  certificate_history: 'certificateHistory',
} as const satisfies Partial<Record<OnboardingRowType, keyof StructuredCv>>;

/** Whether a structure row's type is one this codec knows. */
export const isOnboardingRowType = (type: string): type is OnboardingRowType =>
  (ONBOARDING_ROW_TYPES as readonly string[]).includes(type);

/** The items answering one row. */
export const itemsOfRow = (items: readonly AnswerItem[], rowId: number): AnswerItem[] =>
  items.filter((item) => item.id === rowId);

/** Items grouped by `groupId` in first-seen order (a repeated group: one entry per group). */
export function answerGroups(items: readonly AnswerItem[]): AnswerItem[][] {
  const groups = new Map<number, AnswerItem[]>();
  for (const item of items) {
    const key = item.groupId ?? 0;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

const partOf = (group: readonly AnswerItem[], part: string): AnswerValue | undefined =>
  group.find((item) => item.type === part)?.value;

const text = (value: AnswerValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * History entries newest first (spec §5): by start date descending, an ongoing entry before a
 * finished one with the same start, entries without a start last in their given order. The API
 * stores histories in this order and the portal merges accepted CV entries into it.
 */
export function newestFirst<T extends { readonly start?: string | null; readonly ongoing?: boolean }>(
  entries: readonly T[],
): T[] {
  return entries.toSorted((a, b) => {
    if (!a.start || !b.start) return a.start ? -1 : b.start ? 1 : 0;
    if (a.start !== b.start) return a.start < b.start ? 1 : -1;
    return Number(b.ongoing ?? false) - Number(a.ongoing ?? false);
  });
}

/** History entries of a history row's items; entries without a title are dropped. */
export function historyFromItems(items: readonly AnswerItem[]): CvHistoryEntry[] {
  const entries: CvHistoryEntry[] = [];
  for (const group of answerGroups(items)) {
    const title = text(partOf(group, 'title'));
    if (!title) continue;
    const organization = text(partOf(group, 'organization'));
    const description = text(partOf(group, 'description'));
    const ongoing = partOf(group, 'ongoing') === true;
    entries.push({
      title,
      ...(organization && { organization }),
      ...(description && { description }),
      start: text(partOf(group, 'start')) ?? null,
      end: ongoing ? null : (text(partOf(group, 'end')) ?? null),
      ongoing,
    });
  }
  return entries;
}

/** The items of history entries for row `rowId`, one group per entry (groupId 1, 2, …). */
export function historyToItems(rowId: number, entries: readonly CvHistoryEntry[]): AnswerItem[] {
  return entries.flatMap((entry, index) => {
    const groupId = index + 1;
    const item = (type: (typeof HISTORY_PARTS)[number], value: AnswerValue): AnswerItem => ({
      id: rowId,
      groupId,
      type,
      value,
    });
    return [
      item('title', entry.title),
      item('organization', entry.organization ?? ''),
      item('description', entry.description ?? ''),
      item('start', entry.start ?? null),
      item('end', entry.ongoing ? null : (entry.end ?? null)),
      item('ongoing', entry.ongoing ?? false),
    ];
  });
}

/** Mastered languages of a languages row; proficiency defaults to 3 (spec §9), a code appears once. */
export function languagesFromItems(items: readonly AnswerItem[]): CvLanguage[] {
  const seen = new Set<string>();
  const languages: CvLanguage[] = [];
  for (const group of answerGroups(items)) {
    const code = text(partOf(group, 'language'))?.toLowerCase();
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const raw = partOf(group, 'proficiency');
    const level = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
    const proficiency = Number.isInteger(level) && level >= 1 && level <= 5 ? level : DEFAULT_PROFICIENCY;
    languages.push({ code, proficiency });
  }
  return languages;
}

/** The items of mastered languages for row `rowId`, one group per language. */
export function languagesToItems(rowId: number, languages: readonly CvLanguage[]): AnswerItem[] {
  return languages.flatMap((language, index) => [
    { id: rowId, groupId: index + 1, type: 'language', value: language.code },
    { id: rowId, groupId: index + 1, type: 'proficiency', value: language.proficiency },
  ]);
}

/** A tag list (skills, tools): trimmed, blank and repeated (case-insensitively) entries dropped. */
export function tagsFromItems(items: readonly AnswerItem[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of items) {
    const values = Array.isArray(item.value) ? item.value : typeof item.value === 'string' ? [item.value] : [];
    for (const raw of values as readonly string[]) {
      const tag = raw.trim();
      if (tag === '' || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** The parts of a composite single-group answer (address, phone) as a record of texts. */
export function partsFromItems<P extends string>(
  items: readonly AnswerItem[],
  parts: readonly P[],
): Partial<Record<P, string>> {
  const record: Partial<Record<P, string>> = {};
  for (const part of parts) {
    const value = text(items.find((item) => item.type === part)?.value);
    if (value !== undefined) record[part] = value;
  }
  return record;
}

/** The items of a composite single-group answer (address, phone): one item per part, blank when absent. */
export function partsToItems<P extends string>(
  rowId: number,
  parts: readonly P[],
  record: Partial<Record<P, string | undefined>>,
): AnswerItem[] {
  return parts.map((part) => ({ id: rowId, type: part, value: record[part] ?? '' }));
}

/** The single value of a scalar row (profile field, question, security id, categories, pools, CV upload). */
export const scalarValue = (items: readonly AnswerItem[]): AnswerValue => items[0]?.value ?? null;

/**
 * Whether a row counts as answered by its items: a required row must be. Composite rows need
 * their essential part (a history entry's title, a language's code, an address's city or first
 * line, a phone's number); a checkbox must be ticked; other rows need a non-empty value.
 */
export function isRowAnswered(type: string, items: readonly AnswerItem[]): boolean {
  switch (type) {
    case 'employment_history':
    case 'education_history':
    case 'certificate_history':
      return historyFromItems(items).length > 0;
    case 'languages':
      return languagesFromItems(items).length > 0;
    case 'skills':
    case 'tools':
      return tagsFromItems(items).length > 0;
    case 'home_address': {
      const address = partsFromItems(items, ADDRESS_PARTS);
      return Boolean(address.city ?? address.address_line1 ?? address.street);
    }
    case 'mobile_number':
      return Boolean(partsFromItems(items, PHONE_PARTS).number);
    case 'checkbox':
      return scalarValue(items) === true;
    default:
      return !isEmptyValue(scalarValue(items));
  }
}

// ───────────────────────── the tenant's structure file (`tenants/<id>/onboarding.json`) ─────────────────────────

const localeKey = v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a locale such as "en" or "de-CH"'));
/** A text per locale; `en` is required as the fallback of every other locale. */
const localizedText = v.pipe(
  v.record(localeKey, v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255))),
  v.check((texts) => 'en' in texts, 'Needs an "en" text (the fallback of every locale)'),
);
const answerValueSchema = v.union([
  v.pipe(v.string(), v.maxLength(5000)),
  v.pipe(v.number(), v.minValue(-1_000_000_000), v.maxValue(1_000_000_000)),
  v.boolean(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(255))), v.maxLength(100)),
  v.null(),
]);
const rulesText = v.pipe(
  v.string(),
  v.maxLength(500),
  v.check((rules) => {
    try {
      parseRules(rules);
      return true;
    } catch {
      return false;
    }
  }, 'Expected validation rules such as "required|max:50" (see parseRules)'),
);

/** Schema of one row of a tenant's onboarding structure (spec §3), as the tenant declares it. */
export const onboardingRowSchema = v.strictObject({
  /** Stable id: answers refer to it, so it never changes once talent answered. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  stepName: v.pipe(v.string(), v.regex(/^[A-Za-z0-9 _-]+$/), v.maxLength(80)),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  rowNumber: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  type: v.picklist(ONBOARDING_ROW_TYPES),
  showOn: v.pipe(v.array(v.picklist(ONBOARDING_TYPES)), v.minLength(1), v.maxLength(2)),
  /** Residence countries (ISO 3166-1 alpha-2) for which the row is hidden. */
  hideByCountry: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Expected an upper-case ISO 3166-1 alpha-2 code'))),
  ),
  /** The value a new talent starts with. */
  value: v.optional(answerValueSchema),
  /** The value can be filled in from the parsed CV. */
  canParse: v.optional(v.boolean()),
  disabled: v.optional(v.boolean()),
  form: v.optional(
    v.strictObject({
      /** The row's label per locale; rows of a known type have a built-in label when this is absent. */
      label: v.optional(localizedText),
      rules: v.optional(rulesText),
      required: v.optional(v.boolean()),
      /** Choices of a select or multiselect row. */
      options: v.optional(
        v.pipe(
          v.array(
            v.strictObject({ value: v.pipe(v.string(), v.minLength(1), v.maxLength(255)), label: localizedText }),
          ),
          v.maxLength(500),
        ),
      ),
    }),
  ),
});
/** One row of a tenant's onboarding.json. */
export type OnboardingRowDeclaration = v.InferOutput<typeof onboardingRowSchema>;

/**
 * Schema of `tenants/<id>/onboarding.json`: the rows of the onboarding structure. Ids are unique;
 * a select or multiselect row has options; a step's rows share one sequence (the step's place).
 */
export const onboardingStructureSchema = v.pipe(
  v.array(onboardingRowSchema),
  v.minLength(1),
  v.maxLength(500),
  v.check((rows) => new Set(rows.map((row) => row.id)).size === rows.length, 'Row ids must be unique'),
  v.check(
    (rows) =>
      rows.every(
        (row) => (row.type !== 'select' && row.type !== 'multiselect') || (row.form?.options?.length ?? 0) > 0,
      ),
    'A select or multiselect row needs form.options',
  ),
  v.check((rows) => {
    const sequences = new Map<string, number>();
    return rows.every((row) => {
      const seen = sequences.get(row.stepName);
      sequences.set(row.stepName, row.sequence);
      return seen === undefined || seen === row.sequence;
    });
  }, 'The rows of one step must share its sequence'),
);
/** A tenant's onboarding.json, parsed. */
export type OnboardingStructureDeclaration = v.InferOutput<typeof onboardingStructureSchema>;

/** Parses an onboarding.json; throws a ValiError naming the bad row or key. */
export function parseOnboardingStructure(input: unknown): OnboardingStructureDeclaration {
  return v.parse(onboardingStructureSchema, input);
}

/** A localized text in `locale`, falling back to its language and then to English. */
export function localizedLabel(texts: Readonly<Record<string, string>>, locale: string): string {
  return texts[locale] ?? texts[locale.slice(0, 2)] ?? texts['en'] ?? Object.values(texts)[0] ?? '';
}
