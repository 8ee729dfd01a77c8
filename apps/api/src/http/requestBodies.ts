// The media types each operation accepts, from its contract `requestBody`, checked as soon as the
// request arrives, before its body is read. Fastify validates a body only against the schema of
// its own media type, so without this check a `text/plain` or `multipart/form-data` body sent to a
// JSON operation reached the handler unvalidated (500s, and 200s with required fields missing).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRequestBody } from '../contract/contract.ts';
import { problem } from '../problems.ts';

/** The contract's request bodies by operationId, `$ref`s resolved. */
export function requestBodies(contract: {
  readonly paths: Readonly<
    Record<string, Readonly<Record<string, { operationId: string; requestBody?: ContractRequestBody }>>>
  >;
  readonly components: { readonly requestBodies?: Readonly<Record<string, ContractRequestBody>> };
}): Map<string, ContractRequestBody> {
  const bodies = new Map<string, ContractRequestBody>();
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      const body = op.requestBody?.$ref
        ? contract.components.requestBodies?.[op.requestBody.$ref.split('/').pop()!]
        : op.requestBody;
      if (body) bodies.set(op.operationId, body);
    }
  }
  return bodies;
}

/** Whether a request carries a body (HTTP/1.1: a non-zero Content-Length or a Transfer-Encoding). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The `preParsing` check of an operation with a request body (before the body is read): a body in a media type the contract
 * does not list for it — or with no Content-Type at all — is a 415; no body where the contract
 * requires one is a 400 on the field `body`.
 */
export function requestBodyCheck(
  body: ContractRequestBody,
): (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error?: Error) => void) => void {
  const accepted = new Set(Object.keys(body.content ?? {}).map((type) => type.toLowerCase()));
  return (request, _reply, _payload, done) => {
    if (!hasBody(request)) {
      done(
        body.required
          ? problem.badRequest('error.validation', [{ field: 'body', messages: ['validation.required'] }])
          : undefined,
      );
      return;
    }
    const type = request.headers['content-type']?.split(';')[0]!.trim().toLowerCase();
    done(type && accepted.has(type) ? undefined : problem.unsupportedMediaType('error.unsupportedMediaType'));
  };
}
