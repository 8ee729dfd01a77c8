// `pnpm --filter @talent/bench bench:soak`: issue 29's soak — mixed traffic (job pages, searches,
// logins, onboarding, applications) on PostgreSQL at the highest rate the machine holds with no
// error, for 10 minutes, then 1.5× that rate, then that rate again. The first shows p99 per route
// and whether memory stays flat after the warm-up (the slope of the server's RSS); the second that
// the server sheds (503 with Retry-After) instead of letting latency grow without bound; the third
// that it recovers. Needs `pnpm --filter @talent/portal build` first: it runs the built portal.
//
// 1. Creates `talent_bench_soak_<pid>` on BENCH_PG_ADMIN_URL (dropped at the end unless `--keep`)
//    and seeds it as `npm start` does: `apps/server/src/main.ts` in development mode with
//    `SEED_PROJECTS` (the demo seed runs outside production only), until the location lookup's
//    dataset is loaded too; then `VACUUM ANALYZE`.
// 2. Starts the same server in production mode on it (`--env development` measures `npm start`'s
//    mode; a production server that cannot start falls back to development, and the results say
//    so): logging at warn, the per-address rate limit lifted, no digest sweep, tenants not watched,
//    Redis at `--redis-url` (a logical database of its own: the server has no key prefix setting;
//    nothing is flushed), `TRUST_PROXY` on, as behind a load balancer: each visitor sends an
//    `X-Forwarded-For` of its own (a random IPv6 /48 per run, a /64 per talent), so the per-address
//    limits on registration (10 a minute) and login (20 a minute) see a spread of visitors, not
//    one address.
// 3. Prepares: the job pages of acme's sitemap, the seed's search words, the open projects a
//    talent can apply to without a file (no required cover letter or security id; their required
//    questions are answered), and `--talents` talents (by default enough that no address logs in
//    more than 10 times a minute at the highest rate offered), registered and logged in.
// 4. Offers traffic open loop (each request on its schedule, answered or not) at "rate R": per
//    100 arrivals 50 job pages (no session: rendered on the server, each a different page), 30
//    logged-in searches (each a different word), 8 logins, 7 onboarding steps saved and 5
//    application journeys (create the draft, patch its motivation, finish with a CV generated
//    from the profile — each step a route of its own, each journey to a project the talent has not
//    applied to). Authenticated requests go round-robin to talents whose access token is fresh
//    (logins renew them). Every answer other than the expected 2xx is an error (status and message
//    id kept); no answer within 30 s is unanswered. Browsers' Accept-Encoding on every request.
// 5. Phases: `--find-rate` first climbs a ramp (`--start-rate`, + `--step` every `--step-seconds`)
//    and takes the last step without any error, 503 or unanswered request and with every route's
//    p99 ≤ `--p99-limit` as R (or `--rate R` is given); then `--warmup` s at R (not recorded), the
//    soak at R for `--duration` s, the overload at `--over-factor` × R for `--over` s, the recovery
//    at R for `--recover` s — back to back. `GET /readyz` is probed every 2 s (3 s timeout) all
//    along; every 5 s the server's RSS is read from /proc/<pid>/status and its heap from the last
//    probe (`load.heapShare` × V8's heap limit, this process's: same Node and machine).
//
// Results: `soak-results.json` (the run) and the section of RESULTS.md between the `soak` markers
// (`--dry-run` prints it instead). Loopback only; bounded in time.
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import pg from 'pg';
import {
  benchClient,
  jobPages,
  jsonOf,
  openLoop,
  percentiles,
  probeReadiness,
  searchWords,
  sleep,
} from './benchHttp.ts';
import type { Answer } from './benchHttp.ts';
import {
  BENCH_PASSWORD,
  cpuMs,
  freshDatabase,
  machineLine,
  sampleLoad,
  signUpTalent,
  spawnServer,
  stopServer,
  waitReady,
} from './benchServer.ts';
import type { BenchDatabase } from './benchServer.ts';
import { cliArgs } from './cliArgs.ts';
import { writeSection } from './resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps/server/src/main.ts');
const HOST = 'acme.localhost';
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const ROWS = join(import.meta.dirname, 'soak-results.json');
const START = '<!-- soak:start -->';
const END = '<!-- soak:end -->';
/** A request without an answer for this long is unanswered. */
const REQUEST_TIMEOUT_MS = 30_000;
const MEMORY_EVERY_MS = 5000;
/** An access token lives 15 minutes (ACCESS_TOKEN_TTL_SECONDS): one older than this is not used. */
const TOKEN_FRESH_MS = 12 * 60_000;
/** The most logins one talent's address may send a minute at the highest rate (the limit is 20). */
const LOGINS_PER_ADDRESS_MINUTE = 10;
/** What browsers send. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The traffic of rate R: per 100 arrivals, how many of each kind. */
const MIX = [
  { kind: 'page', share: 50, label: 'job pages' },
  { kind: 'search', share: 30, label: 'logged-in searches' },
  { kind: 'login', share: 8, label: 'logins' },
  { kind: 'onboarding', share: 7, label: 'onboarding steps saved' },
  { kind: 'apply', share: 5, label: 'application journeys (3 requests each)' },
] as const;
type Kind = (typeof MIX)[number]['kind'];
const SHARE = Object.fromEntries(MIX.map((m) => [m.kind, m.share / 100])) as Record<Kind, number>;
/** The routes measured: the apply journey's three steps each on its own. */
const ROUTES = ['page', 'search', 'login', 'onboarding', 'apply: create', 'apply: patch', 'apply: finish'] as const;
type Route = (typeof ROUTES)[number];
const ROUTE_NAMES: Record<Route, string> = {
  page: 'job page `GET /projects/<slug>/<id>`',
  search: 'search `POST /search/project/query`',
  login: 'login `POST /authorize`',
  onboarding: 'onboarding step `PUT /flexOnboarding`',
  'apply: create': 'apply: `POST /projectApplication`',
  'apply: patch': 'apply: `PATCH /project/{id}/applicationFlow`',
  'apply: finish': 'apply: `POST /project/{id}/finishFlow`',
};

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    rate: { type: 'string' },
    'find-rate': { type: 'boolean', default: false },
    'start-rate': { type: 'string', default: '5' },
    step: { type: 'string', default: '5' },
    'step-seconds': { type: 'string', default: '60' },
    'max-rate': { type: 'string', default: '200' },
    'p99-limit': { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '60' },
    duration: { type: 'string', default: '600' },
    over: { type: 'string', default: '180' },
    'over-factor': { type: 'string', default: '1.5' },
    recover: { type: 'string', default: '120' },
    talents: { type: 'string' },
    projects: { type: 'string', default: '2000' },
    env: { type: 'string', default: 'production' },
    port: { type: 'string', default: '3294' },
    'redis-url': { type: 'string', default: process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/9' },
    keep: { type: 'boolean', default: false },
    // A database seeded by an earlier run (`--keep`): used as it is, not dropped.
    'database-url': { type: 'string' },
    note: {
      type: 'string',
      default: 'Indicative: a shared 2-core machine; the load generator runs on the same machine as the server.',
    },
    'dry-run': { type: 'boolean', default: false },
  },
});
const num = (name: string, value: string | undefined, min: number, max: number): number => {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name}: ${value} is not between ${min} and ${max}`);
  return n;
};
const PORT = num('port', args.port, 1, 65535);
const FIND = args['find-rate'];
if (FIND === (args.rate !== undefined)) throw new Error('give either --rate N or --find-rate');
const MAX_RATE = num('max-rate', args['max-rate'], 0.1, 500);
const GIVEN_RATE = FIND ? undefined : num('rate', args.rate, 0.1, 500);
const START_RATE = num('start-rate', args['start-rate'], 0.1, 500);
const STEP = num('step', args.step, 0.1, 500);
const STEP_SECONDS = num('step-seconds', args['step-seconds'], 5, 600);
const P99_LIMIT = num('p99-limit', args['p99-limit'], 1, REQUEST_TIMEOUT_MS);
const WARMUP = num('warmup', args.warmup, 0, 3600);
const DURATION = num('duration', args.duration, 10, 3600);
const OVER = num('over', args.over, 10, 3600);
const OVER_FACTOR = num('over-factor', args['over-factor'], 1, 10);
const RECOVER = num('recover', args.recover, 10, 3600);
const PROJECTS = num('projects', args.projects, 100, 1_000_000);
if (args.env !== 'production' && args.env !== 'development') throw new Error('--env: production or development');
if (!/^redis:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\d+)?$/.test(args['redis-url']))
  throw new Error(`--redis-url: a loopback redis:// URL, not ${args['redis-url']}`);
