// The affiliate attribution the portal forwards (`X-Affiliate`, from its `page`, `r` and `utm_*`
// cookies). The contract has validated its shape already; an empty header means none.
import type { FastifyRequest } from 'fastify';

/** The forwarded affiliate of a request, or null. */
export function forwardedAffiliate(request: FastifyRequest): string | null {
  const header = request.headers['x-affiliate'];
  return typeof header === 'string' && header !== '' ? header : null;
}
