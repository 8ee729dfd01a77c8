// Whether an error means the database is away (restarting, failing over, unreachable, refusing
// connections) rather than that a statement was wrong: the request is then answered 503 with
// Retry-After (http/errors.ts) instead of 500, and the pool reconnects on a later request by itself.

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
 * admin_shutdown (a fast or smart stop), crash_shutdown (a crash or an immediate stop),
 * cannot_connect_now (starting up, shutting down, in recovery), too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a connection ends under a query or cannot be made in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/** True when `error` (or an error it wraps: Drizzle wraps the driver's) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (DRIVER_MESSAGES.test(at.message)) return true;
  }
  return false;
}
