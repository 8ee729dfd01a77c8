// CV parser accuracy: generates the deterministic CV corpus of @talent/api (four languages, one and
// two columns, Helvetica/Times/Courier, many date formats), parses every PDF with `parseCv` through
// the real PDF worker pool, and scores each field (precision, recall, F1 over the corpus) against what
// the corpus states. Writes bench/cv-accuracy-results.json and its section of bench/RESULTS.md.
import {
  CORPUS_LANGUAGES,
  SCORED_FIELDS,
  corpusCv,
  createPdfInspector,
  emptyTotals,
  parseCv,
  prf,
  score,
} from '@talent/api';

import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

// `pnpm … bench:cv -- --count 96` hands the script its `--` too, which would end the options.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: { count: { type: 'string', default: '200' } },
});
const COUNT = Number(args.count);
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`--count must be a positive integer, not ${args.count}`);
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const JSON_OUT = join(import.meta.dirname, 'cv-accuracy-results.json');
const START = '<!-- cv-accuracy:start -->';
const END = '<!-- cv-accuracy:end -->';
/** The issue's targets: F1 on dates and titles ≥ 0.9, on skills ≥ 0.85. */
const TARGETS: Partial<Record<(typeof SCORED_FIELDS)[number], number>> = { dates: 0.9, titles: 0.9, skills: 0.85 };

const inspector = createPdfInspector();
const totals = emptyTotals();
const started = performance.now();
const failures: string[] = [];
for (let index = 0; index < COUNT; index++) {
  const cv = await corpusCv(index);
  const parsed = await parseCv(cv.pdf, (bytes) => inspector.inspect(bytes, { text: true }));
  const one = emptyTotals();
  score(cv.truth, parsed, one);
  score(cv.truth, parsed, totals);
  const missed = SCORED_FIELDS.filter((field) => prf(one[field]).f1 < 1);
  if (missed.length > 0) failures.push(`${cv.id}: ${missed.join(', ')}`);
}
const seconds = (performance.now() - started) / 1000;
await inspector.close();

const fields = SCORED_FIELDS.map((field) => ({ field, ...totals[field], ...prf(totals[field]) }));
const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ${type()} ${release()}; Node ${process.version}`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
writeFileSync(
  JSON_OUT,
  `${JSON.stringify({ date: when, machine, command: `pnpm --filter @talent/bench bench:cv -- --count ${COUNT}`, cvs: COUNT, languages: CORPUS_LANGUAGES, seconds: Number(seconds.toFixed(1)), fields, imperfect: failures }, null, 2)}\n`,
);

const f = (n: number) => n.toFixed(3);
const rows = fields.map(
  (r) =>
    `| ${r.field} | ${r.actual} | ${r.predicted} | ${r.tp} | ${f(r.precision)} | ${f(r.recall)} | ${f(r.f1)} | ${TARGETS[r.field] === undefined ? '—' : `≥ ${TARGETS[r.field]} ${r.f1 >= TARGETS[r.field]! ? 'met' : 'missed'}`} |`,
);
const section = `${START}

## CV parser accuracy (\`bench/cvAccuracy.ts\`)

\`pnpm --filter @talent/bench bench:cv -- --count ${COUNT}\` on ${when} UTC (${machine}): ${COUNT} generated CVs
(English, German, French, Dutch; one column and sidebar + main column; Helvetica, Times, Courier and
Helvetica Oblique; dates as MM/YYYY, YYYY-MM, MM.YYYY and month names, ranges to "today" in each
language and "since …"), parsed through the PDF worker pool in ${seconds.toFixed(1)} s. Counts are field
values over the corpus (history fields per entry; contact: LinkedIn, street, zip, city, country,
phone prefix and local part). CVs with any field below F1 1: ${failures.length}.

| Field | Expected | Found | Correct | Precision | Recall | F1 | Target |
| ----- | -------: | ----: | ------: | --------: | -----: | -: | ------ |
${rows.join('\n')}

The corpus is written by the same hands as the parser, so these figures say the parser reads the
layouts and formats it was built for, every time; they are a regression floor, not an estimate
for real CVs, whose layouts vary far more.
${END}`;
const current = readFileSync(RESULTS, 'utf8');
const from = current.indexOf(START);
const to = current.indexOf(END);
writeFileSync(
  RESULTS,
  from >= 0 && to > from
    ? `${current.slice(0, from)}${section}${current.slice(to + END.length)}`
    : `${current.trimEnd()}\n\n${section}\n`,
);
process.stdout.write(`${rows.join('\n')}\n\nWrote bench/cv-accuracy-results.json and bench/RESULTS.md\n`);
