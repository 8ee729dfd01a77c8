// Runs the relevance set against a search (the caller's: the test over HTTP with every response
// checked against the contract, the bench over plain HTTP) and scores every query's first page
// against the seed's ground truth: nDCG@10 per query, the mean, per language, per kind and per
// tenant.
import { grade } from './judge.ts';
import type { Grade, SeededProject } from './judge.ts';
import { NDCG_DEPTH, mean, meansBy, ndcg } from './ndcg.ts';
import { RELEVANCE_QUERIES } from './queries.ts';
import type { RelevanceQuery } from './queries.ts';

/** What a search answered: the ids of its first page (NDCG_DEPTH results), and its total. */
export interface SearchAnswer {
  readonly ids: readonly number[];
  readonly total: number;
}

/** One query's score. */
export interface QueryScore {
  readonly query: RelevanceQuery;
  readonly ndcg: number;
  readonly total: number;
  /** The grades of the first page, in order. */
  readonly grades: readonly Grade[];
  /** Projects of the tenant graded 2 and 1. */
  readonly relevant: { readonly named: number; readonly related: number };
}

/** A mean over a group of queries. */
export interface GroupMean {
  readonly group: string;
  readonly mean: number;
  readonly count: number;
}

/** The scores of a run of the set. */
export interface RelevanceReport {
  readonly scores: readonly QueryScore[];
  readonly mean: number;
  readonly byLanguage: readonly GroupMean[];
  readonly byKind: readonly GroupMean[];
  readonly byTenant: readonly GroupMean[];
}

/**
 * Sends every query to `search` (one at a time: the figures are about ranking, not load) and
 * scores its answer against `projects`, the seeded catalog's ground truth (judge.ts). Throws when
 * a query finds nothing relevant in the catalog (the set does not fit it: too few projects) or the
 * search answers a project the catalog does not have.
 */
export async function measureRelevance(
  projects: readonly SeededProject[],
  search: (query: RelevanceQuery) => Promise<SearchAnswer>,
  queries: readonly RelevanceQuery[] = RELEVANCE_QUERIES,
): Promise<RelevanceReport> {
  const byId = new Map(projects.map((p) => [p.id, p]));
  const scores: QueryScore[] = [];
  for (const query of queries) {
    const judged = projects.filter((p) => p.tenant === query.tenant).map((p) => grade(query.judgement, p));
    const answer = await search(query);
    const grades = answer.ids.slice(0, NDCG_DEPTH).map((id) => {
      const project = byId.get(id);
      if (!project || project.tenant !== query.tenant)
        throw new Error(`${query.id}: the search answered project ${id}, which is not in ${query.tenant}’s catalog`);
      return grade(query.judgement, project);
    });
    const score = ndcg(grades, judged);
    if (Number.isNaN(score)) throw new Error(`${query.id}: nothing in ${query.tenant}’s catalog is relevant`);
    scores.push({
      query,
      ndcg: score,
      total: answer.total,
      grades,
      relevant: { named: judged.filter((g) => g === 2).length, related: judged.filter((g) => g === 1).length },
    });
  }
  const value = (s: QueryScore) => s.ndcg;
  return {
    scores,
    mean: mean(scores.map(value)),
    byLanguage: meansBy(scores, (s) => [s.query.language], value),
    byKind: meansBy(scores, (s) => s.query.kinds, value),
    byTenant: meansBy(scores, (s) => [s.query.tenant], value),
  };
}
