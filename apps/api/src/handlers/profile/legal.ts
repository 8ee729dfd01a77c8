// Account settings tied to the freelancer's consent and language: the terms and privacy statement
// (what still needs agreement, agreeing, deactivating because of new terms) and the locale in which
// the server writes to the freelancer.
import type { components } from '@talent/api-client';
import { LINK_TTL_SECONDS, retireLinkTokens, revokeAllRefreshTokens } from '../../services/identity/tokens.ts';
import type { LinkPurpose } from '../../services/identity/tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { updateFreelancer } from '../../services/identity/freelancers.ts';
import { legalNeeds, namedDocuments, recordAgreements } from '../../services/profile/legal.ts';
import { localeProblems } from '../../services/shared/validation.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Legal and locale handlers. */
export function legalHandlers(context: ServerContext): OperationHandlers {
  return {
    getLegalNeedsToAgree(request) {
      return asFreelancer(context, request, async ({ tx, freelancer }) => {
        const versions = context.legal(request.tenant);
        return (await legalNeeds(tx, request.tenant.id, freelancer.id, versions)) satisfies Schemas['LegalNeeds'];
      });
    },

    /**
     * Agrees to the current version of the documents named (`terms`, `privacy`). Naming none is a
     * 400; agreeing again to a version already agreed to changes nothing.
     */
    async agreeToLegal(request, reply) {
      const named = namedDocuments(request.query);
      await asFreelancer(context, request, async ({ tx, freelancer }) => {
        // One reading of the versions: what is checked is what is recorded, even at a publish moment.
        const versions = context.legal(request.tenant);
        const needs = await legalNeeds(tx, request.tenant.id, freelancer.id, versions);
        await recordAgreements(tx, {
          clientId: request.tenant.id,
          freelancerId: freelancer.id,
          documents: named.filter((document) => needs[document]),
          versions,
        });
      });
      return reply.code(204).send();
    },

    /**
     * Deactivates the account of a freelancer who refuses the terms: every session and every link
     * still out (login, device, activation, reset…) stops working, and every login method refuses
     * the account from now on (403 `auth.accountDeactivated`; a refresh token is a 401). The
     * optional reason is not stored: the schema has no place for it.
     */
    async deactivateForTerms(request, reply) {
      const revoked = await asFreelancer(context, request, async ({ tx, freelancer }) => {
        const now = new Date(context.now());
        await updateFreelancer(tx, request.tenant.id, freelancer.id, {
          isActive: false,
          deactivatedAt: now,
          updatedAt: now,
        });
        await retireLinkTokens(tx, freelancer.id, Object.keys(LINK_TTL_SECONDS) as LinkPurpose[], now);
        return revokeAllRefreshTokens(tx, freelancer.id, now);
      });
      // The access tokens stop working at once, the caller's own too (the portal then logs out locally).
      await context.sessions.revoked(revoked);
      return reply.code(204).send();
    },

    /**
     * Stores the locale the server writes to the freelancer in (emails, SMS). The contract checks its
     * shape (400); it must also be one of the tenant's languages (422 `validation.locale`).
     */
    async setLocale(request, reply) {
      const { locale } = request.body;
      const fieldErrors = localeProblems(request.tenant, locale);
      if (fieldErrors.length > 0) throw problem.rejected(fieldErrors, 'validation.locale');
      await asFreelancer(context, request, async ({ tx, freelancer }) => {
        await updateFreelancer(tx, request.tenant.id, freelancer.id, { locale, updatedAt: new Date(context.now()) });
      });
      return reply.code(204).send();
    },
  };
}
