// Registration and login with a mobile number: a six-digit code goes out by SMS (see
// phoneCodes.ts) and logs in with `authorizeWithMobileToken`.
//
// A number signs in only for the account registered with it (`registerFromPhone`, recognised by its
// `phone-…@no-email.invalid` placeholder email). A number typed into an email registration or a
// profile was never proven, so it never receives login codes: a typo would otherwise hand the
// account to the typo's owner.
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import type { ParsedPhone } from '../shared/validation.ts';
import { isPlaceholderEmail, placeholderEmail } from './emailAddresses.ts';
import { createFreelancer, findByPhone, updateFreelancer } from './freelancers.ts';
import type { FreelancerRow } from './freelancers.ts';
import { completeLogin } from './login.ts';
import type { LoginRequest } from './session.ts';
import { checkPhoneCode, issuePhoneCode } from './phoneCodes.ts';
import type { PhoneCodeOutcome } from './phoneCodes.ts';

/** What the mobile rules use of the server. */
type MobileContext = Pick<ServerContext, 'config' | 'messenger' | 'now' | 'legal'> &
  Parameters<typeof completeLogin>[0];

/** Whether the account signs in with its mobile number. */
const signsInWithPhone = (freelancer: FreelancerRow) =>
  freelancer.phoneE164 !== null && isPlaceholderEmail(freelancer.email, 'phone');

/** Issues a code for the freelancer's number and sends it by SMS. */
async function sendCode(context: MobileContext, tx: Tx, tenant: Tenant, freelancer: FreelancerRow, phone: string) {
  const { code } = await issuePhoneCode(tx, context.config.jwtSecret, {
    clientId: tenant.id,
    phone,
    now: new Date(context.now()),
  });
  await context.messenger.send(tx, {
    tenant,
    kind: 'smsCode',
    locale: freelancer.locale,
    channel: 'sms',
    to: phone,
    values: { code },
  });
}

/** Registers an account by its mobile number (no email, a placeholder instead) and texts it a login code. */
export async function registerByPhone(
  context: MobileContext,
  tx: Tx,
  tenant: Tenant,
  registration: {
    readonly phone: ParsedPhone;
    readonly firstName?: string | null | undefined;
    readonly lastName?: string | null | undefined;
    readonly locale: string;
    readonly affiliate: string | null;
  },
): Promise<void> {
  const { phone } = registration;
  if (await findByPhone(tx, tenant.id, phone.e164)) {
    throw problem.conflict('validation.phoneInUse', 'phone.number');
  }
  const row = await createFreelancer(tx, {
    legal: context.legal(tenant),
    values: {
      clientId: tenant.id,
      email: placeholderEmail('phone'),
      firstName: registration.firstName?.trim() || null,
      lastName: registration.lastName?.trim() || null,
      locale: registration.locale,
      phoneCountry: phone.country,
      phoneE164: phone.e164,
      affiliate: registration.affiliate,
    },
  });
  await sendCode(context, tx, tenant, row, phone.e164);
}

/** Texts a new login code to `phone` when an active account signs in with it; nothing otherwise. */
export async function sendLoginCode(context: MobileContext, tx: Tx, tenant: Tenant, phone: string): Promise<void> {
  const freelancer = await findByPhone(tx, tenant.id, phone);
  if (freelancer?.isActive && signsInWithPhone(freelancer)) await sendCode(context, tx, tenant, freelancer, phone);
}

/** Whether an account of the tenant has the number. */
export async function phoneInUse(tx: Tx, tenantId: string, phone: string): Promise<boolean> {
  return (await findByPhone(tx, tenantId, phone)) !== undefined;
}

/**
 * Logs in with a code texted to `phone`: the code must be the number's live one and the number an
 * account's login number. The code proved the number, so the account becomes verified and the
 * device is confirmed. A refused code is returned, not thrown, so its counted attempt is committed
 * with the transaction.
 */
export async function loginWithCode(
  context: MobileContext,
  tx: Tx,
  request: LoginRequest,
  login: { readonly phone: string; readonly code: string; readonly deviceId: string | undefined },
): Promise<Extract<PhoneCodeOutcome, { kind: 'rejected' }> | Awaited<ReturnType<typeof completeLogin>>> {
  const { tenant } = request;
  const now = new Date(context.now());
  const outcome = await checkPhoneCode(tx, context.config.jwtSecret, {
    clientId: tenant.id,
    phone: login.phone,
    code: login.code,
    now,
  });
  if (outcome.kind === 'rejected') return outcome;
  const freelancer = await findByPhone(tx, tenant.id, login.phone);
  if (!freelancer || !signsInWithPhone(freelancer)) {
    return { kind: 'rejected', status: 401, message: 'auth.phoneCodeInvalid' };
  }
  // The code proved the number, the only contact of a phone account: the account is verified.
  if (freelancer.verificationStatus === 'UV') {
    await updateFreelancer(tx, tenant.id, freelancer.id, { verificationStatus: 'V', updatedAt: now });
  }
  // The code reached the account's own number, so it also confirms this device.
  return completeLogin(context, tx, request, freelancer, login.deviceId, { deviceConfirmed: true });
}
