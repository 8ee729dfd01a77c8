// nDCG@10 on rankings small enough to work out by hand.
import { describe, expect, it } from 'vitest';
import { dcg, mean, meansBy, ndcg } from './ndcg.ts';

describe('nDCG', () => {
  it('scores a ranking against the ideal one, worked by hand', () => {
    // Results graded 2, 0, 1; the catalog holds two projects graded 2 and one graded 1.
    // DCG = (2² − 1)/log2(2) + 0/log2(3) + (2¹ − 1)/log2(4) = 3 + 0 + 0.5 = 3.5
    expect(dcg([2, 0, 1])).toBeCloseTo(3.5, 12);
    // Ideal 2, 2, 1: 3 + 3/log2(3) + 0.5 = 5.392789…; 3.5 / 5.392789… = 0.649014…
    expect(dcg([2, 2, 1])).toBeCloseTo(5.392789260714, 9);
    expect(ndcg([2, 0, 1], [0, 1, 2, 0, 2])).toBeCloseTo(0.649014791937, 9);
  });

  it('is 1 for the best order, less for a worse one, and counts only the first ten', () => {
    expect(ndcg([2, 2, 1], [1, 2, 2])).toBe(1);
    expect(ndcg([1, 2, 2], [1, 2, 2])).toBeLessThan(1);
    // Ten results graded 2 are as good as it gets, however many more the catalog holds.
    expect(ndcg(Array<number>(10).fill(2), Array<number>(50).fill(2))).toBe(1);
    // A relevant project at rank 11 is past the page.
    expect(ndcg([...Array<number>(10).fill(0), 2], [2])).toBe(0);
    // Fewer results than relevant projects lose the missing ones' gain: 3 / (3 + 3/log2(3)).
    expect(ndcg([2], [2, 2])).toBeCloseTo(3 / (3 + 3 / Math.log2(3)), 12);
    expect(ndcg([], [2])).toBe(0);
  });

  it('is undefined (NaN) when nothing is relevant', () => {
    expect(ndcg([0, 0], [0, 0, 0])).toBeNaN();
  });

  it('averages overall and per group, an item counting in each of its groups', () => {
    expect(mean([1, 0.5, 0])).toBe(0.5);
    expect(mean([])).toBeNaN();
    const items = [
      { kinds: ['typo'], score: 1 },
      { kinds: ['typo', 'plural'], score: 0.5 },
      { kinds: ['plural'], score: 0 },
    ];
    expect(
      meansBy(
        items,
        (i) => i.kinds,
        (i) => i.score,
      ),
    ).toEqual([
      { group: 'typo', mean: 0.75, count: 2 },
      { group: 'plural', mean: 0.25, count: 2 },
    ]);
  });
});
