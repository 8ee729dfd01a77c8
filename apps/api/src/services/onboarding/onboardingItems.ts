// The rules of onboarding answer items, without I/O: how the items a talent sends for one row of the
// tenant's structure become a change of the place that row's answer lives in (the profile, the
// country of residence, the structured CV, a security id, or the onboarding answers), and how what
// is stored becomes answer items again (spec §3 "Answer items"; the codec of @talent/domain).
// services/onboarding/onboarding.ts reads and writes; this file decides.
import type { components } from '@talent/api-client';
import {
  ADDRESS_PARTS,
  HOME_ADDRESS_FIELDS,
  addressFromFields,
  addressHiddenField,
  isOneOf,
  CV_FIELD_OF_ROW,
  HISTORY_PARTS,
  LANGUAGE_PARTS,
  PHONE_PARTS,
  answerGroups,
  historyFromItems,
  historyToItems,
  isEmptyValue,
  isRequiredRow,
  isRowAnswered,
  languagesFromItems,
  languagesToItems,
  localizedLabel,
  partsToItems,
  rulesSchema,
  scalarValue,
  tagsFromItems,
} from '@talent/domain';
import type { AddressPart, AnswerItem as CodecItem, FieldSchema, OnboardingRowDeclaration } from '@talent/domain';
import * as v from 'valibot';
import type { StoredAnswerItem } from '../../db/schema.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import type { HiddenFieldName } from '../profile/profile.ts';
import { normalizeCv } from '../cv/structuredCv.ts';
import type { Cv } from '../cv/structuredCv.ts';
import { CONTROL_CHARACTERS, countryProblems, isCalendarDate, multilineTextProblems } from '../shared/validation.ts';
import { Problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];
/** An answer item of the contract. */
export type AnswerItem = Schemas['AnswerItem'];
/** A row of a tenant's onboarding structure, as declared in its onboarding.json. */
export type OnboardingRow = OnboardingRowDeclaration;
type ProfileInfo = Schemas['ProfileInfo'];
type HomeAddress = NonNullable<ProfileInfo['homeAddress']>;

/** An item as sent, with the path that names it in field errors (`answers.3`). */
export interface SentItem {
  readonly item: AnswerItem;
  readonly field: string;
}

/** The CV sections a row can edit. */
export type CvField = (typeof CV_FIELD_OF_ROW)[keyof typeof CV_FIELD_OF_ROW];

/** What answering a row changes. */
export type RowChange =
  | {
      readonly kind: 'profile';
      /** The profile fields the row sets (a blank text clears its field). */
      readonly info: ProfileInfo;
      /** The item field that answers for each profile path (`homeAddress.zip` → `answers.4.value`). */
      readonly fields: ReadonlyMap<string, string>;
    }
  | { readonly kind: 'residenceCountry'; readonly value: string | null }
  | {
      readonly kind: 'cv';
      readonly field: CvField;
      readonly value: Cv[CvField];
      /** The item field that answers for each CV path (`employmentHistory.0.end` → `answers.7.value`). */
      readonly fields: ReadonlyMap<string, string>;
    }
  | { readonly kind: 'securityId'; readonly value: string; readonly field: string }
  | {
      readonly kind: 'stored';
      readonly items: StoredAnswerItem[];
      /** Ids the caller checks in the database: pools, or the CV file (`cv_upload`). */
      readonly references?: { readonly ids: readonly (number | string)[]; readonly field: string };
    };

/** The outcome of a row's items: field errors, or the change they make (none when blank and optional). */
export interface RowInterpretation {
  readonly errors: readonly FieldError[];
  readonly change?: RowChange;
}

/** What the item rules need to know of the tenant beyond the row. */
export interface ItemContext {
  /** Ids of the tenant's CMS categories. */
  readonly categoryIds: ReadonlySet<number>;
}

/** The profile field a single-value profile row edits, and the one it is hidden by. */
const PROFILE_FIELD_OF_ROW = {
  first_name: 'firstName',
  last_name: 'lastName',
  professional_title: 'professionalTitle',
  description: 'description',
  linkedin_handle: 'linkedinHandle',
  availability: 'availability',
  hour_rate: 'hourRate',
} as const satisfies Record<string, HiddenFieldName>;
type ProfileRowType = keyof typeof PROFILE_FIELD_OF_ROW;

