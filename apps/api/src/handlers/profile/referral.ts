// A freelancer invites someone to the portal by email (spec §7 referral): the invitation is stored
// and a localised, branded mail with a signup link goes out.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { sendLinkMail } from '../../services/identity/linkMails.ts';
import { recordReferral, referralMailKey } from '../../services/profile/referrals.ts';
import { findByEmail } from '../../services/identity/freelancers.ts';
import { emailCharacterProblems, multilineTextProblems, nameProblems } from '../../services/shared/validation.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

type Schemas = components['schemas'];

/** Invitations per freelancer per day. */
export const REFERRALS_PER_DAY = 20;

/** Referral handlers. */
export function referralHandlers(context: ServerContext): OperationHandlers {
  return {
    async createReferral(request, reply) {
      const body = request.body;
      const tenant = request.tenant;
      const email = body.email.trim();
      const message = body.message?.trim() ?? '';
      const errors: FieldError[] = [
        // The invitee registers with this address, so the tenant's rule for addresses applies.
        ...emailCharacterProblems(tenant, email),
        ...(body.firstName !== undefined ? nameProblems(body.firstName, 'firstName') : []),
        ...multilineTextProblems(message, 'message'),
      ];
      if (errors.length > 0) throw problem.rejected(errors);
      await asFreelancer(context, request, async ({ tx, freelancer }) => {
        if (email.toLowerCase() === freelancer.email.toLowerCase()) {
          throw problem.rejected([{ field: 'email', messages: ['referral.self'] }]);
        }
        // Counted after validation (a typo costs nothing) and before anything is written or sent.
        await context.limiter.hit(`referral:${tenant.id}:${freelancer.id}`, REFERRALS_PER_DAY, 24 * 3600);
        const recorded = await recordReferral(tx, {
          clientId: tenant.id,
          freelancerId: freelancer.id,
          email,
          firstName: body.firstName?.trim() ?? null,
          message: message === '' ? null : message,
          now: context.now(),
        });
        // Inviting the same person again within the window changes nothing: no second mail.
        if (recorded === undefined) return;
        // Someone who already has an account is not mailed an invitation to sign up, and the answer
        // is the same 202, so a referral never tells whether an address is registered.
        if (await findByEmail(tx, tenant.id, email)) return;
        await sendLinkMail(context, tx, {
          tenant,
          kind: 'referral',
          // The invitee's language is unknown; the inviter's (one of the tenant's) is the best guess.
          locale: freelancer.locale,
          to: email,
          page: 'signup',
          values: {
            name: body.firstName?.trim() || 'none',
            inviter: freelancer.firstName?.trim() || 'none',
            message,
          },
          key: referralMailKey(recorded),
        });
      });
      return reply.code(202).send({ accepted: true } satisfies Schemas['Accepted']);
    },
  };
}
