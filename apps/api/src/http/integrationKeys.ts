// Authentication of the job feed (`integrationApiKey` in the contract): a per-tenant API key in
// `X-Api-Key`, configured as INTEGRATION_API_KEY_<TENANT>. Talent access tokens play no part here:
// a freelancer's token must never be able to write the catalog.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { integrationKeyName } from '../bootstrap/config.ts';
import type { Config } from '../bootstrap/config.ts';
import { problem } from '../problems.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A check of a request's API key against the key of the request's tenant (the host's). Throws 403
 * `integration.disabled` when the tenant has no key (the feed is off there), 401
 * `integration.keyMissing` / `integration.keyInvalid` otherwise. Both sides are hashed before the
 * constant-time comparison, so neither the key's content nor its length leaks through timing.
 */
export function integrationKeyCheck(config: Config): (request: FastifyRequest) => void {
  const hashes = new Map([...config.integrationApiKeys].map(([name, key]) => [name, sha256(key)]));
  return (request) => {
    const expected = hashes.get(integrationKeyName(request.tenant.id));
    if (!expected) throw problem.forbidden('integration.disabled');
    const given = request.headers['x-api-key'];
    if (typeof given !== 'string' || given === '') throw problem.unauthorized('integration.keyMissing');
    if (!timingSafeEqual(sha256(given), expected)) throw problem.unauthorized('integration.keyInvalid');
  };
}
