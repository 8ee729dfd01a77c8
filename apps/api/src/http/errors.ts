// Every 4xx/5xx answer is an RFC 9457 problem with translatable message ids (the contract's
// `Problem`). Handlers throw `HttpProblem`; the error handler turns everything else (validation
// failures, rate limits, unexpected errors) into the same shape and never leaks internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

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
  503: 'Not ready.',
};

const SLUGS: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  408: 'timeout',
  409: 'conflict',
  410: 'gone',
  413: 'too-large',
  415: 'unsupported-media-type',
  421: 'misdirected',
  422: 'rejected',
  429: 'rate-limited',
  431: 'headers-too-large',
  500: 'internal',
  501: 'not-implemented',
  503: 'unavailable',
};

/** An error that becomes a problem response with `status` and `messages`. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly messages: readonly string[];
  readonly fieldErrors: readonly FieldError[];
  /** An English explanation of this occurrence (the problem's `detail`), for server-to-server callers. */
  readonly detail: string | undefined;

  constructor(status: number, messages: readonly string[], fieldErrors: readonly FieldError[] = [], detail?: string) {
    super(TITLES[status] ?? 'Request failed.');
    this.name = 'HttpProblem';
    this.statusCode = status;
    this.messages = messages;
    this.fieldErrors = fieldErrors;
    this.detail = detail;
  }
}

/** Shorthands for the problems handlers throw. */
export const problem = {
  badRequest: (message = 'error.validation', fieldErrors: FieldError[] = []) =>
    new HttpProblem(400, [message], fieldErrors),
  unauthorized: (message = 'error.unauthorized') => new HttpProblem(401, [message]),
  forbidden: (message = 'error.forbidden') => new HttpProblem(403, [message]),
  notFound: (message = 'error.notFound') => new HttpProblem(404, [message]),
  conflict: (message: string, field?: string) =>
    new HttpProblem(409, [message], field ? [{ field, messages: [message] }] : []),
  rejected: (fieldErrors: FieldError[], message = 'error.validation') => new HttpProblem(422, [message], fieldErrors),
  tooLarge: () => new HttpProblem(413, ['error.uploadTooLarge']),
  unsupportedMediaType: (message = 'error.uploadType') => new HttpProblem(415, [message]),
};

/** The problem body of an answer. */
function problemBody(
  status: number,
  instance: string,
  messages: readonly string[],
  fieldErrors: readonly FieldError[] = [],
  detail?: string,
): object {
  return {
    type: `https://talent.invalid/problems/${SLUGS[status] ?? 'error'}`,
    title: TITLES[status] ?? 'Request failed.',
    status,
    ...(detail !== undefined && { detail }),
    instance,
    messages: messages.length > 0 ? messages : ['error.generic'],
    ...(fieldErrors.length > 0 && { fieldErrors }),
  };
}

/** Sends a problem body with the right status and content type. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  messages: readonly string[],
  fieldErrors: readonly FieldError[] = [],
  detail?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problemBody(status, request.id, messages, fieldErrors, detail));
}

/**
 * Node's `clientError`: a request Node itself gave up on — headers or body not received within
 * the timeouts, headers too large, unparsable HTTP — before any route saw it. Answers with a
 * problem when nothing was written yet, then closes the connection (its request was never read
 * to the end, so the connection cannot carry another).
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'error.requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'error.malformedRequest']
        : [400, 'error.malformedRequest'];
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    const body = JSON.stringify(problemBody(status, randomUUID(), [message]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, string> = {
  required: 'validation.required',
  additionalProperties: 'validation.unknownField',
  type: 'validation.type',
  format: 'validation.format',
  pattern: 'validation.pattern',
  minLength: 'validation.min',
  maxLength: 'validation.max',
  minimum: 'validation.minValue',
  maximum: 'validation.maxValue',
  enum: 'validation.oneOf',
  const: 'validation.oneOf',
  minItems: 'validation.min',
  maxItems: 'validation.max',
};

/** At most this many fields are reported per answer: enough for any form, bounded for any body. */
export const MAX_FIELD_ERRORS = 10;
/** Field paths are cut to this many characters (an unknown field's name is whatever was sent). */
const MAX_FIELD_LENGTH = 200;

/**
 * Field errors of a Fastify/Ajv validation error, with dot paths relative to the body or query:
 * the first `MAX_FIELD_ERRORS` fields, their paths cut to `MAX_FIELD_LENGTH` characters.
 */
export function fieldErrorsFromValidation(errors: readonly AjvError[], context: string | undefined): FieldError[] {
  const byField = new Map<string, Set<string>>();
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const named = error.params['missingProperty'] ?? error.params['additionalProperty'];
    const extra =
      (error.keyword === 'required' || error.keyword === 'additionalProperties') && typeof named === 'string'
        ? named
        : '';
    let field = [path, extra].filter(Boolean).join('.');
    if (!field) field = context ?? 'body';
    if (context && context !== 'body') field = `${context}.${field}`.replace(`${context}.${context}`, context);
    if (field.length > MAX_FIELD_LENGTH) field = `${field.slice(0, MAX_FIELD_LENGTH - 1)}…`;
    if (!byField.has(field) && byField.size >= MAX_FIELD_ERRORS) continue;
    const message =
      error.keyword === 'format' && error.params['format'] === 'email'
        ? 'validation.email'
        : (KEYWORD_MESSAGES[error.keyword] ?? 'validation.invalid');
    byField.set(field, (byField.get(field) ?? new Set()).add(message));
  }
  return [...byField].map(([field, messages]) => ({ field, messages: [...messages] }));
}

/** The server's error handler: every error becomes a problem; unexpected ones are logged, never shown. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpProblem) {
    const retryAfter = (error as HttpProblem & { retryAfter?: number }).retryAfter;
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return sendProblem(request, reply, error.statusCode, error.messages, error.fieldErrors, error.detail);
  }
  // fastify-openapi-glue wraps what a security handler threw in its own 401 error; the problem
  // inside says what went wrong (and may be a 403).
  const wrapped = (error as { errors?: unknown }).errors;
  const inner = Array.isArray(wrapped) ? wrapped.find((e) => e instanceof HttpProblem) : undefined;
  if (inner instanceof HttpProblem)
    return sendProblem(request, reply, inner.statusCode, inner.messages, inner.fieldErrors);
  if (error.validation) {
    return sendProblem(
      request,
      reply,
      400,
      ['error.validation'],
      fieldErrorsFromValidation(error.validation, error.validationContext),
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return sendProblem(request, reply, 401, ['error.unauthorized']);
  if (status === 429) return sendProblem(request, reply, 429, ['error.tooManyRequests']);
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendProblem(request, reply, 413, ['error.uploadTooLarge']);
  }
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendProblem(request, reply, 415, ['error.unsupportedMediaType']);
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, empty bodies and other client errors Fastify detects before validation.
    return sendProblem(request, reply, status === 404 ? 404 : 400, [
      status === 404 ? 'error.notFound' : 'error.malformedRequest',
    ]);
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(request, reply, 500, ['error.generic']);
}