/** The profile's home address has a field for every part the domain's codec names (checked by the compiler). */
const _addressFieldsFit: Readonly<Record<AddressPart, keyof HomeAddress>> = HOME_ADDRESS_FIELDS;

const isProfileRowType = (type: string): type is ProfileRowType => Object.hasOwn(PROFILE_FIELD_OF_ROW, type);
const isCvRowType = (type: string): type is keyof typeof CV_FIELD_OF_ROW => Object.hasOwn(CV_FIELD_OF_ROW, type);

/** The hideable profile fields a row edits (a home address: each of its parts). */
export function hiddenFieldsOfRow(row: Pick<OnboardingRow, 'type'>): HiddenFieldName[] {
  if (isProfileRowType(row.type)) return [PROFILE_FIELD_OF_ROW[row.type]];
  if (row.type === 'mobile_number') return ['mobileNumber'];
  if (row.type === 'home_address') return ADDRESS_PARTS.map(addressHiddenField);
  return [];
}

/** The hideable profile field an item of a row edits, if any (an address part: that part's field). */
export function hiddenFieldOfItem(
  row: Pick<OnboardingRow, 'type'>,
  item: Pick<AnswerItem, 'type'>,
): HiddenFieldName | undefined {
  if (row.type !== 'home_address') return hiddenFieldsOfRow(row)[0];
  return isOneOf(ADDRESS_PARTS, item.type) ? addressHiddenField(item.type) : undefined;
}

/**
 * Whether a row is left out for a freelancer because what it edits is hidden for them: the field of
 * a profile row, every part of an address (an address with some parts hidden is still asked).
 */
export function isRowHidden(row: Pick<OnboardingRow, 'type'>, hidden: ReadonlySet<string>): boolean {
  const fields = hiddenFieldsOfRow(row);
  return fields.length > 0 && fields.every((field) => hidden.has(field));
}

/** The item types a row's answer may have: its parts, or the row's own type. */
function partsOf(type: string): readonly string[] {
  switch (type) {
    case 'home_address':
      return ADDRESS_PARTS;
    case 'mobile_number':
      return PHONE_PARTS;
    case 'languages':
      return LANGUAGE_PARTS;
    case 'employment_history':
    case 'education_history':
    case 'certificate_history':
      return HISTORY_PARTS;
    default:
      return [type];
  }
}

/** Rows answered by a list (several items allowed) rather than by one value. */
const isGroupedType = (type: string) => partsOf(type).length > 1 || type === 'skills' || type === 'tools';
const isTagType = (type: string) => type === 'skills' || type === 'tools';

const valueField = (sent: SentItem) => `${sent.field}.value`;
const problem = (field: string, message: string): FieldError => ({ field, messages: [message] });

// Rule strings are few per tenant and parsed once.
const ruleSchemas = new Map<string, FieldSchema>();
function compiledRules(rules: string): FieldSchema {
  let schema = ruleSchemas.get(rules);
  if (!schema) {
    schema = rulesSchema(rules);
    ruleSchemas.set(rules, schema);
  }
  return schema;
}

/** A decimal written as text, comma or point (`"85,50"`), as the number it means; else undefined. */
function decimalText(value: unknown): number | undefined {
  return typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim())
    ? Number.parseFloat(value.trim().replace(',', '.'))
    : undefined;
}

/** The value rules judge: a number row's decimal text as its number (`minValue` means the number). */
const ruleValue = (row: OnboardingRow, value: unknown) =>
  row.type === 'hour_rate' || row.type === 'number' ? (decimalText(value) ?? value) : value;

/**
 * Field errors of the row's form: a required row must be answered (`isRowAnswered`), and the
 * value of a single-value row (or a tag row's list) must pass its rules (`rulesSchema`). A
 * composite row's rules beyond `required` would not know which part they mean, so they are not
 * applied to it.
 */
