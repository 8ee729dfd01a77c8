// Where a read runs: on the streaming replica (DATABASE_READ_URL) when it is fresh enough for the
// reader, else on the primary. Without a replica every read runs on the primary, exactly as before.
//
// Two guarantees, both checked by the replica itself in the first statement of the read's
// transaction (`withTenantOnReplica`: `pg_last_wal_replay_lsn() >= $minLsn`, no extra round trip):
//
//   - Bounded staleness. Every `probe` interval this process samples the primary's WAL insert
//     position (`pg_current_wal_insert_lsn()`) with the time the sample was asked for. A replica
//     that has replayed the oldest sample taken within the last `maxLagMs` holds every commit made
//     before that moment, so what it answers is at most `maxLagMs` old. No sample that recent (the
//     primary did not answer) → the primary.
//
//   - Read your own writes. A talent must never be served the replica's copy of a row they just
//     changed (an exclusion, an application, their profile, a new account). Every request of a
//     talent that ran a transaction on the primary (`noteWriter`: `inTenant` with a token, and
//     `startSession` for the account a login or registration signs in) records, after its
//     transactions committed and before its answer is sent (an onSend hook), the primary's WAL
//     insert position for that talent: that position lies after their commits. Their later reads
//     need the replica to have replayed it; until then they run on the primary. The mark only
//     has to live `maxLagMs` (+1 s): later, the staleness floor above is past it anyway. Marks live
//     in Redis when REDIS_URL is set (every API process sees a write made through another one),
//     else in this process's memory (one process: it sees every write). A mark that cannot be
//     recorded (the primary or Redis failing) or read sends the talent's reads to the primary.
//
// Replay positions only grow on one standby, and the check runs on the connection that then serves
// the read, so a replica pool behind a load balancer (several standbys) is checked per read too.
// Anonymous readers need only the staleness bound: nothing they wrote is personal to them.
//
// A replica that does not answer, is not in recovery (promoted: no longer a copy of this primary),
// or lags more than `maxLagMs` at the last probe is skipped until a probe finds it healthy; a read
// that fails on it for want of a connection, or is cancelled by a recovery conflict, runs again on
// the primary. /readyz shows the replica's state; only the primary decides readiness.
import { LRUCache } from 'lru-cache';
import { closeRedis, redisClient } from '../redis.ts';
import { ReplicaBehind, withTenant, withTenantOnReplica } from './client.ts';
import type { Database, Tx } from './client.ts';

/** The highest WAL position: a mark that sends the talent to the primary until it expires. */
const MAX_LSN = 0xffff_ffff_ffff_ffffn;

