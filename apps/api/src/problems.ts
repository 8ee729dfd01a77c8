// The errors the server's rules raise, in the contract's terms: a status and translatable message
// ids (the contract's `Problem`), optionally naming fields. Services, handlers and the CLIs throw
// them; `http/errors.ts` turns them (and everything else) into RFC 9457 answers. This module sits
// below both layers, so no service needs anything of `http/` to say what went wrong.

/** A field error of the problem body. */
export interface FieldError {
  readonly field: string;
  readonly messages: readonly string[];
}

const TITLES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication is required.',
  403: 'This is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  408: 'The request took too long.',
  409: 'Conflict.',
  410: 'Gone.',
  413: 'The upload is too large.',
  415: 'The content has an unsupported type.',
  421: 'This host is not served here.',
  422: 'The request was rejected.',
  429: 'Too many requests.',
  431: 'The request headers are too large.',
  500: 'Something went wrong.',
  501: 'Not implemented.',
  503: 'The service is unavailable right now.',
  507: 'There is no room to store this.',
};

/** The English title of a status (the problem's `title`). */
export const problemTitle = (status: number): string => TITLES[status] ?? 'Request failed.';

/** Options of a problem beyond its status and messages. */
export interface ProblemOptions {
  /** An English explanation of this occurrence (the problem's `detail`), for server-to-server callers. */
  readonly detail?: string;
  /** Seconds the caller should wait before trying again (the answer's `Retry-After`). */
  readonly retryAfter?: number;
}

/** An error that becomes a problem answer with `statusCode` and `messages`. */
export class Problem extends Error {
  readonly statusCode: number;
  readonly messages: readonly string[];
  readonly fieldErrors: readonly FieldError[];
  readonly detail: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    messages: readonly string[],
    fieldErrors: readonly FieldError[] = [],
    { detail, retryAfter }: ProblemOptions = {},
  ) {
    super(problemTitle(status));
    this.name = 'Problem';
    this.statusCode = status;
    this.messages = messages;
    this.fieldErrors = fieldErrors;
    this.detail = detail;
    this.retryAfter = retryAfter;
  }
}

/** A 429 problem that carries the seconds to wait. */
export class TooManyRequests extends Problem {
  declare readonly retryAfter: number;
  constructor(retryAfter: number, message = 'error.tooManyRequests') {
    super(429, [message], [], { retryAfter });
  }
}

/** Shorthands for the problems the rules raise. */
export const problem = {
  badRequest: (message = 'error.validation', fieldErrors: FieldError[] = []) =>
    new Problem(400, [message], fieldErrors),
  unauthorized: (message = 'error.unauthorized') => new Problem(401, [message]),
  forbidden: (message = 'error.forbidden') => new Problem(403, [message]),
  notFound: (message = 'error.notFound') => new Problem(404, [message]),
  conflict: (message: string, field?: string) =>
    new Problem(409, [message], field ? [{ field, messages: [message] }] : []),
  gone: (message: string) => new Problem(410, [message]),
  rejected: (fieldErrors: FieldError[], message = 'error.validation') => new Problem(422, [message], fieldErrors),
  tooLarge: (message = 'error.uploadTooLarge') => new Problem(413, [message]),
  unsupportedMediaType: (message = 'error.uploadType') => new Problem(415, [message]),
};
