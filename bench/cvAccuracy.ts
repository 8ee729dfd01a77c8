// CV parser accuracy: generates the deterministic CV corpus of @talent/fixtures (`corpusCv`, both sets: the
// tuning set the parser is developed against and the held-out set of other seeds and styles), has the
// server parse every PDF as a talent's upload (cvServer.ts: upload, then parse, over HTTP), and scores
// each field (precision, recall, F1 over the corpus) against what the corpus states. Each run is kept under its label in
// bench/cv-accuracy-results.json (so the measurement before a parser change stays beside the one
// after it), and the section between the cv-accuracy markers of bench/RESULTS.md is rewritten from all
// kept runs.
import { CORPUS_LANGUAGES, SCORED_FIELDS, corpusCv, emptyTotals, prf, score } from '@talent/fixtures';
import type { CorpusSet, Counts, ScoredField } from '@talent/fixtures';

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cliArgs } from './cliArgs.ts';
import { startCvServer } from './cvServer.ts';

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    count: { type: 'string', default: '200' },
    label: { type: 'string', default: 'this checkout' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`--count must be a positive integer, not ${args.count}`);
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const JSON_OUT = join(import.meta.dirname, 'cv-accuracy-results.json');
const START = '<!-- cv-accuracy:start -->';
const END = '<!-- cv-accuracy:end -->';
/** The issue's targets: F1 on dates and titles ≥ 0.9, on skills ≥ 0.85. */
const TARGETS: Partial<Record<ScoredField, number>> = { dates: 0.9, titles: 0.9, skills: 0.85 };
const TARGET_FIELDS = Object.keys(TARGETS) as ScoredField[];

interface FieldResult extends Counts {
  field: ScoredField;
  precision: number;
  recall: number;
  f1: number;
}
interface SetResult {
  cvs: number;
  pages: number;
  seconds: number;
  fields: FieldResult[];
  /** F1 of the target fields per language and per layout. */
  breakdown: Record<string, { cvs: number; f1: Partial<Record<ScoredField, number>> }>;
  /** CVs with any field below F1 1, and which fields. */
  imperfect: string[];
}
/**
 * What is measured: the tuning set (the CVs the parser was developed against), CVs of the tuning set's
 * styles with other seeds (indices from 1000: new CVs, known styles), and the held-out set.
 */
const PARTS = {
  tuning: { set: 'tuning', first: 0, name: 'Tuning set' },
  fresh: { set: 'tuning', first: 1000, name: 'Tuning styles, other CVs (from index 1000)' },
  heldOut: { set: 'heldOut', first: 0, name: 'Held-out set' },
} as const satisfies Record<string, { set: CorpusSet; first: number; name: string }>;
type Part = keyof typeof PARTS;

interface Run {
  label: string;
  date: string;
  machine: string;
  command: string;
  sets: Partial<Record<Part, SetResult>>;
}

const cvServer = await startCvServer();
async function measure(set: CorpusSet, first: number): Promise<SetResult> {
  const totals = emptyTotals();
  const groups = new Map<string, { cvs: number; totals: Record<ScoredField, Counts> }>();
  const started = performance.now();
  const imperfect: string[] = [];
  let pages = 0;
  for (let index = first; index < first + COUNT; index++) {
    const cv = await corpusCv(index, set);
    pages += cv.pages;
    const answer = await cvServer.parse(cv.pdf, `${cv.id}.pdf`);
    // A CV the server refuses to read scores as read empty (every field missed), and is listed.
    const parsed = 'refused' in answer ? {} : answer;
    if ('refused' in answer) imperfect.push(`${cv.id}: refused ${answer.refused} ${answer.messages.join(', ')}`);
    const one = emptyTotals();
    score(cv.truth, parsed, one);
    score(cv.truth, parsed, totals);
    for (const key of [cv.lang, cv.layout]) {
      const group = groups.get(key) ?? { cvs: 0, totals: emptyTotals() };
      group.cvs++;
      score(cv.truth, parsed, group.totals);
      groups.set(key, group);
    }
    const missed = SCORED_FIELDS.filter((field) => prf(one[field]).f1 < 1);
    if (missed.length > 0) imperfect.push(`${cv.id}: ${missed.join(', ')}`);
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const order = [...CORPUS_LANGUAGES, 'one column', 'sidebar left', 'sidebar right'];
  const breakdown = Object.fromEntries(
    [...groups.entries()]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([key, group]) => [
        key,
        {
          cvs: group.cvs,
          f1: Object.fromEntries(TARGET_FIELDS.map((field) => [field, round(prf(group.totals[field]).f1)])),
        },
      ]),
  );
  return {
    cvs: COUNT,
    pages,
    seconds,
    fields: SCORED_FIELDS.map((field) => ({ field, ...totals[field], ...mapValues(prf(totals[field]), round) })),
    breakdown,
    imperfect,
  };
}

const round = (n: number) => Number(n.toFixed(4));
const mapValues = <T extends Record<string, number>>(record: T, f: (n: number) => number) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)])) as T;

const sets: Partial<Record<Part, SetResult>> = {};
for (const [part, { set, first }] of Object.entries(PARTS)) sets[part as Part] = await measure(set, first);
await cvServer.close();