function formProblems(row: OnboardingRow, sent: readonly SentItem[]): FieldError[] {
  const items = sent.map((s) => s.item);
  const at = valueField(sent[0]!);
  if (isRequiredRow(row) && !isRowAnswered(row.type, items)) return [problem(at, 'validation.required')];
  const rules = row.form?.rules;
  if (!rules || (isGroupedType(row.type) && !isTagType(row.type))) return [];
  const value = isTagType(row.type) ? tagsFromItems(items) : ruleValue(row, scalarValue(items));
  const result = v.safeParse(compiledRules(rules), value);
  return result.success ? [] : [{ field: at, messages: [...new Set(result.issues.map((issue) => issue.message))] }];
}

/** A text value, or why it is not one (`null` reads as empty). */
function textOf(sent: SentItem, errors: FieldError[]): string | undefined {
  const value = sent.item.value;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  errors.push(problem(valueField(sent), 'validation.type'));
  return undefined;
}

/** A number value (a number, or a decimal written as text, comma or point), `null` when blank. */
function numberOf(sent: SentItem, errors: FieldError[]): number | null | undefined {
  const value = sent.item.value;
  if (isEmptyValue(value) && value !== false) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const decimal = decimalText(value);
  if (decimal !== undefined) return decimal;
  errors.push(problem(valueField(sent), 'validation.numeric'));
  return undefined;
}

