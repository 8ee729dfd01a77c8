// What the benchmarks that load a server over HTTP share: a client that sets the tenant's Host
// header (fetch cannot), an open-loop schedule (requests sent on time whether or not earlier ones
// were answered, as visitors arrive), the job pages of a tenant's sitemap, distinct search words of
// the seed, and exact percentiles.
import { SEED_VOCABULARY } from '@talent/api';
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';

/** One answer: status, its Retry-After, and how long it took (ms, from sending to the last byte). */
export interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly contentType: string;
  /** The body's Content-Encoding ('' when it came as it is). */
  readonly encoding: string;
  /** The body as it came (compressed when `encoding` says so). */
  readonly body: Buffer;
  /** When the status line and headers arrived (the first byte), ms after sending. */
  readonly firstByteMs: number;
  /** When the whole answer had arrived, ms after sending. */
  readonly ms: number;
}

/** What a request may carry besides its method and path. */
export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  /** The socket's idle time before the request is given up on (default the client's). */
  readonly timeoutMs?: number;
  readonly headers?: Record<string, string>;
}

/** A client of one server: `call` rejects when no answer comes (refused, reset, timed out). */
export interface BenchClient {
  readonly call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  /** Closes the kept-alive sockets. */
  readonly close: () => void;
}

/**
 * A client of the server on 127.0.0.1:`port` that sends `host` as the Host header (the tenant). One
 * socket per request in flight: an open-loop client never waits for a free one.
 */
export function benchClient(
  port: number,
  host: string,
  timeoutMs: number,
  // A closed-loop benchmark bounds its connections (bench/ssr); an open loop never waits for one.
  { maxSockets = Infinity }: { readonly maxSockets?: number } = {},
): BenchClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    call: (method, path, options = {}) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const started = performance.now();
      return new Promise((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            timeout: options.timeoutMs ?? timeoutMs,
            headers: {
              host,
              ...(payload && { 'content-type': 'application/json' }),
              ...(options.token && { authorization: `Bearer ${options.token}` }),
              ...options.headers,
            },
          },
          (res) => {
            const firstByteMs = performance.now() - started;
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', fail);
            res.on('end', () =>
              done({
                status: res.statusCode ?? 0,
                retryAfter: res.headers['retry-after'],
                contentType: String(res.headers['content-type'] ?? ''),
                encoding: String(res.headers['content-encoding'] ?? ''),
                body: Buffer.concat(chunks),
                firstByteMs,
                ms: performance.now() - started,
              }),
            );
          },
        );
        // `timeout` is the socket's idle time: an answer that has not begun within it is given up on.
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', fail);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** An answer's body as the server meant it (what a browser makes of the encoding it asked for). */
export function decoded(answer: Answer): Buffer {
  switch (answer.encoding) {
    case 'gzip':
      return gunzipSync(answer.body);
    case 'br':
      return brotliDecompressSync(answer.body);
    case 'zstd':
      return zstdDecompressSync(answer.body);
    case 'deflate':
      return inflateSync(answer.body);
    default:
      return answer.body;
  }
}

/** An answer's JSON body (undefined when it has none or it is not JSON). */
export function jsonOf(answer: Answer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(decoded(answer).toString()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `fire(i)` `perSecond` times a second for `seconds` (i = 0, 1, …), each on its schedule
 * whether or not earlier calls have finished. `scheduled` settles when the last one was sent,
 * `answered` when every call has finished too.
 */
export function openLoop(
  perSecond: number,
  seconds: number,
  fire: (i: number) => Promise<unknown>,
): { scheduled: Promise<void>; answered: Promise<void> } {
  const pending: Promise<unknown>[] = [];
  const count = Math.round(perSecond * seconds);
  const began = performance.now();
  const scheduled = (async () => {
    for (let i = 0; i < count; i++) {
      const wait = began + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(fire(i));
    }
  })();
  return { scheduled, answered: scheduled.then(async () => void (await Promise.all(pending))) };
}

/** The readiness prober: `GET /readyz` every 2 s, given up after 3 s (an orchestrator's usual probe). */
const PROBE_EVERY_MS = 2000;
const PROBE_TIMEOUT_MS = 3000;

/**
 * Probes the server's readiness for `seconds` as an orchestrator does; `probed` is called once per
 * probe, with the answer when it was a 200 within the 3 s, undefined otherwise.
 */
export function probeReadiness(
  client: BenchClient,
  seconds: number,
  probed: (answer: Answer | undefined) => void,
): { scheduled: Promise<void>; answered: Promise<void> } {
  return openLoop(1000 / PROBE_EVERY_MS, seconds, () =>
    client.call('GET', '/readyz', { timeoutMs: PROBE_TIMEOUT_MS }).then(
      (answer) => probed(answer.status === 200 && answer.ms <= PROBE_TIMEOUT_MS ? answer : undefined),
      () => probed(undefined),
    ),
  );
}

/** The locations in a sitemap or sitemap index, as path and query on this server. */
function locations(answer: Answer): string[] {
  const xml = (answer.body[0] === 0x1f ? gunzipSync(answer.body) : answer.body).toString();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** Every job page (`/projects/<slug>/<id>`) of the tenant's default-language sitemap. */
export async function jobPages(client: BenchClient): Promise<string[]> {
  const gzip = { headers: { 'accept-encoding': 'gzip' } };
  // Just started, a server that sheds may still turn pages away (its start delayed its thread).
  let index = await client.call('GET', '/sitemap.xml', gzip);
  for (let tries = 0; index.status === 503 && tries < 30; tries++) {
    await sleep(1000);
    index = await client.call('GET', '/sitemap.xml', gzip);
  }
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const [first] = locations(index);
  if (!first) throw new Error('the sitemap index names no sitemap');
  const sitemap = await client.call('GET', first, gzip);
  if (sitemap.status !== 200) throw new Error(`${first} answered ${sitemap.status}`);
  const jobs = locations(sitemap).filter((path) => /^\/projects\/[^/?]+\/\d+(\?|$)/.test(path));
  if (jobs.length === 0) throw new Error(`${first} lists no job page`);
  return jobs;
}

/** Distinct search words: every job-title word of the seed vocabulary, in every language. */
export function searchWords(): string[] {
  const words = new Set<string>();
  for (const family of SEED_VOCABULARY.roleFamilies)
    for (const title of family.titles)
      for (const text of Object.values(title))
        for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) words.add(word);
  return [...words].sort();
}

/** Exact percentiles (NaN of no values; stored in JSON as null). */
export function percentiles(values: readonly number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}
