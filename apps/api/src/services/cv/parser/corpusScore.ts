// Scoring a parser's ParsedCv against what a corpus CV states: per field, the values of both as
// multisets of comparable strings, counted as true positives, predictions and truths, from which
// precision, recall and F1 over a corpus follow. Values are compared by meaning, not spelling: case,
// Unicode form and spacing aside, and a LinkedIn profile by its address without scheme, "www." or a
// country subdomain.
import type { ParsedCv } from './index.ts';

/** Fields scored, each as a multiset of comparable values per CV. */
export const SCORED_FIELDS = ['titles', 'organizations', 'dates', 'skills', 'tools', 'languages', 'contact'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const norm = (text: string | undefined) => (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** "https://de.linkedin.com/in/jana/" and "linkedin.com/in/jana" are the same profile. */
const linkedInKey = (url: string) =>
  norm(url)
    .replace(/^https?:\/\//, '')
    .replace(/^(?:www|[a-z]{2})\./, '')
    .replace(/\/+$/, '');

const CONTACT_KEYS = [
  'linkedIn',
  'street',
  'zip',
  'city',
  'country',
  'mobilePhonePrefix',
  'mobilePhoneLocalPart',
] as const;

function values(cv: ParsedCv): Record<ScoredField, string[]> {
  const histories = [
    ['employment', cv.employmentHistory ?? []],
    ['education', cv.educationHistory ?? []],
    ['certificate', cv.certificateHistory ?? []],
  ] as const;
  return {
    titles: histories.flatMap(([kind, list]) => list.map((e) => `${kind}:${norm(e.title)}`)),
    organizations: histories.flatMap(([kind, list]) =>
      list.filter((e) => e.organization).map((e) => `${kind}:${norm(e.organization)}`),
    ),
    dates: histories.flatMap(([kind, list]) =>
      list.map((e) => `${kind}:${e.start ?? ''}/${e.end ?? ''}/${e.ongoing === true}`),
    ),
    skills: (cv.skills ?? []).map(norm),
    tools: (cv.toolsAndTechnologies ?? []).map(norm),
    languages: (cv.masteredLanguages ?? []).map((l) => `${l.code}:${l.proficiency}`),
    contact: CONTACT_KEYS.filter((key) => cv[key] !== undefined).map(
      (key) => `${key}=${key === 'linkedIn' ? linkedInKey(cv[key]!) : norm(cv[key])}`,
    ),
  };
}

/** True positives, predictions and truths of one field, summed over CVs. */
export interface Counts {
  tp: number;
  predicted: number;
  actual: number;
}

/** Adds one CV's counts per field (multiset intersection) to `totals`. */
export function score(truth: ParsedCv, parsed: ParsedCv, totals: Record<ScoredField, Counts>): void {
  const [t, p] = [values(truth), values(parsed)];
  for (const field of SCORED_FIELDS) {
    const left = [...t[field]];
    let tp = 0;
    for (const value of p[field]) {
      const at = left.indexOf(value);
      if (at >= 0) {
        left.splice(at, 1);
        tp++;
      }
    }
    totals[field].tp += tp;
    totals[field].predicted += p[field].length;
    totals[field].actual += t[field].length;
  }
}

/** The values of one field that the parse missed and that it found wrongly, for reading a failure. */
export function differences(truth: ParsedCv, parsed: ParsedCv, field: ScoredField) {
  const [missed, wrong] = [[...values(truth)[field]], [] as string[]];
  for (const value of values(parsed)[field]) {
    const at = missed.indexOf(value);
    if (at >= 0) missed.splice(at, 1);
    else wrong.push(value);
  }
  return { missed, wrong };
}

export const emptyTotals = (): Record<ScoredField, Counts> =>
  Object.fromEntries(SCORED_FIELDS.map((field) => [field, { tp: 0, predicted: 0, actual: 0 }])) as Record<
    ScoredField,
    Counts
  >;

/** Precision, recall and F1 of counts (1 where there was nothing to find and nothing was found). */
export function prf({ tp, predicted, actual }: Counts) {
  const precision = predicted === 0 ? (actual === 0 ? 1 : 0) : tp / predicted;
  const recall = actual === 0 ? 1 : tp / actual;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
