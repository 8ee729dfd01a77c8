import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PARTS,
  answerGroups,
  historyFromItems,
  historyToItems,
  isRowAnswered,
  itemsOfRow,
  languagesFromItems,
  languagesToItems,
  localizedLabel,
  newestFirst,
  parseOnboardingStructure,
  partsFromItems,
  partsToItems,
  tagsFromItems,
} from './onboardingAnswers.ts';
import type { AnswerItem } from './onboardingAnswers.ts';

const row = (over: Record<string, unknown> = {}) => ({
  id: 1,
  stepName: 'Personal details',
  sequence: 1,
  rowNumber: 1,
  type: 'first_name',
  showOn: ['long'],
  ...over,
});

describe('history answers', () => {
  const entries = [
    { title: 'Data engineer', organization: 'Acme', start: '2021-03-01', end: null, ongoing: true },
    { title: 'Analyst', organization: 'Globex', description: 'Reports', start: '2018-01-01', end: '2020-12-01' },
  ];

  it('round-trips entries through items, one group per entry', () => {
    const items = historyToItems(7, entries);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set([7]));
    expect(answerGroups(items)).toHaveLength(2);
    expect(historyFromItems(items)).toEqual([
      { title: 'Data engineer', organization: 'Acme', start: '2021-03-01', end: null, ongoing: true },
      {
        title: 'Analyst',
        organization: 'Globex',
        description: 'Reports',
        start: '2018-01-01',
        end: '2020-12-01',
        ongoing: false,
      },
    ]);
  });

  it('drops entries without a title and the end of an ongoing entry', () => {
    const items: AnswerItem[] = [
      { id: 7, groupId: 1, type: 'title', value: '  ' },
      { id: 7, groupId: 1, type: 'organization', value: 'Nobody' },
      { id: 7, groupId: 2, type: 'title', value: 'Lead' },
      { id: 7, groupId: 2, type: 'end', value: '2024-01-01' },
      { id: 7, groupId: 2, type: 'ongoing', value: true },
    ];
    expect(historyFromItems(items)).toEqual([{ title: 'Lead', start: null, end: null, ongoing: true }]);
  });
});

describe('language answers', () => {
  it('round-trips languages and defaults a missing or bad proficiency to 3', () => {
    expect(languagesFromItems(languagesToItems(3, [{ code: 'de', proficiency: 5 }]))).toEqual([
      { code: 'de', proficiency: 5 },
    ]);
    const items: AnswerItem[] = [
      { id: 3, groupId: 1, type: 'language', value: 'FR' },
      { id: 3, groupId: 2, type: 'language', value: 'nl' },
      { id: 3, groupId: 2, type: 'proficiency', value: 9 },
      { id: 3, groupId: 3, type: 'language', value: 'fr' },
      { id: 3, groupId: 3, type: 'proficiency', value: 1 },
    ];
    expect(languagesFromItems(items)).toEqual([
      { code: 'fr', proficiency: 3 },
      { code: 'nl', proficiency: 3 },
    ]);
  });
});

describe('tags and parts', () => {
  it('trims tags and keeps the first spelling of a repeated tag', () => {
    const items: AnswerItem[] = [{ id: 2, type: 'skills', value: [' SQL ', 'Python', 'sql', ''] }];
    expect(tagsFromItems(items)).toEqual(['SQL', 'Python']);
  });

  it('round-trips an address and leaves blank parts out', () => {
    const items = partsToItems(4, ADDRESS_PARTS, { street: 'Hauptstr. 1', city: 'Köln', country: 'DE' });
    expect(items).toHaveLength(ADDRESS_PARTS.length);
    expect(partsFromItems(items, ADDRESS_PARTS)).toEqual({ street: 'Hauptstr. 1', city: 'Köln', country: 'DE' });
  });
});

describe('isRowAnswered', () => {
  it('needs the essential part of composite rows', () => {
    expect(isRowAnswered('employment_history', [{ id: 1, groupId: 1, type: 'organization', value: 'X' }])).toBe(false);
    expect(isRowAnswered('employment_history', historyToItems(1, [{ title: 'Dev' }]))).toBe(true);
    expect(isRowAnswered('mobile_number', partsToItems(1, ['country_code', 'number'], { country_code: 'DE' }))).toBe(
      false,
    );
    expect(isRowAnswered('home_address', partsToItems(1, ADDRESS_PARTS, { city: 'Paris' }))).toBe(true);
  });

  it('needs a ticked checkbox and a non-empty value elsewhere', () => {
    expect(isRowAnswered('checkbox', [{ id: 1, type: 'checkbox', value: false }])).toBe(false);
    expect(isRowAnswered('checkbox', [{ id: 1, type: 'checkbox', value: true }])).toBe(true);
    expect(isRowAnswered('text', [{ id: 1, type: 'text', value: '   ' }])).toBe(false);
    expect(isRowAnswered('multiselect', [{ id: 1, type: 'multiselect', value: [] }])).toBe(false);
    expect(isRowAnswered('number', [{ id: 1, type: 'number', value: 0 }])).toBe(true);
    expect(isRowAnswered('text', [])).toBe(false);
  });
});

