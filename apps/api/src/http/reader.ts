// Who reads a catalog answer: it decides the language of pool and category names and whether the
// answer is personalised (exclusions, fields visitors do not get).
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { currentFreelancer } from '../services/identity/freelancers.ts';
import { requestLanguage } from './language.ts';

/** The reader of a request: the logged-in freelancer (their locale) or a visitor (Accept-Language). */
export async function reader(
  tx: Tx,
  request: FastifyRequest,
): Promise<{ freelancerId: number | undefined; language: string }> {
  if (!request.auth) {
    return { freelancerId: undefined, language: requestLanguage(request.tenant, request.headers['accept-language']) };
  }
  const freelancer = await currentFreelancer(tx, request.auth);
  return { freelancerId: freelancer.id, language: freelancer.locale };
}