/** Parses PostgreSQL's `pg_lsn` text (`16/B374D848`) into a number. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** A WAL position as `pg_lsn` text. */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffff_ffffn).toString(16).toUpperCase()}`;
}

/** The WAL positions talents' reads must wait for, by `tenant:freelancer`. */
export interface WriteMarks {
  /** The mark of `key`, if one is alive. */
  get(key: string): Promise<bigint | undefined>;
  /** Raises the mark of `key` to `lsn` (never lowers it) for the marks' lifetime. */
  raise(key: string, lsn: bigint): Promise<void>;
  close(): Promise<void>;
}

/** At most this many marks in memory: 100,000 writes within one `maxLagMs`. */
const MAX_MEMORY_MARKS = 100_000;

/**
 * Marks in this process's memory, bounded. A mark pushed out before it expired (more writers than
 * fit) is not silently forgotten: until it would have expired, every talent's read is marked
 * `MAX_LSN`, i.e. runs on the primary.
 */
export function memoryWriteMarks(ttlMs: number, now: () => number = () => performance.now()): WriteMarks {
  let overflowUntil = 0;
  // Each mark carries its own expiry: the cache drops expired entries only when they are touched,
  // so an entry evicted to make room is often long dead, and only a live one counts as lost.
  const marks = new LRUCache<string, { lsn: bigint; until: number }>({
    max: MAX_MEMORY_MARKS,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
    dispose: (mark, _key, reason) => {
      if (reason === 'evict' && mark.until > now()) overflowUntil = Math.max(overflowUntil, mark.until);
    },
  });
  return {
    get(key) {
      return Promise.resolve(now() < overflowUntil ? MAX_LSN : marks.get(key)?.lsn);
    },
    raise(key, lsn) {
      const current = marks.get(key)?.lsn;
      marks.set(key, { lsn: current !== undefined && current > lsn ? current : lsn, until: now() + ttlMs });
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** Raises a mark atomically: zero-padded hex compares as the number it spells. */
const RAISE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if (not current) or current < ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/** Marks shared through Redis by every API process (`talent:wal:<tenant>:<freelancer>`). */
export function redisWriteMarks(url: string, ttlMs: number): WriteMarks {
  // Commands fail after REDIS_TIMEOUT_MS while Redis is away: a mark that cannot be read sends the
  // read to the primary, one that cannot be written sends this process's reads of the talent there.
  const redis = redisClient(url, 'talent:wal:');
  const hex = (lsn: bigint) => lsn.toString(16).padStart(16, '0');
  return {
    async get(key) {
      const value = await redis.get(key);
      return value === null ? undefined : BigInt(`0x${value}`);
    },
    async raise(key, lsn) {
      await redis.eval(RAISE_SCRIPT, 1, key, hex(lsn), String(ttlMs));
    },
    close: () => closeRedis(redis),
  };
}

/** The replica's state at the last probe. */
export type ReplicaState = 'starting' | 'streaming' | 'lagging' | 'down' | 'notStandby';

/** What /readyz shows of the replica. */
export interface ReplicaStatus {
  readonly state: ReplicaState;
  /** At most this old was the replica at the last probe (ms); null when unknown. */
  readonly lagMs: number | null;
  readonly maxLagMs: number;
  /** The replica's last replayed WAL position at the last probe. */
  readonly replayLsn: string | null;
  /** Why the last probe failed, when it did. */
  readonly error?: string;
  /** Reads served by the replica, and by the primary in its stead (by reason), since the start. */
  readonly reads: {
    readonly replica: number;
    readonly primary: Readonly<Record<FallbackReason, number>>;
  };
}

/** Why a read that could have gone to the replica ran on the primary. */
type FallbackReason = 'unhealthy' | 'noFloor' | 'behind' | 'failed' | 'notFound';

/** Options of one read. */
export interface ReadOptions {
  /** Settings of the transaction (`SET LOCAL`), as for `withTenant`. */
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * Whether an error of the work on the replica is to be confirmed on the primary: a row not found
   * may be one the replica has not replayed yet (a project the feed added a moment ago).
   */
  readonly confirmOnPrimary?: (error: unknown) => boolean;
}

/** Where reads run, and what talents wrote. */
export interface ReadRouting {
  /** Whether a replica is configured at all. */
  readonly enabled: boolean;
  /**
   * Runs read-only `work` in a tenant transaction: on the replica when it holds what the reader
   * must see (`freelancerId`: the logged-in talent, undefined for a visitor), else on the primary.
   */
  read<T>(
    tenantId: string,
    freelancerId: number | undefined,
    work: (tx: Tx) => Promise<T>,
    options?: ReadOptions,
  ): Promise<T>;
  /** Notes that `scope` (a request) ran a primary transaction for the talent (see `recordWrites`). */
  noteWriter(scope: object, tenantId: string, freelancerId: number): void;
  /** Records the primary's WAL position for the talents `scope` wrote for; call after its commits. */
  recordWrites(scope: object): Promise<void>;
  /** The replica's state, or undefined without a replica. */
  status(): ReplicaStatus | undefined;
  close(): Promise<void>;
}

/** Reads on the primary only (no replica configured, or the embedded database). */
function primaryOnly(database: Database): ReadRouting {
  return {
    enabled: false,
    read: (tenantId, _freelancerId, work, options = {}) =>
      withTenant(database.db, tenantId, work, options.settings ? { settings: options.settings } : {}),
    noteWriter: () => undefined,
    recordWrites: () => Promise.resolve(),
    status: () => undefined,
    close: () => Promise.resolve(),
  };
}

/** SQLSTATE classes and codes of a replica that cannot serve (connection, shutdown, overload, recovery conflict). */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-4]|40001|40P01)/;
/** Errors of Node's sockets and DNS, and of pg's pool, that mean no connection. */
const NO_CONNECTION = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/;
const NO_CONNECTION_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|connection error/i;

/** `error` and its causes (Drizzle wraps the driver's errors), outermost first. */
function causes(error: unknown): { code: string | undefined; message: string }[] {
  const chain: { code: string | undefined; message: string }[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = 'cause' in e ? e.cause : undefined) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    chain.push({ code, message: e instanceof Error ? e.message : '' });
  }
  return chain;
}

/** Whether `error` says the replica could not serve (rather than that the read is wrong). */
export function isReplicaUnavailable(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (code !== undefined && (NO_CONNECTION.test(code) || (code.length === 5 && UNAVAILABLE_STATES.test(code)))) ||
      (code === undefined && NO_CONNECTION_MESSAGE.test(message)),
  );
}

/** Whether `error` is a recovery conflict: the replica cancelled this read, but serves others. */
function isRecoveryConflict(error: unknown): boolean {
  return causes(error).some(({ code }) => code === '40001' || code === '40P01');
}

/** How long a probe waits for the replica's answer before calling it down. */
const PROBE_TIMEOUT_MS = 2000;

/** `promise`, or a rejection after `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Options of `readRouting`. */
export interface ReadRoutingOptions {
  readonly database: Database;
  /** Largest staleness a read on the replica may have (READ_REPLICA_MAX_LAG_MS). */
  readonly maxLagMs: number;
  /** Where talents' write marks live (default: this process's memory). */
  readonly marks?: WriteMarks;
  /** Told when the replica's state changes, and of failures on it. */
  readonly log?: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) => void;
  /** Milliseconds on a monotonic clock (default `performance.now`). */
  readonly now?: () => number;
}

