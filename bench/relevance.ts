// Search relevance benchmark (issue 18): the relevance set of @talent/fixtures (the same queries,
// judgements and scorer as apps/api/test/relevance.test.ts) against the seeded catalog of tenants
// acme (en, de) and globex (en, fr, nl) at one or more catalog sizes, every query through the real
// search API over HTTP. Prints nDCG@10 — the mean, per language, per kind, per query — and writes
// its section of bench/RESULTS.md.
//
//   pnpm --filter @talent/bench bench:relevance [-- --sizes 2000,100000 --database postgres|pglite --dry-run]
//
// Not part of `npm test` (the test holds the floor at 2,000 projects per tenant); a larger catalog
// takes minutes to seed.
import { SEED_VOCABULARY, createServer, openDatabase, seedCatalog } from '@talent/api';
import type { Database } from '@talent/api';
import { NDCG_DEPTH, RELEVANCE_QUERIES, SEEDED_PROJECTS_SQL, measureRelevance, relevanceJudge } from '@talent/fixtures';
import type { GroupMean, RelevanceReport, SeededProjectRow } from '@talent/fixtures';
import { cpus, release, totalmem, type } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cliArgs } from './cliArgs.ts';
import { benchConfig } from './benchServer.ts';
import { writeSection } from './resultsSection.ts';

const judge = relevanceJudge(SEED_VOCABULARY);

const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const START = '<!-- relevance:start -->';
const END = '<!-- relevance:end -->';
/** The seed's clock in the test and every bench, so each run scores the same catalog. */
const SEED_NOW = new Date('2026-11-01T09:00:00Z');
const TENANTS = ['acme', 'globex'] as const;
const HOSTS = { acme: 'acme.localhost', globex: 'globex.localhost' } as const;

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    sizes: { type: 'string', default: '2000,100000' },
    database: { type: 'string', default: 'postgres' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
if (args.database !== 'postgres' && args.database !== 'pglite') throw new Error('--database is postgres or pglite');
const KIND = args.database;

/** A JSON POST to the server with a tenant's Host header (fetch cannot set Host). */
function post(
  port: number,
  host: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { host, 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: answer ? (JSON.parse(answer) as unknown) : null }),
        );
      },
    );
    req.on('error', fail);
    req.end(text);
  });
}

/** A fresh database: PGlite in memory, or a PostgreSQL database dropped by `drop()`. */
async function freshDatabase(size: number): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (KIND === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `talent_bench_relevance_${process.pid}_${size}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'unused' });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** One catalog size measured. */
interface Run {
  readonly size: number;
  readonly report: RelevanceReport;
  readonly seedSeconds: number;
  /** Median time of one search (ms), as the client saw it. */
  readonly searchMs: number;
  readonly version: string;
}

async function measure(size: number): Promise<Run> {
  process.stdout.write(`\n${size.toLocaleString('en')} projects per tenant (${KIND}): seeding…\n`);
  const { database, url, drop } = await freshDatabase(size);
  try {
    const config = benchConfig({
      // Every query is asked once; the cache would only hide nothing, but measure the search itself.
      SEARCH_CACHE_SECONDS: '0',
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: 'memory://' }),
    });
    const server = await createServer(config, { database, now: () => SEED_NOW.getTime() });
    try {
      const started = performance.now();
      for (const tenant of TENANTS)
        await seedCatalog(database.db, server.context.tenants.get(tenant)!, { projects: size, now: SEED_NOW });
      const seedSeconds = (performance.now() - started) / 1000;
      process.stdout.write(`  seeded in ${seedSeconds.toFixed(0)} s\n`);
      // Statistics and the visibility map, as autovacuum keeps them in service (PGlite has none).
      if (KIND === 'postgres') await database.pool.query('VACUUM ANALYZE');
      const projects = (await database.pool.query<SeededProjectRow>(SEEDED_PROJECTS_SQL)).rows.map((row) =>
        judge.seededProject(row),
      );
      const [{ version } = { version: 'unknown' }] = (
        await database.pool.query<{ version: string }>("SELECT split_part(version(), ' on ', 1) AS version")
      ).rows;

      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.app.server.address() as AddressInfo;
      // globex has public search off: its talents search logged in.
      const email = 'relevance-bench@example.com';
      const password = 'analytical-engine-1843';
      const account = { email, password, firstName: 'Rel', lastName: 'Bench', locale: 'fr' };
      const registered = await post(port, HOSTS.globex, '/v1/api/freelancer/register', {
        ...account,
        termsAccepted: true,
        privacyAccepted: true,
      });
      if (registered.status !== 201)
        throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
      const login = await post(port, HOSTS.globex, '/v1/api/authorize', { email, password });
      if (login.status !== 200) throw new Error(`authorize: ${login.status} ${JSON.stringify(login.body)}`);
      const token = (login.body as { access_token: string }).access_token;

      const times: number[] = [];
      const report = await measureRelevance(judge, projects, async (query) => {
        const body = { offset: 0, size: NDCG_DEPTH, query: query.query };
        const before = performance.now();
        const response =
          query.tenant === 'globex'
            ? await post(port, HOSTS.globex, '/v1/api/search/project/query', body, token)
            : await post(port, HOSTS.acme, '/v1/api/publicsearch/project/query', body);
        times.push(performance.now() - before);
        if (response.status !== 200)
          throw new Error(`${query.id}: ${response.status} ${JSON.stringify(response.body)}`);
        const answer = response.body as { results: { id: number }[]; total: number };
        return { ids: answer.results.map((job) => job.id), total: answer.total };
      });
      const searchMs = times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)]!;
      process.stdout.write(
        `  mean nDCG@${NDCG_DEPTH} ${report.mean.toFixed(3)} (median search ${searchMs.toFixed(0)} ms)\n`,
      );
      return { size, report, seedSeconds, searchMs, version };
    } finally {
      await server.close();
    }
  } finally {
    await drop();
  }
}

const fixed = (value: number) => value.toFixed(3);
const sizeName = (size: number) => size.toLocaleString('en');

/** The means of all runs side by side: overall, per language, per kind. */
function meansTable(runs: readonly Run[]): string[] {
  const row = (label: string, pick: (r: RelevanceReport) => number) =>
    `| ${label} | ${runs.map((r) => fixed(pick(r.report))).join(' | ')} |`;
  const group = (list: (r: RelevanceReport) => readonly GroupMean[], prefix: string) =>
    list(runs[0]!.report).map((g) =>
      row(`${prefix}${g.group} (${g.count})`, (r) => list(r).find((x) => x.group === g.group)!.mean),
    );
  return [
    `| nDCG@${NDCG_DEPTH} | ${runs.map((r) => `${sizeName(r.size)} per tenant`).join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
    row(`**Mean (${runs[0]!.report.scores.length} queries)**`, (r) => r.mean),
    ...group((r) => r.byLanguage, 'language '),
    ...group((r) => r.byKind, ''),
    ...group((r) => r.byTenant, 'tenant '),
  ];
}