/** The highest rate offered: what the talents are counted for. */
const HIGHEST = (GIVEN_RATE ?? MAX_RATE) * OVER_FACTOR;
const TALENTS =
  args.talents === undefined
    ? Math.max(20, Math.ceil((SHARE.login * HIGHEST * 60) / LOGINS_PER_ADDRESS_MINUTE))
    : num('talents', args.talents, 1, 100_000);

const client = benchClient(PORT, HOST, REQUEST_TIMEOUT_MS);

// ─── Visitors ────────────────────────────────────────────────────────────────────────────────────

/** This run's addresses: a random IPv6 /48 of the unique-local range (keys of our own in Redis). */
const PREFIX = (() => {
  const b = randomBytes(5).toString('hex');
  return `fd${b.slice(0, 2)}:${b.slice(2, 6)}:${b.slice(6, 10)}`;
})();
/** A talent's address: a /64 of their own (the login throttle counts IPv6 per /64). */
const talentAddress = (i: number) => `${PREFIX}:${i.toString(16)}::1`;
/** Anonymous visitors' addresses: 4,096 of them, each a /64 of its own above the talents'. */
const visitorAddress = (i: number) => `${PREFIX}:${(0x8000 + (i % 4096)).toString(16)}::1`;

interface Talent {
  readonly index: number;
  readonly email: string;
  readonly address: string;
  token: string;
  tokenAt: number;
  /** How many applications this talent has started (its next project follows). */
  applied: number;
}

/** A project the talent can apply to without a file, with the answers its required questions need. */
interface Applicable {
  readonly id: number;
  readonly currency: string;
  readonly answers: { questionId: number; answers: { type: string; value: unknown; groupId: null }[] }[];
}

// ─── Records ─────────────────────────────────────────────────────────────────────────────────────

type Outcome = 'ok' | 'shed' | 'error' | 'unanswered';

/** One request of a recorded phase. */
interface Sent {
  readonly route: Route;
  /** When it was sent, ms after its phase began. */
  readonly at: number;
  readonly ms: number;
  readonly outcome: Outcome;
  /** `503 error.overloaded`, `422 validation.required`, `timeout`, … (what is not ok). */
  readonly what?: string;
  readonly retryAfter?: boolean;
}

/** A phase as it ran: its requests, probes, journeys and CPU time. */
interface PhaseRun {
  readonly name: string;
  readonly rate: number;
  readonly seconds: number;
  readonly began: number;
  readonly sent: Sent[];
  readonly probes: { sent: number; answered: number };
  journeys: { started: number; finished: number };
  /** CPU time (ms) the server process and this one used while the phase was offered, and its wall time. */
  cpu: { server: number; bench: number; wall: number };
  /** Settles when every request of the phase has been answered or given up on. */
  answered: Promise<void>;
}

/** The message ids of a problem answer (`error.overloaded`), or ''. */
function messagesOf(answer: Answer): string {
  const body = jsonOf(answer);
  const messages = body?.['messages'];
  return Array.isArray(messages) ? messages.join(',') : '';
}

/** Records one request's outcome in `phase`; resolves to the answer when it was the expected one. */
async function record(
  phase: PhaseRun,
  route: Route,
  request: Promise<Answer>,
  expected: (answer: Answer) => boolean,
): Promise<Answer | undefined> {
  const at = performance.now() - phase.began;
  try {
    const answer = await request;
    if (answer.ms > REQUEST_TIMEOUT_MS) {
      phase.sent.push({ route, at, ms: answer.ms, outcome: 'unanswered', what: 'late (> 30 s)' });
      return undefined;
    }
    if (expected(answer)) {
      phase.sent.push({ route, at, ms: answer.ms, outcome: 'ok' });
      return answer;
    }
    const what = `${answer.status}${messagesOf(answer) ? ` ${messagesOf(answer)}` : ''}`;
    phase.sent.push({
      route,
      at,
      ms: answer.ms,
      outcome: answer.status === 503 ? 'shed' : 'error',
      what,
      retryAfter: answer.retryAfter !== undefined,
    });
  } catch (error) {
    phase.sent.push({ route, at, ms: Number.NaN, outcome: 'unanswered', what: (error as Error).message });
  }
  return undefined;
}

