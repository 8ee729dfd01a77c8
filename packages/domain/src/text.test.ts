import { describe, expect, it } from 'vitest';
import { slugify } from './text.ts';

describe('slugify', () => {
  it.each([
    ['Senior Developer (m/w/d)', 'senior-developer-m-w-d'],
    ['  Crème brûlée — Chef  ', 'creme-brulee-chef'],
    ['München', 'munchen'],
    ['Київ', 'київ'],
    ['C++/C# Engineer', 'c-c-engineer'],
    ['---', ''],
    ['--Ruby -- on -- Rails--', 'ruby-on-rails'],
    ['Nguyễn Thị', 'nguyen-thi'],
    ['ÆØÅ 2026', 'æøa-2026'],
    ['Ærø ﬁnance', 'ærø-finance'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
