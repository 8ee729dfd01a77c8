// Every 4xx/5xx answer is an RFC 9457 problem with translatable message ids (the contract's
// `Problem`). Services and handlers throw `Problem` (../problems.ts); the error handler turns it and
// everything else (validation failures, rate limits, unexpected errors) into the same shape and
// never leaks internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { fieldErrorsFromValidation } from '../contract/fieldErrors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { Problem, problemTitle } from '../problems.ts';
import type { FieldError } from '../problems.ts';
import { StorageWriteError } from '../storage/storage.ts';

/** The last part of each status's problem `type` URI. */
const SLUGS: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
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
  507: 'insufficient-storage',
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
    title: problemTitle(status),
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

/** Retry-After of the 503 that answers while the database is away: about one restart. */
export const DATABASE_DOWN_RETRY_AFTER_SECONDS = 5;

/**
 * Retry-After of the 503 that answers while the file storage cannot write (read-only, unmounted,
 * failing): longer than a database restart, since someone usually has to act.
 */
export const STORAGE_DOWN_RETRY_AFTER_SECONDS = 30;

/** The server's error handler: every error becomes a problem; unexpected ones are logged, never shown. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof Problem) {
    if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
    return sendProblem(request, reply, error.statusCode, error.messages, error.fieldErrors, error.detail);
  }
  // fastify-openapi-glue wraps what a security handler threw in its own 401 error; the problem
  // inside says what went wrong (and may be a 403).
  const wrapped = (error as { errors?: unknown }).errors;
  const inner = Array.isArray(wrapped) ? wrapped.find((e) => e instanceof Problem) : undefined;
  if (inner instanceof Problem) return sendProblem(request, reply, inner.statusCode, inner.messages, inner.fieldErrors);
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
  if (error instanceof StorageWriteError) {
    // Nothing was stored (the storage leaves no half file, and no row is written without its
    // content): the client may send it again. A full disk is 507 (RFC 4918: the server cannot store
    // what is needed to complete the request); any other failure of the disk is 503.
    request.log.error({ err: error }, 'file storage cannot write');
    if (error.full) return sendProblem(request, reply, 507, ['error.storageFull']);
    reply.header('Retry-After', String(STORAGE_DOWN_RETRY_AFTER_SECONDS));
    return sendProblem(request, reply, 503, ['error.unavailable']);
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or unreachable: a quick answer that says when to come back; the
    // pool connects again on a later request by itself.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(DATABASE_DOWN_RETRY_AFTER_SECONDS));
    return sendProblem(request, reply, 503, ['error.unavailable']);
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(request, reply, 500, ['error.generic']);
}