// ─── Traffic ─────────────────────────────────────────────────────────────────────────────────────

/** What the traffic needs: the pages, words, projects and talents, and the cursors over them. */
interface Traffic {
  readonly pages: readonly string[];
  readonly words: readonly string[];
  readonly projects: readonly Applicable[];
  readonly talents: Talent[];
  next: { page: number; word: number; login: number; user: number; onboarding: number; visitor: number };
}

/** The next talent whose token is fresh (round-robin); the freshest one when none is. */
function activeTalent(traffic: Traffic): Talent {
  const { talents } = traffic;
  const now = performance.now();
  for (let tries = 0; tries < talents.length; tries++) {
    const talent = talents[traffic.next.user++ % talents.length]!;
    if (now - talent.tokenAt < TOKEN_FRESH_MS) return talent;
  }
  return talents.reduce((a, b) => (b.tokenAt > a.tokenAt ? b : a));
}

/** A smooth weighted round-robin over MIX: every 100 arrivals hold each kind's share, evenly spread. */
function mixer(): () => Kind {
  const current = MIX.map(() => 0);
  return () => {
    let best = 0;
    MIX.forEach((m, i) => {
      current[i]! += m.share;
      if (current[i]! > current[best]!) best = i;
    });
    current[best]! -= 100;
    return MIX[best]!.kind;
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The onboarding steps saved in turn (none needs a file). */
const ONBOARDING_STEPS = [
  (t: Talent) => ({
    stepName: 'Personal details',
    answers: [
      { id: 101, type: 'first_name', value: 'Soak' },
      { id: 102, type: 'last_name', value: `Talent ${t.index}` },
      { id: 103, type: 'professional_title', value: 'Data Engineer' },
      { id: 104, type: 'residence_country', value: 'de' },
    ],
  }),
  () => ({
    stepName: 'Experience',
    answers: [
      { id: 301, type: 'title', value: 'Analyst', groupId: 1 },
      { id: 301, type: 'organization', value: 'Babbage & Co', groupId: 1 },
      { id: 301, type: 'start', value: '2019-01-01', groupId: 1 },
      { id: 301, type: 'end', value: '2021-06-30', groupId: 1 },
      { id: 301, type: 'title', value: 'Data Engineer', groupId: 2 },
      { id: 301, type: 'start', value: '2021-07-01', groupId: 2 },
      { id: 301, type: 'ongoing', value: true, groupId: 2 },
      { id: 302, type: 'title', value: 'MSc Mathematics', groupId: 1 },
    ],
  }),
  () => ({
    stepName: 'Availability',
    answers: [
      { id: 501, type: 'availability', value: day(30) },
      { id: 502, type: 'hour_rate', value: '85,50' },
    ],
  }),
];

const MOTIVATION = 'I have built data pipelines and payment services for ten years.';

/** Sends one arrival of `kind` and records it (an apply journey's steps one after the other). */
async function arrive(traffic: Traffic, phase: PhaseRun, kind: Kind): Promise<void> {
  const call = client.call;
  const encoding = { 'accept-encoding': ACCEPT_ENCODING };
  if (kind === 'page') {
    const path = traffic.pages[traffic.next.page++ % traffic.pages.length]!;
    const headers = { ...encoding, 'x-forwarded-for': visitorAddress(traffic.next.visitor++) };
    await record(
      phase,
      'page',
      call('GET', path, { headers }),
      (a) => a.status === 200 && a.contentType.startsWith('text/html'),
    );
    return;
  }
  if (kind === 'login') {
    const talent = traffic.talents[traffic.next.login++ % traffic.talents.length]!;
    const answer = await record(
      phase,
      'login',
      call('POST', '/v1/api/authorize', {
        body: { email: talent.email, password: BENCH_PASSWORD },
        headers: { ...encoding, 'x-forwarded-for': talent.address },
      }),
      (a) => a.status === 200 && typeof jsonOf(a)?.['access_token'] === 'string',
    );
    if (answer) {
      talent.token = jsonOf(answer)!['access_token'] as string;
      talent.tokenAt = performance.now();
    }
    return;
  }
  const talent = activeTalent(traffic);
  const as = (body?: unknown) => ({
    ...(body !== undefined && { body }),
    token: talent.token,
    headers: { ...encoding, 'x-forwarded-for': talent.address },
  });
  if (kind === 'search') {
    const query = traffic.words[traffic.next.word++ % traffic.words.length]!;
    await record(
      phase,
      'search',
      call('POST', '/v1/api/search/project/query', as({ offset: 0, size: 20, query })),
      (a) => a.status === 200,
    );
    return;
  }
  if (kind === 'onboarding') {
    const step = ONBOARDING_STEPS[traffic.next.onboarding++ % ONBOARDING_STEPS.length]!(talent);
    await record(
      phase,
      'onboarding',
      call('PUT', '/v1/api/flexOnboarding', as({ type: 'long', ...step })),
      (a) => a.status === 200,
    );
    return;
  }
  // One journey: each talent goes through the projects from a place of its own, never twice to one.
  const { projects } = traffic;
  if (talent.applied >= projects.length) throw new Error(`talent ${talent.index} has applied to every project`);
  const project = projects[(talent.index * 37 + talent.applied++) % projects.length]!;
  phase.journeys.started++;
  const created = await record(
    phase,
    'apply: create',
    call('POST', '/v1/api/projectApplication', as({ job: project.id })),
    (a) => a.status === 201,
  );
  if (!created) return;
  const patched = await record(
    phase,
    'apply: patch',
    call(
      'PATCH',
      `/v1/api/project/${project.id}/applicationFlow`,
      as({ stepName: 'motivation', motivationComment: MOTIVATION }),
    ),
    (a) => a.status === 200,
  );
  if (!patched) return;
  const finished = await record(
    phase,
    'apply: finish',
    call(
      'POST',
      `/v1/api/project/${project.id}/finishFlow`,
      as({
        job: project.id,
        hourlyRate: { currency: project.currency, value: 90 },
        // A CV generated from the profile, as the portal sends when the talent picks none.
        cvUuid: null,
        motivationComment: MOTIVATION,
        appAnswers: project.answers,
        cvCover: null,
        liveInterview: null,
      }),
    ),
    (a) => a.status === 200,
  );
  if (finished) phase.journeys.finished++;
}

/** The last /readyz answer's heap share (null: none answered yet). */
let lastHeapShare: number | null = null;
/** The measured server's process id. */
let serverPid = 0;

/**
 * Offers traffic at `rate` for `seconds` with the readiness prober; resolves once the last arrival
 * was sent (the phase's `answered` settles when its requests have all been answered).
 */
async function runPhase(traffic: Traffic, name: string, rate: number, seconds: number): Promise<PhaseRun> {
  const phase: PhaseRun = {
    name,
    rate,
    seconds,
    began: performance.now(),
    sent: [],
    probes: { sent: 0, answered: 0 },
    journeys: { started: 0, finished: 0 },
    cpu: { server: 0, bench: 0, wall: 0 },
    answered: Promise.resolve(),
  };
  const serverBefore = cpuMs(serverPid);
  const benchBefore = process.cpuUsage();
  const next = mixer();
  const load = openLoop(rate, seconds, () => arrive(traffic, phase, next()));
  const probes = probeReadiness(client, seconds, (answer) => {
    phase.probes.sent++;
    if (!answer) return;
    phase.probes.answered++;
    const share = (jsonOf(answer)?.['load'] as { heapShare?: number } | undefined)?.heapShare;
    if (typeof share === 'number') lastHeapShare = share;
  });
  await Promise.all([load.scheduled, probes.scheduled]);
  const bench = process.cpuUsage(benchBefore);
  phase.cpu = {
    server: cpuMs(serverPid) - serverBefore,
    bench: (bench.user + bench.system) / 1000,
    wall: performance.now() - phase.began,
  };
  phase.answered = Promise.all([load.answered, probes.answered]).then(() => undefined);
  return phase;
}

// ─── Figures ─────────────────────────────────────────────────────────────────────────────────────

/** One route's figures in one phase. */
interface RouteFigures {
  readonly route: Route;
  readonly sent: number;
  readonly ok: number;
  /** Of the expected answers (ms). */
  readonly latency: ReturnType<typeof percentiles>;
  readonly shed: number;
  readonly shedWithRetryAfter: number;
  readonly shedLatency: ReturnType<typeof percentiles>;
  /** The 503s by what they said (`503 error.overloaded`; a page's has no message id). */
  readonly shedKinds: Record<string, number>;
  /** Answers neither expected nor 503: `status message` → count. */
  readonly errors: Record<string, number>;
  readonly unanswered: number;
  /** Why: `timeout`, `socket hang up`, `late (> 30 s)` → count. */
  readonly unansweredKinds: Record<string, number>;
}

/** Counts of `what` of the records. */
function kinds(sent: readonly Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of sent) counts[s.what ?? '?'] = (counts[s.what ?? '?'] ?? 0) + 1;
  return counts;
}

function routeFigures(sent: readonly Sent[], route: Route): RouteFigures {
  const own = sent.filter((s) => s.route === route);
  const of = (outcome: Outcome) => own.filter((s) => s.outcome === outcome);
  const ok = of('ok');
  const shed = of('shed');
  return {
    route,
    sent: own.length,
    ok: ok.length,
    latency: percentiles(ok.map((s) => s.ms)),
    shed: shed.length,
    shedWithRetryAfter: shed.filter((s) => s.retryAfter).length,
    shedLatency: percentiles(shed.map((s) => s.ms)),
    shedKinds: kinds(shed),
    errors: kinds(of('error')),
    unanswered: of('unanswered').length,
    unansweredKinds: kinds(of('unanswered')),
  };
}

/** A phase's figures as stored. */
interface PhaseFigures {
  readonly name: string;
  readonly rate: number;
  readonly seconds: number;
  readonly routes: RouteFigures[];
  /** All routes together: requests not answered as expected (503 and unanswered included). */
  readonly notOk: number;
  /** p99 of all expected answers together (ms). */
  readonly p99: number;
  /** The route with the highest p99, and that p99. */
  readonly worst: { route: Route | null; p99: number };
  readonly probes: { sent: number; answered: number };
  readonly journeys: { started: number; finished: number };
  /** CPU the server and the load generator (this process) used, in % of one core. */
  readonly cpu: { server: number; bench: number };
}

function phaseFigures(phase: PhaseRun, sent: readonly Sent[] = phase.sent): PhaseFigures {
  const routes = ROUTES.map((route) => routeFigures(sent, route)).filter((r) => r.sent > 0);
  let worst: { route: Route | null; p99: number } = { route: null, p99: Number.NaN };
  for (const r of routes)
    if (!Number.isNaN(r.latency.p99) && !(r.latency.p99 <= worst.p99)) worst = { route: r.route, p99: r.latency.p99 };
  return {
    name: phase.name,
    rate: phase.rate,
    seconds: phase.seconds,
    routes,
    notOk: sent.filter((s) => s.outcome !== 'ok').length,
    p99: percentiles(sent.filter((s) => s.outcome === 'ok').map((s) => s.ms)).p99,
    worst,
    probes: phase.probes,
    journeys: phase.journeys,
    cpu: { server: (100 * phase.cpu.server) / phase.cpu.wall, bench: (100 * phase.cpu.bench) / phase.cpu.wall },
  };
}

/** One memory sample: seconds since the warm-up began, the phase, RSS and heap (MB). */
interface MemorySample {
  readonly t: number;
  readonly phase: string;
  readonly rssMb: number;
  readonly heapMb: number | null;
}

/** The server process's resident set (MB), from /proc/<pid>/status (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}

/** The least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return sxx === 0 ? Number.NaN : sxy / sxx;
}

/** First, last, max and the slope (MB/min) of a series over the soak. */
function trend(samples: readonly MemorySample[], pick: (s: MemorySample) => number | null) {
  const points = samples.flatMap((s) => (pick(s) === null ? [] : [{ x: s.t / 60, y: pick(s)! }]));
  return {
    first: points[0]?.y ?? Number.NaN,
    last: points.at(-1)?.y ?? Number.NaN,
    max: points.length === 0 ? Number.NaN : Math.max(...points.map((p) => p.y)),
    slopeMbPerMin: slope(points),
    samples: points.length,
  };
}

// ─── The run ─────────────────────────────────────────────────────────────────────────────────────

/** The run as kept in soak-results.json. */
interface Run {
  readonly at: string;
  readonly machine: string;
  readonly postgres: string;
  readonly load: { mean: number; max: number };
  readonly mode: string;
  /** Which database, seeded how. */
  readonly database: string;
  readonly talents: number;
  readonly applicableProjects: number;
  readonly jobPages: number;
  readonly mix: typeof MIX;
  readonly rate: number;
  readonly found: boolean;
  readonly p99Limit: number;
  readonly ramp: (PhaseFigures & { clean: boolean; why: string })[];
  readonly warmupSeconds: number;
  readonly soak: PhaseFigures;
  readonly overload: PhaseFigures;
  readonly recovery: PhaseFigures & { last60: PhaseFigures; recovered: boolean; why: string };
  readonly memory: {
    readonly rss: ReturnType<typeof trend>;
    readonly heap: ReturnType<typeof trend>;
    readonly heapLimitMb: number;
    readonly samples: MemorySample[];
  };
  /** The server's log lines at warn and above, and what it wrote to stderr. */
  readonly serverLog: { warn: number; error: number; stderr: number; examples: string[] };
  readonly note: string;
}

/** Whether a ramp step was clean, and why not. */
function judgeStep(f: PhaseFigures): { clean: boolean; why: string } {
  if (f.notOk > 0) {
    const what = f.routes.flatMap((r) =>
      [...Object.entries(r.shedKinds), ...Object.entries(r.errors), ...Object.entries(r.unansweredKinds)].map(
        ([kind, n]) => `${n}× ${kind} (${r.route})`,
      ),
    );
    return { clean: false, why: what.slice(0, 4).join(', ') };
  }
  if (f.worst.p99 > P99_LIMIT)
    return { clean: false, why: `p99 ${ms(f.worst.p99)} ms (${f.worst.route}) > ${P99_LIMIT} ms` };
  return { clean: true, why: 'clean' };
}

/** Reads the applicable projects of acme and the answers their required questions need. */
async function applicableProjects(databaseUrl: string, until: Date): Promise<Applicable[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const projects = await db.query<{ id: string; currency: string | null }>(
      `SELECT id, rate_currency AS currency FROM projects
        WHERE client_id = 'acme' AND status = 'ACTIVE' AND cover_letter <> 'REQUIRED' AND NOT security_id_required
          AND (period_deadline IS NULL OR period_deadline > $1)
        ORDER BY id`,
      [until],
    );
    const questions = await db.query<{
      id: string;
      project_id: string;
      type: string;
      options: { value: string }[];
    }>(
      `SELECT id, project_id, type, options FROM project_questions
        WHERE client_id = 'acme' AND required AND parent_question_id IS NULL ORDER BY project_id, position`,
    );
    const answers = new Map<number, Applicable['answers']>();
    for (const q of questions.rows) {
      const value =
        q.type === 'date'
          ? day(14)
          : q.type === 'boolean'
            ? true
            : q.type === 'number'
              ? 5
              : q.type === 'radio' || q.type === 'select'
                ? (q.options[0]?.value ?? 'yes')
                : q.type === 'checkbox'
                  ? [q.options[0]?.value ?? 'yes']
                  : 'Yes.';
      const list = answers.get(Number(q.project_id)) ?? [];
      list.push({ questionId: Number(q.id), answers: [{ type: q.type, value, groupId: null }] });
      answers.set(Number(q.project_id), list);
    }
    return projects.rows.map((p) => ({
      id: Number(p.id),
      // The tenant's currencies (acme: EUR, USD); the project's own when it is one of them.
      currency: p.currency === 'USD' ? 'USD' : 'EUR',
      answers: answers.get(Number(p.id)) ?? [],
    }));
  } finally {
    await db.end();
  }
}

