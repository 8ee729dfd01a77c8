// What a parsed CV proposes (spec §3 "Parsed CV"), section by section, for the rows that may be
// filled from it (`canParse`), and how an accepted proposal meets what the talent already typed:
// nothing is overwritten silently — a different value asks "keep mine / use the CV's", and lists
// may be merged.
import { ADDRESS_PARTS, addressFromFields, newestFirst, phoneCodeDigits, trimAddress } from '@talent/domain';
import type { Country } from '@talent/domain';
import type { AddressValue, HistoryDraft, OnboardingRow, RowValue } from './answers.ts';
import { historyDraft, isBlankHistory, languageEntries } from './answers.ts';
import type { ParsedCv } from './queries.ts';

/** What a section of the review is about (its title). */
export type SectionTopic =
  'skills' | 'tools' | 'languages' | 'employment' | 'education' | 'certificate' | 'address' | 'phone' | 'linkedIn';

/** One section of the review: a proposal for one row. */
export interface ReviewSection {
  readonly key: string;
  readonly topic: SectionTopic;
  /** The history entry's title, for history sections. */
  readonly title?: string;
  readonly row: OnboardingRow;
  readonly proposed: RowValue;
}

/** How an accepted proposal meets a different value the talent already has. */
export type Resolution = 'mine' | 'cv' | 'merge';

const HISTORY: ReadonlyArray<readonly [keyof ParsedCv, string, SectionTopic]> = [
  ['employmentHistory', 'employment_history', 'employment'],
  ['educationHistory', 'education_history', 'education'],
  ['certificateHistory', 'certificate_history', 'certificate'],
];

