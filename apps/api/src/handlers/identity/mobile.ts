// Registration and login with a mobile number: a six-digit code goes out by SMS (see
// services/identity/phoneCodes.ts) and logs in with `authorizeWithMobileToken`.
//
// A number signs in only for the account registered with it (`registerFromPhone`, recognised by its
// `phone-…@no-email.invalid` placeholder email). A number typed into an email registration or a
// profile was never proven, so it never receives login codes: a typo would otherwise hand the
// account to the typo's owner.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { forwardedAffiliate } from '../../http/affiliate.ts';
import { loginRequest } from '../../http/loginRequest.ts';
import { inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { Problem, problem } from '../../problems.ts';
import { loginWithCode, phoneInUse, registerByPhone, sendLoginCode } from '../../services/identity/mobileLogin.ts';
import { PHONE_CODE_TTL_SECONDS, livePhoneCodeExpiry } from '../../services/identity/phoneCodes.ts';
import { requireRecaptcha } from '../../services/identity/recaptcha.ts';
import { localeProblems, parsePhone, phoneProblems } from '../../services/shared/validation.ts';

type Schemas = components['schemas'];

/** SMS codes per number per hour (registration and new codes together). */
const CODES_PER_NUMBER_PER_HOUR = 5;
/** Code logins per number per 15 minutes (on top of the 5 wrong attempts each code allows). */
const CODE_LOGINS_PER_NUMBER_PER_15_MIN = 10;

/** The contract's PhoneCodeExpiry. */
const expiry = (expiresAt: Date, now: number): Schemas['PhoneCodeExpiry'] => ({
  expiresAt: expiresAt.toISOString(),
  secondsLeft: Math.max(0, Math.ceil((expiresAt.getTime() - now) / 1000)),
});

/** Mobile handlers. */
export function mobileHandlers(context: ServerContext): OperationHandlers {
  /** A valid phone of the request, parsed; field errors on `phone.number` (422, or 400 where the contract has no 422). */
  function requirePhone(phone: Schemas['Phone'], status: 400 | 422 = 422) {
    const fieldErrors = phoneProblems(phone);
    if (fieldErrors.length > 0) {
      throw status === 422 ? problem.rejected(fieldErrors) : problem.badRequest('error.validation', fieldErrors);
    }
    return parsePhone(phone);
  }

  return {
    async registerFromPhone(request, reply) {
      const body = request.body;
      const tenant = request.tenant;
      const fieldErrors = [...phoneProblems(body.phone), ...localeProblems(tenant, body.locale)];
      if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
      const phone = parsePhone(body.phone);
      await context.limiter.hit(`phoneCode:${tenant.id}:${phone.e164}`, CODES_PER_NUMBER_PER_HOUR, 3600);
      await requireRecaptcha(context.verifiers.recaptcha, tenant, body.reCaptchaToken, request.ip);
      await inTenant(context, request, ({ tx }) =>
        registerByPhone(context, tx, tenant, {
          phone,
          firstName: body.firstName,
          lastName: body.lastName,
          locale: body.locale,
          affiliate: forwardedAffiliate(request),
        }),
      );
      return reply.code(201).send({
        code: phone.country,
        callingCode: phone.callingCode,
        number: phone.nationalNumber,
        isRegistered: true,
      } satisfies Schemas['MobileState']);
    },

    async resetPhoneCode(request, reply) {
      const { phone: input } = request.body;
      const tenant = request.tenant;
      const phone = requirePhone(input);
      await context.limiter.hit(`phoneCode:${tenant.id}:${phone.e164}`, CODES_PER_NUMBER_PER_HOUR, 3600);
      const now = context.now();
      await inTenant(context, request, ({ tx }) => sendLoginCode(context, tx, tenant, phone.e164));
      // The same answer whether or not the number has an account.
      return reply.code(202).send(expiry(new Date(now + PHONE_CODE_TTL_SECONDS * 1000), now));
    },

    async getPhoneCodeExpiry(request) {
      const { phone: input } = request.body;
      const phone = requirePhone(input, 400);
      const now = context.now();
      const expiresAt = await inTenant(context, request, ({ tx }) =>
        livePhoneCodeExpiry(tx, { clientId: request.tenant.id, phone: phone.e164, now: new Date(now) }),
      );
      if (!expiresAt) throw problem.notFound('auth.phoneCodeNotFound');
      return expiry(expiresAt, now);
    },

    async phoneExists(request) {
      const { phone: input } = request.body;
      const phone = requirePhone(input);
      const exists = await inTenant(context, request, ({ tx }) => phoneInUse(tx, request.tenant.id, phone.e164));
      return { exists };
    },

    async authorizeWithMobileToken(request, reply) {
      const body = request.body;
      const tenant = request.tenant;
      const phone = requirePhone(body.phone, 400);
      await context.limiter.hit(`mobileLogin:${tenant.id}:${phone.e164}`, CODE_LOGINS_PER_NUMBER_PER_15_MIN, 900);
      const result = await inTenant(context, request, ({ tx }) =>
        loginWithCode(context, tx, loginRequest(context, request), {
          phone: phone.e164,
          code: body.code,
          deviceId: body.actorDeviceUUID,
        }),
      );
      if ('kind' in result) throw new Problem(result.status, [result.message]);
      return reply.code(result.status).send(result.body);
    },
  };
}