/** Seeds the fresh database as `npm start` does, the location lookup's dataset included. */
async function seed(database: BenchDatabase, filesDir: string): Promise<number> {
  const began = performance.now();
  const server = spawnServer(SERVER, PORT, {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    FILES_DIR: filesDir,
    SEED_PROJECTS: String(PROJECTS),
  });
  const db = new pg.Client({ connectionString: database.url });
  try {
    await waitReady(server, client, 1800);
    await db.connect();
    // The gazetteer is loaded after the server listens: wait for it, so the measured server does not.
    for (const until = Date.now() + 900_000; ;) {
      const done = await db.query('SELECT 1 FROM gazetteer_datasets WHERE complete');
      if (done.rowCount) break;
      if (Date.now() > until) throw new Error('the location dataset was not loaded within 15 minutes');
      await sleep(1000);
    }
    await stopServer(server);
    await db.query('VACUUM ANALYZE');
  } finally {
    await stopServer(server);
    await db.end();
  }
  return (performance.now() - began) / 1000;
}

/** A database seeded by an earlier run (`--keep`), used as it is and never dropped. */
async function seededDatabase(url: string): Promise<BenchDatabase> {
  const { hostname, pathname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`loopback only: ${hostname}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const version = await db.query<{ server_version: string }>('SHOW server_version');
    const seeded = await db.query<{ n: string }>(`SELECT count(*) AS n FROM projects WHERE client_id = 'acme'`);
    if (Number(seeded.rows[0]!.n) === 0) throw new Error(`${url} holds no projects of acme: not seeded`);
    return {
      name: pathname.slice(1),
      url,
      postgres: (version.rows[0]?.server_version ?? '?').split(' ')[0]!,
      drop: () => Promise.resolve(),
    };
  } finally {
    await db.end();
  }
}

/** Starts the measured server; production unless it cannot start so (then development, said why). */
async function startMeasured(
  database: BenchDatabase,
  filesDir: string,
  log: { out: number; err: number },
): Promise<{ server: ChildProcess; mode: string }> {
  const start = (env: 'production' | 'development') =>
    spawnServer(
      SERVER,
      PORT,
      {
        NODE_ENV: env,
        DATABASE_URL: database.url,
        FILES_DIR: filesDir,
        REDIS_URL: args['redis-url'],
        // Behind a load balancer: each visitor's own address in X-Forwarded-For.
        TRUST_PROXY: 'true',
      },
      ['ignore', log.out, log.err],
    );
  const wanted = args.env as 'production' | 'development';
  const server = start(wanted);
  try {
    await waitReady(server, client, 300);
    return { server, mode: wanted };
  } catch (error) {
    await stopServer(server);
    if (wanted === 'development') throw error;
    const why = (error as Error).message;
    process.stdout.write(`The production server did not start (${why}): falling back to development mode.\n`);
    const fallback = start('development');
    await waitReady(fallback, client, 300);
    return { server: fallback, mode: `development (production did not start: ${why})` };
  }
}

/** Registers and logs in the talents, a few at a time, each from its own address. */
async function prepareTalents(count: number): Promise<Talent[]> {
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  const origin = `http://127.0.0.1:${PORT}/v1/api`;
  const talents: Talent[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
      const index = i + k;
      const email = `soak-${stamp}-${index}@example.com`;
      const address = talentAddress(index);
      const token = await signUpTalent(origin, email, 'Soak', { 'x-forwarded-for': address });
      return { index, email, address, token, tokenAt: performance.now(), applied: 0 };
    });
    talents.push(...(await Promise.all(batch)));
  }
  return talents;
}

