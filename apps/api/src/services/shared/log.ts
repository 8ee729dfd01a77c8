// What a service logs through: the request's logger (Fastify's pino child, which carries the
// request id and tenant) or a worker's. Only the levels services use, so any pino logger fits.
import type { LogFn } from 'pino';

/** A logger as services use it. */
export interface Log {
  readonly debug: LogFn;
  readonly info: LogFn;
  readonly warn: LogFn;
  readonly error: LogFn;
}
