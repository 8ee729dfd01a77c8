// What a step's form holds per row, and how it becomes answer items (spec §3 "Answer items") and
// back, on the domain's codec (`@talent/domain` onboardingAnswers). A form keeps editor values, not
// items: a history entry being typed has no title yet, and the codec would drop it.
import type { OnboardingStructureEntry } from '@talent/api-client';
import {
  ADDRESS_PARTS,
  CV_FIELD_OF_ROW,
  PHONE_PARTS,
  historyFromItems,
  historyToItems,
  isRowAnswered,
  itemsOfRow,
  languagesFromItems,
  languagesToItems,
  partsFromItems,
  partsToItems,
  scalarValue,
  sortByStartDateDesc,
  tagsFromItems,
  trimAddress,
} from '@talent/domain';
import type {
  AddressPart,
  AddressParts,
  AnswerItem,
  AnswerValue,
  CvHistoryEntry,
  CvLanguage,
  PhoneValue,
  StructuredCv,
} from '@talent/domain';

/** A row of the onboarding structure, as the API sends it. */
export type OnboardingRow = OnboardingStructureEntry;

/** A part of a home address answer (the domain's). */
export type { AddressPart };
/** A home address being edited (by parts: the domain's address codec). */
export type AddressValue = AddressParts;

/** A history entry being edited (dates as `YYYY-MM-DD`, empty texts allowed). */
export interface HistoryDraft {
  readonly title: string;
  readonly organization: string;
  readonly description: string;
  readonly start: string | null;
  readonly end: string | null;
  readonly ongoing: boolean;
}

/** A mastered language being edited (the code is empty until chosen). */
export interface LanguageDraft {
  readonly code: string;
  readonly proficiency: number;
}

/** What a row's editor edits. */
export type RowValue =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'flag'; readonly checked: boolean }
  | { readonly kind: 'list'; readonly values: readonly string[] }
  | { readonly kind: 'history'; readonly entries: readonly HistoryDraft[] }
  | { readonly kind: 'languages'; readonly languages: readonly LanguageDraft[] }
  | { readonly kind: 'address'; readonly address: AddressValue }
  | { readonly kind: 'phone'; readonly phone: PhoneValue };

/** Row types whose value is a list of strings. */
const LIST_TYPES = new Set(['skills', 'tools', 'multiselect', 'categories', 'pools']);
/** Row types edited as history entries. */
export const HISTORY_TYPES = new Set(['employment_history', 'education_history', 'certificate_history']);

/** An empty history entry. */
export const EMPTY_HISTORY: HistoryDraft = {
  title: '',
  organization: '',
  description: '',
  start: null,
  end: null,
  ongoing: false,
};

/** Row types answered with a number (typed as text; a decimal comma is allowed). */
export const NUMBER_TYPES: ReadonlySet<string> = new Set(['number', 'hour_rate']);

/** A typed number ("85,50" → 85.5); null when empty or not a number. */
export function decimal(text: string): number | null {
  const trimmed = text.trim();
  const number = Number(trimmed.replace(',', '.'));
  return trimmed === '' || !Number.isFinite(number) ? null : number;
}

/** The editor kind of a row type. */
export function valueKind(type: string): RowValue['kind'] {
  if (type === 'checkbox') return 'flag';
  if (LIST_TYPES.has(type)) return 'list';
  if (HISTORY_TYPES.has(type)) return 'history';
  if (type === 'languages') return 'languages';
  if (type === 'home_address') return 'address';
  if (type === 'mobile_number') return 'phone';
  return 'text';
}