/** The server's log (pino's JSON lines; the start banner is not one) and its stderr: counts, a few messages. */
function serverLog(out: string, err: string): Run['serverLog'] {
  let warn = 0;
  let error = 0;
  const examples = new Set<string>();
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    let entry: { level?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const level = entry.level ?? 0;
    if (level >= 50) error++;
    else if (level >= 40) warn++;
    if (level >= 40 && examples.size < 8)
      examples.add(`${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 200));
  }
  const stderr = readFileSync(err, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  for (const line of stderr.slice(0, 3)) examples.add(`stderr: ${line.slice(0, 200)}`);
  return { warn, error, stderr: stderr.length, examples: [...examples] };
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));
const mb = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

function printPhase(f: PhaseFigures, extra = ''): void {
  process.stdout.write(
    `  ${f.name} at ${f.rate}/s for ${f.seconds} s: ${f.routes.reduce((a, r) => a + r.sent, 0)} sent, ${f.notOk} not ok, ` +
      `p99 ${ms(f.p99)} ms (worst ${f.worst.route ?? '—'} ${ms(f.worst.p99)} ms), /readyz ${f.probes.answered} of ${f.probes.sent}${extra}\n`,
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'talent-bench-soak-'));
  const filesDir = join(work, 'files');
  const logFile = join(work, 'server.log');
  const errFile = join(work, 'server.stderr');
  const given = args['database-url'];
  const database = given ? await seededDatabase(given) : await freshDatabase(`talent_bench_soak_${process.pid}`);
  let server: ChildProcess | undefined;
  const log = { out: openSync(logFile, 'a'), err: openSync(errFile, 'a') };
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stopServer(server);
    client.close();
    closeSync(log.out);
    closeSync(log.err);
    if (args.keep || given)
      process.stdout.write(`Kept: database ${database.url}${args.keep ? `, server log and files in ${work}` : ''}\n`);
    if (!given && !args.keep) await database.drop();
    if (!args.keep) {
      rmSync(work, { recursive: true, force: true });
    }
  };
  // Ctrl-C still stops the server and drops the database.
  process.once('SIGINT', () => {
    process.stdout.write('Interrupted: stopping the server and dropping the database…\n');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    if (given) process.stdout.write(`On ${database.name}, seeded before.\n`);
    else {
      process.stdout.write(`Seeding ${database.name} (${PROJECTS} projects per tenant, as npm start does)…\n`);
      process.stdout.write(`Seeded in ${(await seed(database, filesDir)).toFixed(0)} s.\n`);
    }
    const started = await startMeasured(database, filesDir, log);
    server = started.server;
    const pid = server.pid!;
    serverPid = pid;
    process.stdout.write(`Server (${started.mode} mode) pid ${pid}, log ${logFile}.\n`);

    const steps = FIND ? Math.floor((MAX_RATE - START_RATE) / STEP) + 1 : 0;
    const total = steps * STEP_SECONDS + WARMUP + DURATION + OVER + RECOVER;
    const projects = await applicableProjects(database.url, new Date(Date.now() + (total + 3600) * 1000));
    const talents = await prepareTalents(TALENTS);
    const traffic: Traffic = {
      pages: await jobPages(client),
      words: searchWords(),
      projects,
      talents,
      next: { page: 0, word: 0, login: 0, user: 0, onboarding: 0, visitor: 0 },
    };
    const journeys = SHARE.apply * HIGHEST * total;
    if (journeys > projects.length * talents.length)
      throw new Error(
        `${talents.length} talents × ${projects.length} projects are fewer than ${journeys} applications`,
      );
    process.stdout.write(
      `${traffic.pages.length} job pages, ${traffic.words.length} search words, ${projects.length} projects to apply to, ${talents.length} talents (addresses ${PREFIX}::/48).\n`,
    );

    const load = sampleLoad(10_000);
    const memory: MemorySample[] = [];
    let phaseName = 'ramp';
    let memoryFrom = 0;
    const sampler = setInterval(() => {
      if (!memoryFrom) return;
      memory.push({
        t: (performance.now() - memoryFrom) / 1000,
        phase: phaseName,
        rssMb: rssMb(pid),
        heapMb: lastHeapShare === null ? null : (lastHeapShare * getHeapStatistics().heap_size_limit) / 2 ** 20,
      });
    }, MEMORY_EVERY_MS);
    try {
      // a. The rate: given, or the last clean step of a ramp.
      const ramp: Run['ramp'] = [];
      let rate = GIVEN_RATE ?? 0;
      if (FIND) {
        process.stdout.write(`Ramp: from ${START_RATE}/s, +${STEP}/s every ${STEP_SECONDS} s, up to ${MAX_RATE}/s…\n`);
        for (let r = START_RATE; r <= MAX_RATE + 1e-9; r = Math.round((r + STEP) * 100) / 100) {
          const step = await runPhase(traffic, `step ${ramp.length + 1}`, r, STEP_SECONDS);
          // Each step's answers are all in before it is judged (each within 30 s).
          await step.answered;
          const f = phaseFigures(step);
          const verdict = judgeStep(f);
          ramp.push({ ...f, ...verdict });
          printPhase(f, `: ${verdict.why}`);
          if (!verdict.clean) break;
          rate = r;
        }
        if (rate === 0) throw new Error(`even ${START_RATE}/s was not clean: ${ramp[0]?.why}`);
        process.stdout.write(
          `Clean rate: ${rate}/s${ramp.at(-1)?.clean ? ` (--max-rate ${MAX_RATE} reached)` : ''}.\n`,
        );
      }

      // b. Warm-up (not recorded), then soak, overload and recovery back to back.
      phaseName = 'warm-up';
      process.stdout.write(`Warm-up at ${rate}/s for ${WARMUP} s…\n`);
      const warm = WARMUP > 0 ? await runPhase(traffic, 'warm-up', rate, WARMUP) : undefined;
      phaseName = 'soak';
      memoryFrom = performance.now();
      process.stdout.write(`Soak at ${rate}/s for ${DURATION} s…\n`);
      const soak = await runPhase(traffic, 'soak', rate, DURATION);
      phaseName = 'overload';
      const overRate = Math.round(rate * OVER_FACTOR * 100) / 100;
      process.stdout.write(`Overload at ${overRate}/s for ${OVER} s…\n`);
      const over = await runPhase(traffic, 'overload', overRate, OVER);
      phaseName = 'recovery';
      process.stdout.write(`Recovery at ${rate}/s for ${RECOVER} s…\n`);
      const recovery = await runPhase(traffic, 'recovery', rate, RECOVER);
      await Promise.all([warm?.answered, soak.answered, over.answered, recovery.answered]);
      clearInterval(sampler);
      const loads = load.stop();

      const soakFigures = phaseFigures(soak);
      const overFigures = phaseFigures(over);
      const recoveryFigures = phaseFigures(recovery);
      const windowMs = Math.min(60, RECOVER) * 1000;
      const last60 = phaseFigures(
        { ...recovery, name: `recovery, last ${windowMs / 1000} s` },
        recovery.sent.filter((s) => s.at >= RECOVER * 1000 - windowMs),
      );
      const recovered =
        last60.notOk === 0 && !(last60.p99 > 1.5 * soakFigures.p99)
          ? {
              recovered: true,
              why: `0 not ok and p99 ${ms(last60.p99)} ms ≤ 1.5 × the soak's ${ms(soakFigures.p99)} ms in the last ${windowMs / 1000} s`,
            }
          : {
              recovered: false,
              why: `${last60.notOk} not ok, p99 ${ms(last60.p99)} ms against 1.5 × the soak's ${ms(soakFigures.p99)} ms in the last ${windowMs / 1000} s`,
            };
      printPhase(soakFigures);
      printPhase(overFigures);
      printPhase(recoveryFigures, `; ${recovered.recovered ? 'recovered' : 'not recovered'}: ${recovered.why}`);

      const soakMemory = memory.filter((s) => s.phase === 'soak');
      const run: Run = {
        at: new Date().toISOString().slice(0, 16).replace('T', ' '),
        machine: machineLine(true),
        postgres: database.postgres,
        load: loads,
        mode: started.mode,
        database: given
          ? `database \`${database.name}\` seeded before (by a run with \`--keep\`; earlier runs' talents and applications in it)`
          : `a fresh PostgreSQL database with the demo seed (${PROJECTS.toLocaleString('en')} projects per tenant)`,
        talents: talents.length,
        applicableProjects: projects.length,
        jobPages: traffic.pages.length,
        mix: MIX,
        rate,
        found: FIND,
        p99Limit: P99_LIMIT,
        ramp,
        warmupSeconds: WARMUP,
        soak: soakFigures,
        overload: overFigures,
        recovery: { ...recoveryFigures, last60, ...recovered },
        memory: {
          rss: trend(soakMemory, (s) => s.rssMb),
          heap: trend(soakMemory, (s) => s.heapMb),
          heapLimitMb: getHeapStatistics().heap_size_limit / 2 ** 20,
          samples: memory,
        },
        serverLog: serverLog(logFile, errFile),
        note: args.note,
      };
      process.stdout.write(
        `Memory over the soak: RSS ${mb(run.memory.rss.first)} → ${mb(run.memory.rss.last)} MB (max ${mb(run.memory.rss.max)}), slope ${run.memory.rss.slopeMbPerMin.toFixed(2)} MB/min; ` +
          `heap ${mb(run.memory.heap.first)} → ${mb(run.memory.heap.last)} MB, slope ${run.memory.heap.slopeMbPerMin.toFixed(2)} MB/min.\n` +
          `Server log: ${run.serverLog.warn} warnings, ${run.serverLog.error} errors, ${run.serverLog.stderr} lines on stderr${run.serverLog.examples.length ? `, e.g. ${run.serverLog.examples.join(' | ')}` : ''}.\n`,
      );
      const section = render(run);
      if (args['dry-run']) process.stdout.write(`${section}\n`);
      else writeResults(run, section);
    } finally {
      clearInterval(sampler);
      load.stop();
    }
  } finally {
    await cleanUp();
  }
}