const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ${type()} ${release()}; Node ${process.version}`;
const run: Run = {
  label: args.label,
  date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  machine,
  command: `pnpm --filter @talent/bench bench:cv -- --count ${COUNT} --label "${args.label}"`,
  sets,
};

const f3 = (n: number) => n.toFixed(3);
const table = (result: SetResult) => {
  const rows = result.fields.map((r) => {
    const target = TARGETS[r.field];
    const verdict = target === undefined ? '—' : `≥ ${target} ${r.f1 >= target ? 'met' : 'missed'}`;
    return `| ${r.field} | ${r.actual} | ${r.predicted} | ${r.tp} | ${f3(r.precision)} | ${f3(r.recall)} | ${f3(r.f1)} | ${verdict} |`;
  });
  return [
    '| Field | Expected | Found | Correct | Precision | Recall | F1 | Target |',
    '| ----- | -------: | ----: | ------: | --------: | -----: | -: | ------ |',
    ...rows,
  ].join('\n');
};
const breakdownTable = (result: SetResult) =>
  [
    `| Group | CVs | ${TARGET_FIELDS.map((field) => `${field} F1`).join(' | ')} |`,
    `| ----- | --: | ${TARGET_FIELDS.map(() => '--:').join(' | ')} |`,
    ...Object.entries(result.breakdown).map(
      ([key, group]) =>
        `| ${key} | ${group.cvs} | ${TARGET_FIELDS.map((field) => f3(group.f1[field] ?? 0)).join(' | ')} |`,
    ),
  ].join('\n');
const runSection = (r: Run) =>
  [
    `### ${r.label}`,
    '',
    `\`${r.command}\` on ${r.date} UTC (${r.machine}).`,
    '',
    ...(Object.keys(PARTS) as Part[]).flatMap((part) => {
      const result = r.sets[part];
      if (!result) return [];
      return [
        `**${PARTS[part].name}**: ${result.cvs} CVs (${result.pages} pages) parsed in ${result.seconds} s; CVs with any field below F1 1: ${result.imperfect.length}.`,
        '',
        table(result),
        '',
        `<details><summary>${PARTS[part].name} by language and layout</summary>`,
        '',
        breakdownTable(result),
        '',
        '</details>',
        '',
      ];
    }),
  ].join('\n');

// Results written before runs were kept by label have no `runs`: they are replaced.
const previous = existsSync(JSON_OUT) ? (JSON.parse(readFileSync(JSON_OUT, 'utf8')) as { runs?: Run[] }) : {};
const stored = { runs: previous.runs ?? [] };
const at = stored.runs.findIndex((r) => r.label === run.label);
if (at >= 0) stored.runs[at] = run;
else stored.runs.push(run);

const section = `${START}

## CV parser accuracy (\`bench/cvAccuracy.ts\`)

Written by \`pnpm --filter @talent/bench bench:cv\`; each run is kept under its label. The corpus
(\`tooling/fixtures/src/cvCorpus/corpus.ts\`) is generated from structured data with known fields (seeded:
the same PDFs on every machine), so every value a CV states is the truth it is scored against:
English, German, French and Dutch CVs; one column, or a sidebar left or right of the main column
(130–190 pt wide); Helvetica, Times or Courier at 9–11 pt with bold, italic, upper-case, underlined
or colon headings in several variants per section ("Work Experience", "Beruflicher Werdegang",
"Parcours", "Werkervaring en projecten"…); dates as "03/2021", "3/2021", "03.2021", "2021-03",
"Mar 2021", "März 2021", "janv. 2020" or years alone, in ranges with "–", "-", "—" or "to / bis / à /
tot", to "present / heute / aujourd’hui / heden" or "since / seit / depuis / sinds"; entries with
the date first, after the title, on the title's line, right-aligned, or in a label column (wrapped
when narrow); title and organization in either order, on one line or two; bullet and paragraph
descriptions with numbers and years in them; skills and tools as comma lists, bullets, pipes, groups
or two-per-line tables; languages with levels in words, CEFR or "n/5", as a list, a table or one
line; address, phone (international, "+49 (0)…", "0049 …" or national), e-mail and LinkedIn in any
order, joined or stacked, with or without labels; page numbers, footers, photo boxes, profile,
projects, interests, "references on request" and place-and-date signatures; one or two pages.

Three parts are measured: the **tuning set** (CVs 0–${COUNT - 1}, the ones the parser was developed
against), **other CVs of the tuning styles** (from index 1000: new CVs, known styles) and the
**held-out set** (other seeds; in about half of its choices options no tuning CV uses: other
headings, titles, organizations, skills and tools, level words, date formats "03-2021", "2021/03",
"03/21", ranges "von … bis …" and " / ", ongoing words "bis dato", "à ce jour", "to date", "since"
words "ab", "vanaf", "à partir de", entries "Organization | period", a place after the organization,
letter-spaced headings, body sizes 8.5 and 12 pt, sidebars 110 and 230 pt wide). Counts are field
values over a part (histories per entry: title, organization, start/end/ongoing; contact: LinkedIn,
street, zip, city, country, phone prefix and local part). Each PDF is read as a talent's upload: a
server of \`@talent/api\` takes it (\`POST /freelancer/cv\`) and parses it (\`GET /freelancer/cv/parse\`)
over HTTP (\`bench/cvServer.ts\`), so the figures are those of the answer the portal gets.

${stored.runs.map(runSection).join('\n')}
${END}`;

if (args['dry-run']) {
  process.stdout.write(`${runSection(run)}\n`);
} else {
  writeFileSync(JSON_OUT, `${JSON.stringify(stored, null, 2)}\n`);
  const current = readFileSync(RESULTS, 'utf8');
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  writeFileSync(
    RESULTS,
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`,
  );
  process.stdout.write(`${runSection(run)}\nWrote bench/cv-accuracy-results.json and bench/RESULTS.md\n`);
}