/** A list of texts (`null` reads as none). */
function listOf(sent: SentItem, errors: FieldError[]): string[] | undefined {
  const value = sent.item.value;
  if (value === null) return [];
  if (Array.isArray(value)) return [...new Set(value.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
  errors.push(problem(valueField(sent), 'validation.type'));
  return undefined;
}

/** Positive whole-number ids of a list (`"12"`), or the field error of the first that is not one. */
function idsOf(sent: SentItem, errors: FieldError[]): number[] | undefined {
  const list = listOf(sent, errors);
  if (!list) return undefined;
  if (!list.every((entry) => /^[1-9]\d{0,15}$/.test(entry))) {
    errors.push(problem(valueField(sent), 'validation.type'));
    return undefined;
  }
  return list.map(Number);
}

const stored = (row: OnboardingRow, value: StoredAnswerItem['value']): StoredAnswerItem[] => [
  { id: row.id, type: row.type, value },
];

/** Profile rows: the profile fields they set, with the item field answering for each. */
function profileChange(row: OnboardingRow, sent: readonly SentItem[], errors: FieldError[]): RowChange | undefined {
  const fields = new Map<string, string>();
  const info: ProfileInfo = {};
  const [first] = sent as [SentItem];
  if (isProfileRowType(row.type)) {
    const key = PROFILE_FIELD_OF_ROW[row.type];
    fields.set(key, valueField(first));
    if (key === 'hourRate') {
      const rate = numberOf(first, errors);
      if (rate === undefined) return undefined;
      info.hourRate = rate;
    } else if (key === 'availability') {
      const date = textOf(first, errors);
      if (date === undefined) return undefined;
      info.availability = date.trim() === '' ? null : date.trim();
    } else {
      const text = textOf(first, errors);
      if (text === undefined) return undefined;
      info[key] = text;
    }
  } else if (row.type === 'home_address') {
    const address: Record<string, string> = {};
    for (const s of sent) {
      const key = HOME_ADDRESS_FIELDS[s.item.type as AddressPart];
      const text = textOf(s, errors);
      if (text === undefined) continue;
      address[key] = key === 'country' ? text.trim().toUpperCase() : text;
      fields.set(`homeAddress.${key}`, valueField(s));
    }
    fields.set('homeAddress', valueField(first));
    info.homeAddress = address;
  } else {
    const part = (type: string) => sent.find((s) => s.item.type === type);
    const number = part('number');
    const country = part('country_code');
    const numberText = number ? textOf(number, errors) : '';
    const countryText = country ? textOf(country, errors) : '';
    if (numberText === undefined || countryText === undefined) return undefined;
    const numberAt = number ? valueField(number) : valueField(first);
    const countryAt = country ? valueField(country) : valueField(first);
    fields
      .set('mobileNumber', numberAt)
      .set('mobileNumber.number', numberAt)
      .set('mobileNumber.countryCode', countryAt);
    // The form always has a country picked (its default region), so a blank number alone means
    // "no number": an optional phone row left empty clears it instead of failing the step. A
    // required row is enforced where every required row is (its rules and the store's check).
    if (numberText.trim() === '') info.mobileNumber = null;
    else if (countryText.trim() === '') errors.push(problem(countryAt, 'validation.required'));
    else info.mobileNumber = { number: numberText.trim(), countryCode: countryText.trim().toUpperCase() };
  }
  return { kind: 'profile', info, fields };
}

const LONGEST_TAG = 100;
const MOST_TAGS = 200;
const LONGEST_HISTORY_TEXT = 255;

/** Whether `code` is an ISO 639 language code (CLDR knows a name for it). */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
function isLanguageCode(code: string): boolean {
  if (!/^[a-z]{2,3}$/.test(code)) return false;
  try {
    return languageNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** CV rows: the section they replace, with the item field answering for each CV path. */
function cvChange(
  row: OnboardingRow & { type: keyof typeof CV_FIELD_OF_ROW },
  sent: readonly SentItem[],
  errors: FieldError[],
): RowChange | undefined {
  const field = CV_FIELD_OF_ROW[row.type];
  const fields = new Map<string, string>();
  const fieldOf = new Map(sent.map((s) => [s.item, s] as const));
  const at = (item: CodecItem) => fieldOf.get(item as AnswerItem)!;
  const start = errors.length;

  if (isTagType(row.type)) {
    for (const s of sent) {
      const value = s.item.value;
      const tags = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
      if (!tags) errors.push(problem(valueField(s), 'validation.type'));
      else if (tags.some((tag) => tag.trim().length > LONGEST_TAG))
        errors.push(problem(valueField(s), 'validation.max'));
    }
    const tags = tagsFromItems(sent.map((s) => s.item));
    if (tags.length > MOST_TAGS) errors.push(problem(valueField(sent[0]!), 'validation.max'));
    fields.set(field, valueField(sent[0]!));
    return errors.length > start ? undefined : { kind: 'cv', field, value: tags, fields };
  }

  const groups = answerGroups(sent.map((s) => s.item));
  if (row.type === 'languages') {
    const languages: Cv['masteredLanguages'] = [];
    for (const group of groups) {
      const language = group.find((item) => item.type === 'language');
      const proficiency = group.find((item) => item.type === 'proficiency');
      const code = language ? textOf(at(language), errors) : '';
      if (code === undefined) continue;
      if (proficiency && !isEmptyValue(proficiency.value)) {
        const level = Number(proficiency.value);
        if (typeof proficiency.value === 'boolean' || !Number.isInteger(level) || level < 1 || level > 5)
          errors.push(problem(valueField(at(proficiency)), 'validation.between'));
      }
      if (code.trim() === '') {
        if (proficiency && !isEmptyValue(proficiency.value))
          errors.push(problem(valueField(at(language ?? proficiency)), 'validation.required'));
        continue;
      }
      if (!isLanguageCode(code.trim().toLowerCase())) {
        errors.push(problem(valueField(at(language!)), 'validation.invalid'));
        continue;
      }
      languages.push(...languagesFromItems(group));
    }
    fields.set(field, valueField(sent[0]!));
    return errors.length > start ? undefined : { kind: 'cv', field, value: languages, fields };
  }

  const entries: Cv['employmentHistory'] = [];
  for (const group of groups) {
    for (const item of group) {
      const ok =
        item.type === 'ongoing'
          ? item.value === null || typeof item.value === 'boolean'
          : textOf(at(item), []) !== undefined;
      if (!ok) errors.push(problem(valueField(at(item)), 'validation.type'));
    }
    const [entry] = historyFromItems(group);
    const title = group.find((item) => item.type === 'title') ?? group[0]!;
    if (!entry) {
      // Dates or an employer without a title would be dropped without a word: ask for the title.
      if (group.some((item) => item.type !== 'ongoing' && !isEmptyValue(item.value)))
        errors.push(problem(valueField(at(title)), 'validation.required'));
      continue;
    }
    const index = entries.length;
    for (const item of group) fields.set(`${field}.${index}.${item.type}`, valueField(at(item)));
    fields.set(`${field}.${index}`, valueField(at(title)));
    for (const part of ['title', 'organization'] as const) {
      if ((entry[part]?.length ?? 0) > LONGEST_HISTORY_TEXT)
        errors.push(problem(fields.get(`${field}.${index}.${part}`)!, 'validation.max'));
    }
    entries.push({ ...entry, ongoing: entry.ongoing ?? false });
  }
  fields.set(field, valueField(sent[0]!));
  return errors.length > start ? undefined : { kind: 'cv', field, value: entries, fields };
}

/** The tenant's own questions, categories, pools, the CV file and the security id. */
function otherChange(row: OnboardingRow, sent: readonly SentItem[], context: ItemContext, errors: FieldError[]) {
  const [first] = sent as [SentItem];
  const at = valueField(first);
  const value = first.item.value;
  const options = new Set((row.form?.options ?? []).map((option) => option.value));
  switch (row.type) {
    case 'security_id': {
      const text = textOf(first, errors)?.trim();
      if (text === undefined || text === '') return undefined;
      // The contract's SecurityIdInput: printable ASCII, at most 64 characters.
      if (text.length > 64) errors.push(problem(at, 'validation.max'));
      else if (!/^[\x20-\x7E]+$/.test(text)) errors.push(problem(at, 'validation.pattern'));
      else return { kind: 'securityId', value: text, field: at } as const;
      return undefined;
    }
    case 'cv_upload': {
      const text = textOf(first, errors)?.trim().toLowerCase();
      if (text === undefined) return undefined;
      if (text === '') return { kind: 'stored', items: stored(row, null) } as const;
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text)) {
        errors.push(problem(at, 'validation.format'));
        return undefined;
      }
      return { kind: 'stored', items: stored(row, text), references: { ids: [text], field: at } } as const;
    }
    case 'categories': {
      const ids = idsOf(first, errors);
      if (!ids) return undefined;
      if (ids.some((id) => !context.categoryIds.has(id))) errors.push(problem(at, 'onboarding.categoryNotFound'));
      return { kind: 'stored', items: stored(row, ids.map(String)) } as const;
    }
    case 'pools': {
      const ids = idsOf(first, errors);
      if (!ids) return undefined;
      return { kind: 'stored', items: stored(row, ids.map(String)), references: { ids, field: at } } as const;
    }
    case 'select': {
      const text = textOf(first, errors);
      if (text === undefined) return undefined;
      if (text !== '' && !options.has(text)) errors.push(problem(at, 'validation.oneOf'));
      return { kind: 'stored', items: stored(row, text === '' ? null : text) } as const;
    }
    case 'multiselect': {
      const list = listOf(first, errors);
      if (!list) return undefined;
      if (!list.every((entry) => options.has(entry))) errors.push(problem(at, 'validation.oneOf'));
      return { kind: 'stored', items: stored(row, list) } as const;
    }
    case 'checkbox':
      if (value !== null && typeof value !== 'boolean') {
        errors.push(problem(at, 'validation.type'));
        return undefined;
      }
      return { kind: 'stored', items: stored(row, value === true) } as const;
    case 'number': {
      const number = numberOf(first, errors);
      return number === undefined ? undefined : ({ kind: 'stored', items: stored(row, number) } as const);
    }
    case 'date': {
      const text = textOf(first, errors)?.trim();
      if (text === undefined) return undefined;
      if (text !== '' && !isCalendarDate(text)) errors.push(problem(at, 'validation.date'));
      return { kind: 'stored', items: stored(row, text === '' ? null : text) } as const;
    }
    default: {
      // text (one line, at most 255 characters) and textarea (several lines).
      const text = textOf(first, errors)?.trim();
      if (text === undefined) return undefined;
      if (row.type === 'textarea') errors.push(...multilineTextProblems(text, at));
      else if (CONTROL_CHARACTERS.test(text)) errors.push(problem(at, 'validation.invalid'));
      else if (text.length > 255) errors.push(problem(at, 'validation.max'));
      return { kind: 'stored', items: stored(row, text === '' ? null : text) } as const;
    }
  }
}

/**
 * What the items sent for one row change, or their field errors: the item types must be the
 * row's parts (or its own type), a single-value row takes one item, the form's rules hold
 * (`required`, `rulesSchema`), and the value fits the row's type (texts, dates, numbers, a real
 * country, one of the options, categories of the tenant, language codes, history entries with a
 * title, …). Checks that need the database (a phone used by another account, pools, the CV file,
 * the security id) are the caller's.
 */
export function interpretRow(row: OnboardingRow, sent: readonly SentItem[], context: ItemContext): RowInterpretation {
  const errors: FieldError[] = [];
  const parts = partsOf(row.type);
  for (const s of sent) if (!parts.includes(s.item.type)) errors.push(problem(`${s.field}.type`, 'validation.oneOf'));
  if (errors.length > 0 || sent.length === 0) return { errors };
  if (!isGroupedType(row.type) && sent.length > 1)
    return { errors: sent.slice(1).map((s) => problem(s.field, 'validation.max')) };
  // A number row's value is a number before its rules (minValue, between) can judge it.
  if ((row.type === 'hour_rate' || row.type === 'number') && numberOf(sent[0]!, errors) === undefined)
    return { errors };
  const form = formProblems(row, sent);
  if (form.length > 0) return { errors: form };

  let change: RowChange | undefined;
  if (isProfileRowType(row.type) || row.type === 'home_address' || row.type === 'mobile_number') {
    change = profileChange(row, sent, errors);
  } else if (row.type === 'residence_country') {
    const text = textOf(sent[0]!, errors)?.trim().toUpperCase();
    if (text !== undefined) {
      const country = text === '' ? null : text;
      // An alpha-2 code (the contract's Iso2) of a real country; i18n-iso-countries alone would
      // also take alpha-3 and numeric codes.
      if (country !== null && (!/^[A-Z]{2}$/.test(country) || countryProblems(country, 'country').length > 0))
        errors.push(problem(valueField(sent[0]!), 'validation.country'));
      change = { kind: 'residenceCountry', value: country };
    }
  } else if (isCvRowType(row.type)) {
    change = cvChange(row as OnboardingRow & { type: keyof typeof CV_FIELD_OF_ROW }, sent, errors);
  } else {
    change = otherChange(row, sent, context, errors);
  }
  return errors.length > 0 ? { errors } : { errors, ...(change && { change }) };
}

/**
 * The CV's own rules (`normalizeCv`: real dates, an end not before its start, no control
 * characters) on a CV with `changes`, as field errors of the items that answer each CV path
 * (`fields`), or of `fallback` for a path no item answers.
 */
export function cvProblems(cv: Cv, fields: ReadonlyMap<string, string>, fallback: string): FieldError[] {
  try {
    normalizeCv(cv);
    return [];
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    return error.fieldErrors.map((fieldError) => {
      let path = fieldError.field;
      while (!fields.has(path) && path.includes('.')) path = path.slice(0, path.lastIndexOf('.'));
      return { field: fields.get(path) ?? fallback, messages: fieldError.messages };
    });
  }
}

// ───────────────────────────── stored → answer items ─────────────────────────────

/** Where the answers of a freelancer are kept, as read by the caller. */
export interface AnswerSources {
  readonly freelancer: FreelancerRow;
  /** Profile fields hidden for the freelancer (never answered back). */
  readonly hidden: ReadonlySet<string>;
  readonly cv: Cv;
  /** The onboarding answers kept as they were sent, by row id. */
  readonly stored: ReadonlyMap<number, readonly StoredAnswerItem[]>;
  /** The uuid of the CV file answering the `cv_upload` row, if any. */
  readonly cvFile: string | null;
  /** The masked value of the freelancer's newest security id, if any. */
  readonly securityId: string | null;
}

/** A codec item as the contract's item (the codec's lists are read-only). */
const contractItem = (item: CodecItem): AnswerItem => ({
  id: item.id,
  ...(item.groupId !== undefined && { groupId: item.groupId }),
  type: item.type,
  value: Array.isArray(item.value) ? [...(item.value as readonly string[])] : (item.value as AnswerItem['value']),
});

/** The contract's AnswerValue arrays hold at most 100 entries: a long tag list becomes several items. */
function tagItems(row: OnboardingRow, tags: readonly string[]): AnswerItem[] {
  const items: AnswerItem[] = [];
  for (let i = 0; i < tags.length; i += 100) items.push({ id: row.id, type: row.type, value: tags.slice(i, i + 100) });
  return items;
}

/** A single-value answer; none when the value is blank. */
const single = (row: OnboardingRow, value: AnswerItem['value'] | undefined): AnswerItem[] =>
  value === undefined || value === null || value === '' ? [] : [{ id: row.id, type: row.type, value }];

/**
 * The answer items of a row as they stand, read from where the row's answer lives (with the
 * domain's codec), in the shape the talent sends them. A field hidden for the freelancer is never
 * answered back; a select answer carries its option's label in `locale`.
 */
export function answersOf(row: OnboardingRow, sources: AnswerSources, locale: string): AnswerItem[] {
  const { freelancer, hidden, cv } = sources;
  const profile = freelancer.profile;
  if (hiddenFieldsOfRow(row).some((field) => hidden.has(field)) && row.type !== 'home_address') return [];
  switch (row.type) {
    case 'first_name':
      return single(row, freelancer.firstName);
    case 'last_name':
      return single(row, freelancer.lastName);
    case 'professional_title':
    case 'description':
    case 'linkedin_handle':
    case 'availability':
    case 'hour_rate':
      return single(row, profile[PROFILE_FIELD_OF_ROW[row.type]]);
    case 'residence_country':
      return single(row, freelancer.residenceCountry);
    case 'home_address': {
      const parts = addressFromFields(profile.homeAddress, (part) => !hidden.has(addressHiddenField(part)));
      return Object.keys(parts).length === 0 ? [] : partsToItems(row.id, ADDRESS_PARTS, parts).map(contractItem);
    }
    case 'mobile_number':
      return freelancer.phoneE164 && freelancer.phoneCountry
        ? partsToItems(row.id, PHONE_PARTS, {
            country_code: freelancer.phoneCountry,
            number: freelancer.phoneE164,
          }).map(contractItem)
        : [];
    case 'skills':
    case 'tools':
      return tagItems(row, cv[CV_FIELD_OF_ROW[row.type]]);
    case 'languages':
      return languagesToItems(
        row.id,
        cv.masteredLanguages.map((language) => ({ code: language.code, proficiency: language.proficiency ?? 3 })),
      ).map(contractItem);
    case 'employment_history':
    case 'education_history':
    case 'certificate_history':
      return historyToItems(row.id, cv[CV_FIELD_OF_ROW[row.type]]).map(contractItem);
    case 'cv_upload':
      return single(row, sources.cvFile);
    case 'security_id':
      return single(row, sources.securityId);
    default: {
      const items = (sources.stored.get(row.id) ?? []).map((item) => contractItem(item));
      if (row.type !== 'select') return items;
      return items.map((item) => {
        const option = row.form?.options?.find((o) => o.value === item.value);
        return option ? { ...item, optionLabel: localizedLabel(option.label, locale) } : item;
      });
    }
  }
}

/** The row as the contract's structure entry: labels in `locale`, `value` the talent's (else the default). */
export function toStructureEntry(
  row: OnboardingRow,
  locale: string,
  value: AnswerItem['value'] | undefined,
): Schemas['OnboardingStructureEntry'] {
  const form = row.form;
  const shown = value !== undefined ? value : row.value;
  return {
    id: row.id,
    stepName: row.stepName,
    sequence: row.sequence,
    rowNumber: row.rowNumber,
    type: row.type,
    showOn: [...row.showOn],
    ...(row.hideByCountry && { hideByCountry: [...row.hideByCountry] }),
    ...(shown !== undefined && { value: Array.isArray(shown) ? [...(shown as readonly string[])] : shown }),
    ...(row.canParse !== undefined && { canParse: row.canParse }),
    ...(row.disabled !== undefined && { disabled: row.disabled }),
    ...(form && {
      form: {
        ...(form.label && { label: localizedLabel(form.label, locale) }),
        ...(form.rules !== undefined && { rules: form.rules }),
        ...(form.required !== undefined && { required: form.required }),
        ...(form.options && {
          options: form.options.map((option) => ({ value: option.value, label: localizedLabel(option.label, locale) })),
        }),
      },
    }),
  };
}

/** Rows whose answer is one value, which the structure entry shows as `value`. */
export function hasScalarValue(row: Pick<OnboardingRow, 'type'>): boolean {
  return !isGroupedType(row.type);
}