/** One row per query: its score at each size, the grades of its first page and its total. */
function queryTable(runs: readonly Run[]): string[] {
  const head = runs.flatMap((r) => [`nDCG@${NDCG_DEPTH} (${sizeName(r.size)})`, `First ${NDCG_DEPTH} (total)`]);
  return [
    `| Query | Tenant | Language | Kinds | Floor | ${head.join(' | ')} | Relevant 2 / 1 (${sizeName(runs[0]!.size)}) |`,
    `| --- | --- | --- | --- | ---: | ${head.map((_, i) => (i % 2 === 0 ? '---:' : '---')).join(' | ')} | ---: |`,
    ...RELEVANCE_QUERIES.map((query, i) => {
      const cells = runs.flatMap((r) => {
        const score = r.report.scores[i]!;
        return [fixed(score.ndcg), `${score.grades.join(' ') || '—'} (${score.total})`];
      });
      const first = runs[0]!.report.scores[i]!;
      return `| ${query.query} | ${query.tenant} | ${query.language} | ${query.kinds.join(', ')} | ${query.floor ?? '—'} | ${cells.join(' | ')} | ${first.relevant.named} / ${first.relevant.related} |`;
    }),
  ];
}

async function main(): Promise<void> {
  const runs: Run[] = [];
  for (const size of SIZES) runs.push(await measure(size));
  const cpu = cpus();
  const means = meansTable(runs);
  const section = [
    START,
    '',
    '## Search relevance (`bench/relevance.ts`)',
    '',
    `Written by \`pnpm --filter @talent/bench bench:relevance\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The relevance set of \`@talent/fixtures\` (\`tooling/fixtures/src/relevance/\`: ${RELEVANCE_QUERIES.length} queries in English, German, French and Dutch) against the seeded catalogs of \`acme\` (en, de) and \`globex\` (en, fr, nl), each query through the search API over HTTP (public search on acme, a logged-in talent's on globex), its first page scored by nDCG@${NDCG_DEPTH} against the seed's own choices (grade 2 the role the query names, 1 a related one, 0 else; gain 2^grade − 1). "Floor": what \`apps/api/test/relevance.test.ts\` holds at 2,000 projects per tenant; "First ${NDCG_DEPTH}": the grades of the first page in order, and the search's total.`,
    '',
    `- ${runs[0]!.version} (${KIND === 'postgres' ? "the machine's server, default settings, after VACUUM ANALYZE" : 'embedded PGlite, in memory'}); Node ${process.version}; ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ${type()} ${release()}`,
    ...runs.map(
      (r) =>
        `- ${sizeName(r.size)} projects per tenant: seeded in ${r.seedSeconds.toFixed(0)} s; median search ${r.searchMs.toFixed(0)} ms (one at a time)`,
    ),
    '',
    ...means,
    '',
    ...queryTable(runs),
    '',
    END,
  ].join('\n');
  process.stdout.write(`\n${means.join('\n')}\n`);
  if (args['dry-run']) {
    process.stdout.write(`\n${section}\n`);
    return;
  }
  writeSection(RESULTS, START, END, section, '# Benchmark results\n');
  process.stdout.write('\nWrote bench/RESULTS.md\n');
}

await main();