/** A LinkedIn handle out of what a CV says ("linkedin.com/in/ada-lovelace" → "ada-lovelace"). */
export function linkedInHandle(text: string): string | undefined {
  const segment = /linkedin\.com\/(?:in|pub)\/([^/?#\s]+)/i.exec(text)?.[1] ?? text.trim();
  const handle = decodeURIComponent(segment).replace(/\/+$/, '');
  return /^[A-Za-z0-9-]{3,100}$/.test(handle) ? handle : undefined;
}

/** The region of a calling code ("49" → DE), preferring the tenant's preferred countries. */
export function regionOfCallingCode(
  prefix: string,
  countries: readonly Pick<Country, 'iso2' | 'phoneCode'>[],
  preferred: readonly string[] = [],
): string | undefined {
  const matching = countries.filter((c) => phoneCodeDigits(c.phoneCode) === prefix);
  const first = preferred.map((p) => p.toUpperCase()).find((iso2) => matching.some((c) => c.iso2 === iso2));
  return first ?? matching[0]?.iso2;
}

/**
 * The sections a parsed CV offers for the structure's rows that may be filled from it: tags,
 * languages, each history entry, the address, the mobile number, LinkedIn. Empty parts of the CV
 * and rows without `canParse` give no section.
 */
export function reviewSections(
  parsed: ParsedCv,
  rows: readonly OnboardingRow[],
  countries: readonly Pick<Country, 'iso2' | 'phoneCode'>[] = [],
  preferred: readonly string[] = [],
): ReviewSection[] {
  const rowOf = (type: string) => rows.find((row) => row.type === type && row.canParse && !row.disabled);
  const sections: ReviewSection[] = [];
  const add = (type: string, section: Omit<ReviewSection, 'row'>) => {
    const row = rowOf(type);
    if (row) sections.push({ ...section, row });
  };
  if (parsed.skills?.length)
    add('skills', { key: 'skills', topic: 'skills', proposed: { kind: 'list', values: parsed.skills } });
  if (parsed.toolsAndTechnologies?.length) {
    add('tools', { key: 'tools', topic: 'tools', proposed: { kind: 'list', values: parsed.toolsAndTechnologies } });
  }
  if (parsed.masteredLanguages?.length) {
    add('languages', {
      key: 'languages',
      topic: 'languages',
      proposed: { kind: 'languages', languages: parsed.masteredLanguages },
    });
  }
  for (const [field, type, topic] of HISTORY) {
    const entries = (parsed[field] ?? []) as NonNullable<ParsedCv['employmentHistory']>;
    entries.forEach((entry, index) => {
      add(type, {
        key: `${topic}-${index}`,
        topic,
        title: entry.title,
        proposed: { kind: 'history', entries: [historyDraft(entry)] },
      });
    });
  }
  // A parsed CV names the address's parts as the profile does (addressLine1, zip, …).
  const address: AddressValue = trimAddress(addressFromFields(parsed));
  if (Object.keys(address).length > 0)
    add('home_address', { key: 'address', topic: 'address', proposed: { kind: 'address', address } });
  if (parsed.mobilePhonePrefix && parsed.mobilePhoneLocalPart) {
    const countryCode = regionOfCallingCode(parsed.mobilePhonePrefix, countries, preferred);
    if (countryCode) {
      add('mobile_number', {
        key: 'phone',
        topic: 'phone',
        proposed: { kind: 'phone', phone: { countryCode, number: parsed.mobilePhoneLocalPart } },
      });
    }
  }
  const handle = parsed.linkedIn ? linkedInHandle(parsed.linkedIn) : undefined;
  if (handle) add('linkedin_handle', { key: 'linkedIn', topic: 'linkedIn', proposed: { kind: 'text', text: handle } });
  return sections;
}

const sameHistory = (a: HistoryDraft, b: HistoryDraft) =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase() &&
  a.organization.trim().toLowerCase() === b.organization.trim().toLowerCase() &&
  (a.start ?? '').slice(0, 7) === (b.start ?? '').slice(0, 7);

/** Whether a section's proposal is already what the row holds (nothing to accept). */
export function alreadyThere(proposed: RowValue, current: RowValue): boolean {
  if (proposed.kind === 'history' && current.kind === 'history') {
    return proposed.entries.every((entry) => current.entries.some((mine) => sameHistory(mine, entry)));
  }
  if (proposed.kind === 'list' && current.kind === 'list') {
    const mine = new Set(current.values.map((v) => v.toLowerCase()));
    return proposed.values.every((v) => mine.has(v.toLowerCase()));
  }
  if (proposed.kind === 'languages' && current.kind === 'languages') {
    const mine = new Set(languageEntries(current.languages).map((l) => l.code));
    return proposed.languages.every((l) => mine.has(l.code));
  }
  return JSON.stringify(normalised(proposed)) === JSON.stringify(normalised(current));
}

function normalised(value: RowValue): unknown {
  if (value.kind === 'text') return value.text.trim();
  if (value.kind === 'address') {
    return ADDRESS_PARTS.map((part) => value.address[part]?.trim() ?? '');
  }
  if (value.kind === 'phone') return [value.phone.countryCode, value.phone.number.replace(/\D/g, '')];
  return value;
}

/** Whether the row holds something the proposal would replace (so the talent must choose). */
export function conflicts(proposed: RowValue, current: RowValue): boolean {
  // A history entry is added beside the talent's own entries: nothing is replaced.
  if (proposed.kind === 'history') return false;
  if (alreadyThere(proposed, current)) return false;
  switch (current.kind) {
    case 'text':
      return current.text.trim() !== '';
    case 'list':
      return current.values.length > 0;
    case 'languages':
      return languageEntries(current.languages).length > 0;
    case 'address':
      return ADDRESS_PARTS.some((part) => (current.address[part]?.trim() ?? '') !== '');
    case 'phone':
      return current.phone.number.trim() !== '';
    default:
      return false;
  }
}

/** Whether both values can be merged (lists, languages, an address filling only empty parts). */
export const canMerge = (value: RowValue): boolean =>
  value.kind === 'list' || value.kind === 'languages' || value.kind === 'address';

/** The row's value after accepting `proposed` with `resolution` (used only when they conflict). */
export function applyProposal(proposed: RowValue, current: RowValue, resolution: Resolution): RowValue {
  if (proposed.kind === 'history' && current.kind === 'history') {
    const added = proposed.entries.filter((entry) => !current.entries.some((mine) => sameHistory(mine, entry)));
    // Accepted entries join the talent's own in the order the API keeps them: newest first.
    return { kind: 'history', entries: newestFirst([...added, ...current.entries.filter((e) => !isBlankHistory(e))]) };
  }
  if (!conflicts(proposed, current) || resolution === 'cv') return proposed;
  if (resolution === 'mine') return current;
  if (proposed.kind === 'list' && current.kind === 'list') {
    const seen = new Set(current.values.map((v) => v.toLowerCase()));
    return { kind: 'list', values: [...current.values, ...proposed.values.filter((v) => !seen.has(v.toLowerCase()))] };
  }
  if (proposed.kind === 'languages' && current.kind === 'languages') {
    const mine = languageEntries(current.languages);
    const codes = new Set(mine.map((l) => l.code));
    return { kind: 'languages', languages: [...mine, ...proposed.languages.filter((l) => !codes.has(l.code))] };
  }
  if (proposed.kind === 'address' && current.kind === 'address') {
    const merged: AddressValue = { ...proposed.address };
    for (const part of ADDRESS_PARTS) {
      const mine = current.address[part]?.trim();
      if (mine) merged[part] = mine;
    }
    return { kind: 'address', address: merged };
  }
  return current;
}