// ─── Results ─────────────────────────────────────────────────────────────────────────────────────

const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, n]) => `${n}× ${what}`)
    .join(', ') || '0';
const errorsOf = (r: RouteFigures) => counted(r.errors);
/** The 503s, with what they said where that was not the shedding's `error.overloaded`. */
const shedOf = (r: RouteFigures) =>
  Object.keys(r.shedKinds).every((k) => k === '503' || k === '503 error.overloaded')
    ? `${r.shed}`
    : `${r.shed}: ${counted(r.shedKinds)}`;

function render(run: Run): string {
  const lat = (p: ReturnType<typeof percentiles>) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)} / ${ms(p.max)}`;
  const soakRows = run.soak.routes.map(
    (r) =>
      `| ${ROUTE_NAMES[r.route]} | ${r.sent} | ${r.ok} | ${shedOf(r)} | ${errorsOf(r)} | ${r.unanswered} | ${lat(r.latency)} |`,
  );
  const overRows = run.overload.routes.map(
    (r) =>
      `| ${ROUTE_NAMES[r.route]} | ${r.sent} | ${r.ok} | ${ms(r.latency.p99)} | ${shedOf(r)} (${r.shedWithRetryAfter}) | ${ms(r.shedLatency.p50)} / ${ms(r.shedLatency.p99)} | ${errorsOf(r)} | ${r.unanswered} |`,
  );
  const last = new Map(run.recovery.last60.routes.map((r) => [r.route, r]));
  const soakP99 = new Map(run.soak.routes.map((r) => [r.route, r.latency.p99]));
  const recoveryRows = run.recovery.routes.map((r) => {
    const l = last.get(r.route);
    return `| ${ROUTE_NAMES[r.route]} | ${r.sent} | ${shedOf(r)} | ${errorsOf(r)} | ${r.unanswered} | ${ms(r.latency.p99)} | ${l ? `${l.sent - l.ok} / ${ms(l.latency.p99)}` : '—'} | ${ms(soakP99.get(r.route) ?? Number.NaN)} |`;
  });
  const rampRows = run.ramp.map(
    (s) =>
      `| ${s.rate} | ${s.seconds} | ${s.routes.reduce((a, r) => a + r.sent, 0)} | ${s.notOk} | ${ms(s.p99)} | ${s.worst.route ?? '—'} ${ms(s.worst.p99)} | ${s.probes.answered} of ${s.probes.sent} | ${s.why} |`,
  );
  const { rss, heap } = run.memory;
  const growth = (t: ReturnType<typeof trend>) =>
    `${mb(t.first)} → ${mb(t.last)} MB (max ${mb(t.max)}), slope **${t.slopeMbPerMin.toFixed(2)} MB/min** (${(t.slopeMbPerMin * (run.soak.seconds / 60)).toFixed(1)} MB over the soak by the fit, ${t.samples} samples)`;
  const mix = run.mix.map((m) => `${m.share} % ${m.label}`).join(', ');
  return [
    START,
    '',
    `${run.at} UTC. Machine: ${run.machine}; PostgreSQL ${run.postgres}; 1-minute load average during the run ${run.load.mean.toFixed(1)} (mean of 10 s samples), at most ${run.load.max.toFixed(1)}. ${run.note}`,
    '',
    `Server: \`apps/server/src/main.ts\` in ${run.mode} mode on ${run.database}, Redis, \`TRUST_PROXY\`; ${run.talents} talents, ${run.jobPages} job pages rotated, ${run.applicableProjects} projects to apply to. Mix: ${mix}.`,
    '',
    `**Rate R = ${run.rate} arrivals/s**${run.found ? ` — the last clean step of the ramp (no error, 503 or unanswered request, every route's p99 ≤ ${run.p99Limit} ms)` : ' (given)'}; warm-up ${run.warmupSeconds} s, soak ${run.soak.seconds} s at R, overload ${run.overload.seconds} s at ${run.overload.rate}/s, recovery ${run.recovery.seconds} s at R. Latencies in ms.`,
    ...(run.ramp.length > 0
      ? [
          '',
          '### Ramp',
          '',
          '| Rate/s | Seconds | Sent | Not ok | p99 all | Worst route p99 | `/readyz` in 3 s | Verdict |',
          '| ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
          ...rampRows,
        ]
      : []),
    '',
    `### Soak: ${run.soak.rate}/s for ${run.soak.seconds} s`,
    '',
    '| Route | Sent | 2xx | 503 | Errors | Unanswered | p50 / p95 / p99 / max |',
    '| --- | ---: | ---: | ---: | --- | ---: | --- |',
    ...soakRows,
    '',
    `Application journeys ${run.soak.journeys.started} started, ${run.soak.journeys.finished} submitted; \`/readyz\` answered in 3 s: ${run.soak.probes.answered} of ${run.soak.probes.sent}. CPU (% of one core): server ${run.soak.cpu.server.toFixed(0)} %, load generator ${run.soak.cpu.bench.toFixed(0)} %.`,
    '',
    `Memory of the server process over the soak (every 5 s): RSS ${growth(rss)}; heap ${growth(heap)} (share of V8's heap limit, ${run.memory.heapLimitMb.toFixed(0)} MB, from \`/readyz\`).`,
    '',
    `### Overload: ${run.overload.rate}/s for ${run.overload.seconds} s`,
    '',
    '| Route | Sent | 2xx | 2xx p99 | 503 (Retry-After) | 503 p50 / p99 | Other errors | Unanswered |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    ...overRows,
    '',
    `\`/readyz\` answered in 3 s: ${run.overload.probes.answered} of ${run.overload.probes.sent}. CPU (% of one core): server ${run.overload.cpu.server.toFixed(0)} %, load generator ${run.overload.cpu.bench.toFixed(0)} %.`,
    '',
    `### Recovery: ${run.recovery.rate}/s for ${run.recovery.seconds} s`,
    '',
    `| Route | Sent | 503 | Errors | Unanswered | p99 | Last ${Math.min(60, run.recovery.seconds)} s: not ok / p99 | Soak p99 |`,
    '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: |',
    ...recoveryRows,
    '',
    `**${run.recovery.recovered ? 'Recovered' : 'Not recovered'}**: ${run.recovery.why}. \`/readyz\` answered in 3 s: ${run.recovery.probes.answered} of ${run.recovery.probes.sent}. Server log: ${run.serverLog.warn} warnings, ${run.serverLog.error} errors, ${run.serverLog.stderr} lines on stderr${run.serverLog.examples.length ? ` (${run.serverLog.examples.map((e) => `“${e}”`).join(', ')})` : ''}.`,
    '',
    END,
  ].join('\n');
}

/** Writes the run to soak-results.json and its section into RESULTS.md, formatted as Prettier does. */
function writeResults(run: Run, section: string): void {
  writeFileSync(ROWS, `${JSON.stringify(run, null, 2)}\n`);
  writeSection(RESULTS, START, END, section);
  spawnSync('pnpm', ['exec', 'prettier', '--write', RESULTS, ROWS], { cwd: ROOT, stdio: 'ignore' });
  process.stdout.write(`Wrote ${ROWS} and the soak section of ${RESULTS}.\n`);
}

// The load average at the start, for the record of a shared machine.
process.stdout.write(
  `Load average at the start: ${loadavg()[0]!.toFixed(2)}; ${TALENTS} talents for up to ${HIGHEST}/s.\n`,
);
await main();
