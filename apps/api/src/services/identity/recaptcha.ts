// reCAPTCHA verification against the configured verifier (Google's siteverify by default; tests
// run a local verifier). Only tenants with reCaptchaIsEnabled ask for a token.
import type { ExternalVerifiers } from '../../bootstrap/context.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

/** A verifier that posts the token to `verifyUrl` with the secret (per tenant: RECAPTCHA_SECRET_<ID>, else RECAPTCHA_SECRET). */
export function recaptchaVerifier(options: {
  verifyUrl: string;
  secret: (tenant: Tenant) => string | undefined;
  fetch?: typeof fetch;
}): ExternalVerifiers['recaptcha'] {
  const doFetch = options.fetch ?? fetch;
  return async (tenant, token, remoteIp) => {
    const secret = options.secret(tenant);
    if (!token || !secret) return false;
    try {
      const response = await doFetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  };
}

/** Throws a 422 with a field error on `reCaptchaToken` when the tenant enables reCAPTCHA and the token does not verify. */
export async function requireRecaptcha(
  verify: ExternalVerifiers['recaptcha'],
  tenant: Tenant,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!tenant.context.reCaptchaIsEnabled) return;
  if (!(await verify(tenant, token, remoteIp))) {
    throw problem.rejected([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
  }
}