/** The routing of reads for `database`; with a replica, it probes it until `close()`. */
export async function readRouting(options: ReadRoutingOptions): Promise<ReadRouting> {
  const { database, maxLagMs } = options;
  const replica = database.replica;
  if (!replica) return primaryOnly(database);
  // A monotonic clock: a wall-clock step must not make an old sample look recent.
  const now = options.now ?? (() => performance.now());
  const log = options.log ?? (() => undefined);
  const marks = options.marks ?? memoryWriteMarks(maxLagMs + 1000, now);
  // Talents whose mark could not be recorded in `marks` (Redis failing): the primary for them, here.
  const unrecorded = memoryWriteMarks(maxLagMs + 1000, now);
  // A quarter of the bound (at most a second): a healthy replica is always past the floor, and a
  // failing one is noticed within `interval`.
  const interval = Math.min(1000, Math.max(50, Math.floor(maxLagMs / 4)));
  /** The primary's insert position as sampled, oldest first, with when it was asked for. */
  const samples: { at: number; lsn: bigint }[] = [];
  let state: ReplicaState = 'starting';
  let lagMs: number | null = null;
  let replayLsn: string | null = null;
  let lastError: string | undefined;
  let replicaReads = 0;
  const fallbacks: Record<FallbackReason, number> = { unhealthy: 0, noFloor: 0, behind: 0, failed: 0, notFound: 0 };
  const writers = new WeakMap<object, Set<string>>();

  const setState = (next: ReplicaState, details: Record<string, unknown> = {}) => {
    // A healthy replica at the start is no news; every other change is.
    if (next !== state && !(state === 'starting' && next === 'streaming')) {
      log(next === 'streaming' ? 'info' : 'warn', { replica: next, ...details }, 'read replica state');
    }
    state = next;
  };

  /** The oldest sample within the staleness bound: the least the replica must have replayed. */
  const floor = (at: number): bigint | undefined => samples.find((s) => s.at >= at - maxLagMs)?.lsn;

  async function probe(): Promise<void> {
    const sampledAt = now();
    try {
      const { rows } = await database.pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
      samples.push({ at: sampledAt, lsn: parseLsn(rows[0]!.lsn) });
    } catch {
      // No sample: once the last one is older than the bound, reads go to the primary (which is
      // failing too, and readiness says so).
    }
    while (samples.length > 1 && samples[1]!.at < now() - 2 * maxLagMs) samples.shift();
    const probedAt = now();
    try {
      // Bounded: a replica that accepts connections but does not answer must not stall the probes
      // (nor the server's start, which waits for the first).
      const { rows } = await within(
        PROBE_TIMEOUT_MS,
        replica!.pool.query<{ recovery: boolean; replay: string | null }>(
          'SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replay',
        ),
      );
      const row = rows[0]!;
      lastError = undefined;
      replayLsn = row.replay;
      if (!row.recovery || row.replay === null) {
        lagMs = null;
        setState('notStandby');
        return;
      }
      const replay = parseLsn(row.replay);
      const newest = samples.findLast((s) => s.lsn <= replay);
      // Behind every sample kept: at least as old as the oldest of them.
      lagMs = Math.max(0, probedAt - (newest ?? samples[0] ?? { at: probedAt }).at);
      setState(lagMs <= maxLagMs ? 'streaming' : 'lagging', { lagMs });
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      lagMs = null;
      setState('down', { error: lastError });
    }
  }

  let probing: Promise<void> | undefined;
  const tick = () => {
    probing ??= probe().finally(() => {
      probing = undefined;
    });
  };
  await probe();
  const timer = setInterval(tick, interval);
  timer.unref();

  const onPrimary = <T>(
    tenantId: string,
    work: (tx: Tx) => Promise<T>,
    readOptions: ReadOptions,
    reason: FallbackReason,
  ) => {
    fallbacks[reason]++;
    return withTenant(database.db, tenantId, work, readOptions.settings ? { settings: readOptions.settings } : {});
  };

  return {
    enabled: true,

    async read(tenantId, freelancerId, work, readOptions = {}) {
      if (state !== 'streaming') return onPrimary(tenantId, work, readOptions, 'unhealthy');
      let required = floor(now());
      if (required === undefined) return onPrimary(tenantId, work, readOptions, 'noFloor');
      if (freelancerId !== undefined) {
        const key = `${tenantId}:${freelancerId}`;
        const mark = (await unrecorded.get(key)) ?? (await marks.get(key).catch(() => MAX_LSN));
        if (mark !== undefined && mark > required) required = mark;
      }
      if (required === MAX_LSN) return onPrimary(tenantId, work, readOptions, 'behind');
      try {
        const result = await withTenantOnReplica(replica.db, tenantId, formatLsn(required), work, readOptions);
        replicaReads++;
        return result;
      } catch (error) {
        if (error instanceof ReplicaBehind) return onPrimary(tenantId, work, readOptions, 'behind');
        if (readOptions.confirmOnPrimary?.(error)) return onPrimary(tenantId, work, readOptions, 'notFound');
        if (!isReplicaUnavailable(error)) throw error;
        log('warn', { err: error }, 'read on the replica failed; reading from the primary');
        // A lost connection takes the replica out until a probe finds it again; a recovery
        // conflict (the replica removed rows this read still needed) is only this read's.
        if (!isRecoveryConflict(error)) setState('down');
        return onPrimary(tenantId, work, readOptions, 'failed');
      }
    },

    noteWriter(scope, tenantId, freelancerId) {
      const keys = writers.get(scope) ?? new Set<string>();
      keys.add(`${tenantId}:${freelancerId}`);
      writers.set(scope, keys);
    },

    async recordWrites(scope) {
      const keys = writers.get(scope);
      if (!keys) return;
      writers.delete(scope);
      // Asked after the writes committed, so the position lies past their commit records. Without
      // an answer, the talent reads from the primary for the marks' lifetime.
      const lsn = await database.pool
        .query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')
        .then(({ rows }) => parseLsn(rows[0]!.lsn))
        .catch(() => MAX_LSN);
      await Promise.all(
        [...keys].map((key) =>
          marks.raise(key, lsn).catch(async (error: unknown) => {
            log('warn', { err: error }, 'could not record a write mark; the talent reads from the primary');
            await unrecorded.raise(key, MAX_LSN);
          }),
        ),
      );
    },

    status: () => ({
      state,
      lagMs,
      maxLagMs,
      replayLsn,
      ...(lastError !== undefined && { error: lastError }),
      reads: { replica: replicaReads, primary: { ...fallbacks } },
    }),

    async close() {
      clearInterval(timer);
      await probing;
      await marks.close();
    },
  };
}
