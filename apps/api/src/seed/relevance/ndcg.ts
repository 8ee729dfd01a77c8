// nDCG@k (normalised discounted cumulative gain) of a ranking against graded judgements, and the
// means the relevance report shows. Gain 2^grade − 1 (grade 2 → 3, grade 1 → 1), discount
// log2(rank + 1): a very relevant result counts three times a related one, and the first rank
// counts most. The ideal ranking is every judged project sorted by grade, so a search that finds
// fewer relevant projects than there are loses as much as one that ranks them low.

/** The depth the relevance set is measured at. */
export const NDCG_DEPTH = 10;

/** Discounted cumulative gain of grades in ranked order, over the first `depth`. */
export function dcg(grades: readonly number[], depth: number = NDCG_DEPTH): number {
  let sum = 0;
  for (let i = 0; i < Math.min(depth, grades.length); i++) sum += (2 ** grades[i]! - 1) / Math.log2(i + 2);
  return sum;
}

/**
 * nDCG of `ranked` (the grades of the results, in the order returned) against `judged` (the grades
 * of every project that could have been returned; only the positive ones matter). 1 is the best
 * ranking possible; NaN when nothing is relevant (no ranking can be judged then).
 */
export function ndcg(ranked: readonly number[], judged: readonly number[], depth: number = NDCG_DEPTH): number {
  const ideal = dcg(
    judged.filter((g) => g > 0).toSorted((a, b) => b - a),
    depth,
  );
  return ideal === 0 ? Number.NaN : dcg(ranked, depth) / ideal;
}

/** The arithmetic mean (NaN for none). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Means of `value` per group, groups in first-seen order; an item may be in several groups. */
export function meansBy<T>(
  items: readonly T[],
  groups: (item: T) => readonly string[],
  value: (item: T) => number,
): { group: string; mean: number; count: number }[] {
  const byGroup = new Map<string, number[]>();
  for (const item of items) {
    for (const group of groups(item)) {
      const list = byGroup.get(group) ?? [];
      list.push(value(item));
      byGroup.set(group, list);
    }
  }
  return [...byGroup].map(([group, values]) => ({ group, mean: mean(values), count: values.length }));
}
