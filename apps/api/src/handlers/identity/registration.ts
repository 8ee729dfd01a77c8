// Registration with email and password, activation, and the unique-email check.
import { hashPassword, passwordProblems } from '../../services/identity/passwords.ts';
import { consumeLinkToken } from '../../services/identity/tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { forwardedAffiliate } from '../../http/affiliate.ts';
import {
  createFreelancer,
  findByEmail,
  findByPhone,
  requireFreelancer,
  updateFreelancer,
} from '../../services/identity/freelancers.ts';
import { ACTIVATION_EMAILS_PER_HOUR, sendActivation } from '../../services/identity/linkMails.ts';
import { requireRecaptcha } from '../../services/identity/recaptcha.ts';
import {
  countryProblems,
  emailCharacterProblems,
  localeProblems,
  phoneProblems,
  toE164,
} from '../../services/shared/validation.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';

const REGISTRATIONS_PER_EMAIL_PER_HOUR = 5;
/** Registration handlers. */
export function registrationHandlers(context: ServerContext): OperationHandlers {
  return {
    async register(request, reply) {
      const body = request.body;
      const tenant = request.tenant;
      await context.limiter.hit(
        `register:${tenant.id}:${body.email.toLowerCase()}`,
        REGISTRATIONS_PER_EMAIL_PER_HOUR,
        3600,
      );
      const fieldErrors: FieldError[] = [
        ...emailCharacterProblems(tenant, body.email),
        ...passwordProblems(body.password, body.email),
        ...localeProblems(tenant, body.locale),
        ...countryProblems(body.residenceCountry, 'residenceCountry'),
        ...phoneProblems(body.phone),
      ];
      if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
      await requireRecaptcha(context.verifiers.recaptcha, tenant, body.reCaptchaToken, request.ip);
      const passwordHash = await hashPassword(body.password);
      const created = await inTenant(context, request, async ({ tx }) => {
        if (await findByEmail(tx, tenant.id, body.email)) throw problem.conflict('validation.emailInUse', 'email');
        const phone = body.phone ? toE164(body.phone) : null;
        if (phone && (await findByPhone(tx, tenant.id, phone))) {
          throw problem.conflict('validation.phoneInUse', 'phone.number');
        }
        const row = await createFreelancer(tx, {
          legal: context.legal(tenant),
          values: {
            clientId: tenant.id,
            email: body.email.trim(),
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            locale: body.locale,
            residenceCountry: body.residenceCountry ?? null,
            phoneCountry: body.phone?.countryCode.toUpperCase() ?? null,
            phoneE164: phone,
            subscribed: body.subscribed ?? false,
            affiliate: forwardedAffiliate(request),
          },
        });
        await sendActivation(context, tx, tenant, row);
        return row;
      });
      return reply
        .code(201)
        .send({ id: created.id, email: created.email, verificationStatus: created.verificationStatus });
    },

    async activateAccount(request) {
      const { token } = request.query;
      return inTenant(context, request, async ({ tx }) => {
        const { freelancerId } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token,
          purpose: 'activation',
          now: new Date(context.now()),
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        if (freelancer.verificationStatus === 'V') return { state: 'ALREADY_ACTIVE' };
        await updateFreelancer(tx, request.tenant.id, freelancerId, {
          verificationStatus: 'V',
          updatedAt: new Date(context.now()),
        });
        return { state: 'ACTIVATED' };
      });
    },

    async sendActivationEmail(request, reply) {
      await asFreelancer(context, request, async ({ tx, freelancer }) => {
        if (freelancer.verificationStatus === 'V') throw problem.conflict('auth.alreadyActive');
        await context.limiter.hit(`activation:${request.tenant.id}:${freelancer.id}`, ACTIVATION_EMAILS_PER_HOUR, 3600);
        await sendActivation(context, tx, request.tenant, freelancer);
      });
      return reply.code(202).send({ accepted: true });
    },

    async emailExists(request) {
      const { email } = request.body;
      const exists = await inTenant(
        context,
        request,
        async ({ tx }) => (await findByEmail(tx, request.tenant.id, email)) !== undefined,
      );
      return { exists };
    },
  };
}