const asText = (value: AnswerValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A history entry of the CV as an editor entry. */
export function historyDraft(entry: CvHistoryEntry): HistoryDraft {
  return {
    title: entry.title,
    organization: entry.organization ?? '',
    description: entry.description ?? '',
    start: entry.start ?? null,
    end: entry.ongoing ? null : (entry.end ?? null),
    ongoing: entry.ongoing ?? false,
  };
}

/** Whether an editor entry has nothing typed in it. */
export const isBlankHistory = (entry: HistoryDraft): boolean =>
  entry.title.trim() === '' &&
  entry.organization.trim() === '' &&
  entry.description.trim() === '' &&
  !entry.start &&
  !entry.end &&
  !entry.ongoing;

/** Whether an entry that is not ongoing ends before it starts (dates are `YYYY-MM-DD`). */
export const endsBeforeStart = ({ start, end, ongoing }: HistoryDraft): boolean =>
  !ongoing && Boolean(start && end && end < start);

/** The editor entries as CV entries (blank ones dropped, texts trimmed), newest first (spec §5). */
export function historyEntries(entries: readonly HistoryDraft[]): CvHistoryEntry[] {
  const filled = entries
    .filter((entry) => !isBlankHistory(entry))
    .map((entry) => {
      const organization = entry.organization.trim();
      const description = entry.description.trim();
      return {
        title: entry.title.trim(),
        ...(organization && { organization }),
        ...(description && { description }),
        start: entry.start || null,
        end: entry.ongoing ? null : entry.end || null,
        ongoing: entry.ongoing,
      };
    });
  return sortByStartDateDesc(filled);
}

/** The languages typed (without code dropped, each code once). */
export function languageEntries(languages: readonly LanguageDraft[]): CvLanguage[] {
  const seen = new Set<string>();
  const out: CvLanguage[] = [];
  for (const language of languages) {
    const code = language.code.trim().toLowerCase();
    if (!code || seen.has(code)) continue;
    seen.add(code);
    out.push({ code, proficiency: language.proficiency });
  }
  return out;
}

/** The starting value of a row: its saved items, else the structure's `value`. */
export function rowValue(row: OnboardingRow, items: readonly AnswerItem[]): RowValue {
  const own = itemsOfRow(items, row.id);
  const start: AnswerItem[] =
    own.length > 0 || row.value === undefined || row.value === null
      ? own
      : [{ id: row.id, type: row.type, value: row.value }];
  switch (valueKind(row.type)) {
    case 'flag':
      return { kind: 'flag', checked: scalarValue(start) === true };
    case 'list': {
      if (row.type === 'skills' || row.type === 'tools') return { kind: 'list', values: tagsFromItems(start) };
      const value = scalarValue(start);
      const values = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
      return { kind: 'list', values: values.map(String) };
    }
    case 'history':
      return { kind: 'history', entries: sortByStartDateDesc(historyFromItems(start)).map(historyDraft) };
    case 'languages':
      return { kind: 'languages', languages: languagesFromItems(start) };
    case 'address':
      return { kind: 'address', address: partsFromItems(start, ADDRESS_PARTS) };
    case 'phone': {
      const parts = partsFromItems(start, PHONE_PARTS);
      return { kind: 'phone', phone: { countryCode: parts.country_code ?? '', number: parts.number ?? '' } };
    }
    default:
      return { kind: 'text', text: asText(scalarValue(start)) };
  }
}

/** The answer items of a row's value (what PUT /flexOnboarding saves). */
export function rowItems(row: OnboardingRow, value: RowValue): AnswerItem[] {
  switch (value.kind) {
    case 'flag':
      return [{ id: row.id, type: row.type, value: value.checked }];
    case 'list':
      return [{ id: row.id, type: row.type, value: value.values.map((v) => v.trim()).filter(Boolean) }];
    case 'history':
      return historyToItems(row.id, historyEntries(value.entries));
    case 'languages':
      return languagesToItems(row.id, languageEntries(value.languages));
    case 'address':
      return partsToItems(row.id, ADDRESS_PARTS, trimAddress(value.address));
    case 'phone':
      return partsToItems(row.id, PHONE_PARTS, {
        country_code: value.phone.countryCode,
        number: value.phone.number.trim(),
      });
    case 'text': {
      const text = value.text.trim();
      if (NUMBER_TYPES.has(row.type)) return [{ id: row.id, type: row.type, value: decimal(text) }];
      return [{ id: row.id, type: row.type, value: text === '' ? null : text }];
    }
  }
}

/** Whether a row's value counts as answered (a required row must be). */
export function isValueAnswered(row: OnboardingRow, value: RowValue): boolean {
  return isRowAnswered(row.type, rowItems(row, value));
}

/** Whether two values hold the same answer (after normalising). */
export function sameValue(row: OnboardingRow, a: RowValue, b: RowValue): boolean {
  return JSON.stringify(rowItems(row, a)) === JSON.stringify(rowItems(row, b));
}

/** The structured CV with one CV row's value put in (for the profile page's CV editors). */
export function cvWithRow(cv: StructuredCv, type: keyof typeof CV_FIELD_OF_ROW, value: RowValue): StructuredCv {
  const field = CV_FIELD_OF_ROW[type];
  if (value.kind === 'list') return { ...cv, [field]: value.values.map((v) => v.trim()).filter(Boolean) };
  if (value.kind === 'languages') return { ...cv, [field]: languageEntries(value.languages) };
  if (value.kind === 'history') return { ...cv, [field]: historyEntries(value.entries) };
  return cv;
}
