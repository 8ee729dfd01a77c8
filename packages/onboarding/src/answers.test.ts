import { describe, expect, it } from 'vitest';
import { newestFirst } from './answers.ts';
import type { HistoryDraft } from './answers.ts';

const entry = (title: string, start: string | null, ongoing = false): HistoryDraft => ({
  title,
  organization: '',
  description: '',
  start,
  end: null,
  ongoing,
});

describe('newestFirst', () => {
  it('orders by start date, newest first, ongoing before finished on the same start, undated last', () => {
    const sorted = newestFirst([
      entry('undated', null),
      entry('oldest', '2008-06-01'),
      entry('finished', '2022-10-01'),
      entry('newest', '2022-10-01', true),
      entry('middle', '2018-03-01'),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['newest', 'finished', 'middle', 'oldest', 'undated']);
  });
});