describe('onboarding.json schema', () => {
  it('accepts a valid structure', () => {
    const rows = parseOnboardingStructure([
      row(),
      row({
        id: 2,
        rowNumber: 2,
        type: 'select',
        form: {
          label: { en: 'Shift', de: 'Schicht' },
          rules: 'required',
          options: [{ value: 'day', label: { en: 'Day' } }],
        },
      }),
    ]);
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['a repeated id', [row(), row({ rowNumber: 2 })], 'unique'],
    ['a select without options', [row({ type: 'select' })], 'options'],
    ['an unknown type', [row({ type: 'favourite_colour' })], 'type'],
    ['two sequences in one step', [row(), row({ id: 2, sequence: 2 })], 'sequence'],
    ['rules that do not parse', [row({ form: { rules: 'required|frobnicate' } })], 'rules'],
    ['a label without English', [row({ form: { label: { de: 'Name' } } })], 'en'],
    ['a lower-case country', [row({ hideByCountry: ['de'] })], 'ISO'],
  ])('refuses %s', (_name, rows, hint) => {
    expect(() => parseOnboardingStructure(rows)).toThrow(new RegExp(hint, 'i'));
  });
});

describe('localizedLabel', () => {
  it('falls back from the region to the language to English', () => {
    const texts = { en: 'Shift', de: 'Schicht' };
    expect(localizedLabel(texts, 'de-CH')).toBe('Schicht');
    expect(localizedLabel(texts, 'fr')).toBe('Shift');
  });
});

describe('newestFirst', () => {
  it('orders by start date, newest first, ongoing before finished on the same start, undated last', () => {
    const entry = (title: string, start: string | null, ongoing = false) => ({ title, start, ongoing });
    const sorted = newestFirst([
      entry('undated', null),
      entry('oldest', '2008-06-01'),
      entry('finished', '2022-10-01'),
      entry('newest', '2022-10-01', true),
      entry('middle', '2018-03-01'),
      entry('undated too', null),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['newest', 'finished', 'middle', 'oldest', 'undated', 'undated too']);
  });
});

describe('reading answer items', () => {
  it('takes the items of one row only', () => {
    const items: AnswerItem[] = [
      { id: 1, type: 'text', value: 'a' },
      { id: 2, type: 'text', value: 'b' },
      { id: 1, type: 'text', value: 'c' },
    ];
    expect(itemsOfRow(items, 1).map((item) => item.value)).toEqual(['a', 'c']);
    expect(itemsOfRow(items, 3)).toEqual([]);
  });

  it('reads a single tag given as text and ignores values that are no text', () => {
    expect(tagsFromItems([{ id: 1, type: 'skills', value: ' Go ' }])).toEqual(['Go']);
    expect(tagsFromItems([{ id: 1, type: 'skills', value: 3 }])).toEqual([]);
  });

  it('reads a proficiency sent as text and refuses one out of 1–5 or not whole', () => {
    const level = (proficiency: AnswerItem['value']) =>
      languagesFromItems([
        { id: 3, groupId: 1, type: 'language', value: 'de' },
        { id: 3, groupId: 1, type: 'proficiency', value: proficiency },
      ])[0]!.proficiency;
    expect(level('4')).toBe(4);
    expect(level(1)).toBe(1);
    expect(level(5)).toBe(5);
    expect(level(0)).toBe(3);
    expect(level(2.5)).toBe(3);
    expect(level(true)).toBe(3);
  });

  it('counts languages and tag lists as answered only when they hold something', () => {
    expect(isRowAnswered('languages', languagesToItems(1, [{ code: 'nl', proficiency: 2 }]))).toBe(true);
    expect(isRowAnswered('languages', [])).toBe(false);
    expect(isRowAnswered('tools', [{ id: 1, type: 'tools', value: ['Git'] }])).toBe(true);
    expect(isRowAnswered('tools', [{ id: 1, type: 'tools', value: [' '] }])).toBe(false);
    expect(isRowAnswered('skills', [{ id: 1, type: 'skills', value: [] }])).toBe(false);
  });

  it('puts an ongoing entry first whichever way round the two came', () => {
    const finished = { title: 'finished', start: '2022-10-01', ongoing: false };
    const ongoing = { title: 'ongoing', start: '2022-10-01', ongoing: true };
    expect(newestFirst([finished, ongoing]).map((e) => e.title)).toEqual(['ongoing', 'finished']);
    expect(newestFirst([ongoing, finished]).map((e) => e.title)).toEqual(['ongoing', 'finished']);
  });
});
