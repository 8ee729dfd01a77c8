// Public API of @talent/api: building and running the server (used by its own entry and by the portal's
// single-process server), and what the benchmarks (bench/) need: preparing a database, the search's
// relevance set with its scorer, and the CV parser with its generated corpus.
export { loadConfig } from './bootstrap/config.ts';
export type { Config } from './bootstrap/config.ts';
export { createServer } from './bootstrap/server.ts';
export { runServer } from './bootstrap/main.ts';
export type { RunServerOptions } from './bootstrap/main.ts';
export type { Server, ServerOverrides } from './bootstrap/server.ts';
export { COMPRESSION } from './http/app.ts';
export { openDatabase, withTenant } from './db/client.ts';
export type { Database } from './db/client.ts';
export { DEFAULT_SEED_PROJECTS, seedCatalog } from './seed/catalogSeed.ts';
export { ROLE_FAMILIES } from './seed/catalogVocabulary.ts';
export { SEEDED_PROJECTS_SQL, seededProject } from './seed/relevance/judge.ts';
export type { Grade, Judgement, SeededProject, SeededProjectRow } from './seed/relevance/judge.ts';
export { measureRelevance } from './seed/relevance/measure.ts';
export type { GroupMean, QueryScore, RelevanceReport, SearchAnswer } from './seed/relevance/measure.ts';
export { NDCG_DEPTH, ndcg } from './seed/relevance/ndcg.ts';
export { RELEVANCE_QUERIES } from './seed/relevance/queries.ts';
export type { QueryKind, RelevanceQuery } from './seed/relevance/queries.ts';
export { loadTenants } from './tenants/tenants.ts';
export type { Tenant, TenantRegistry } from './tenants/tenants.ts';
export { CvUnreadable, parseCv } from './services/cv/parser/index.ts';
export type { CvUnreadableReason, ParsedCv, PdfReader } from './services/cv/parser/index.ts';
export { createPdfInspector } from './services/files/pdf/index.ts';
export {
  CORPUS_LANGUAGES,
  CORPUS_SETS,
  SCORED_FIELDS,
  corpusCv,
  differences,
  emptyTotals,
  prf,
  score,
} from './services/cv/parser/corpus.ts';
export type { CorpusCv, CorpusSet, Counts, ScoredField } from './services/cv/parser/corpus.ts';
