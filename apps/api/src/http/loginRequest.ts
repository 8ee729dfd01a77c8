// The request a login finishes on, as the identity services see it (`LoginRequest`): its tenant,
// its browser, and the two things an answer that starts a session does besides its body — the
// refresh token's cookie and the read replica's note of a writer.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../bootstrap/context.ts';
import type { LoginRequest } from '../services/identity/session.ts';
import { issueRefreshCookie } from './refreshCookie.ts';

/** The request's user agent, as devices and sessions record it (the contract's 512 characters). */
export const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? 'unknown').slice(0, 512);

/** The login request of an HTTP request. */
export function loginRequest(context: Pick<ServerContext, 'reads'>, request: FastifyRequest): LoginRequest {
  return {
    tenant: request.tenant,
    userAgent: userAgent(request),
    sentUserAgent: request.headers['user-agent'] !== undefined,
    issueRefreshToken: (token) => issueRefreshCookie(request, token),
    noteWriter: (freelancerId) => context.reads.noteWriter(request, request.tenant.id, freelancerId),
  };
}
