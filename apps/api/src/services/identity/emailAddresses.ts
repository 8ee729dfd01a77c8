// Accounts without an email address. `freelancers.email` is required and unique per client, and the
// contract's FreelancerUser.email must be an email, so an account registered with a mobile number
// (or with an identity token that carries no email) gets a unique placeholder address under the
// reserved top-level domain `.invalid` (RFC 2606: it never resolves). Nothing is ever mailed to such
// an address, and nobody can register or log in with one.
import { randomBytes } from 'node:crypto';

/** The domain of placeholder addresses. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'no-email.invalid';

/** A new unique placeholder address, e.g. `phone-3f9c…@no-email.invalid`. */
export function placeholderEmail(kind: 'phone' | 'identity'): string {
  return `${kind}-${randomBytes(12).toString('hex')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** Whether an address is under `.invalid`: a placeholder, or an address that can never receive mail. */
export function isUndeliverableEmail(email: string): boolean {
  return /\.invalid\.?$/i.test(email.trim());
}

/** Whether an address is a placeholder of that kind (`phone`: the account was registered with its mobile number). */
export function isPlaceholderEmail(email: string, kind: 'phone' | 'identity'): boolean {
  return email.startsWith(`${kind}-`) && email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}
