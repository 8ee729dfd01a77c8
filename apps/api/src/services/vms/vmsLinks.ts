// Signed, expiring links to an application's documents for the client's system (VMS): the link is
// the credential, so a VMS can hand it to a recruiter's browser without sharing its API key. The
// signature is an HMAC-SHA256 over the tenant, the application, the document and the expiry, with
// a key derived from the server's JWT secret (one secret less to configure; a separate derivation
// label, so neither signature can stand in for the other).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '@talent/api-client';

/** How long a document link works: long enough for a recruiter's review, short enough to age out of inboxes. */
export const VMS_LINK_TTL_SECONDS = 7 * 24 * 3600;

/** The documents of an application a link can open. */
export type VmsDocument = 'cv' | 'coverLetter';

/** What a link names. */
export interface VmsLinkTarget {
  readonly clientId: string;
  readonly applicationId: number;
  readonly document: VmsDocument;
  /** Unix seconds. */
  readonly expires: number;
}

/** Signs and checks document links with one server secret. */
export interface VmsLinks {
  /** The expiry of links made at `nowMs`: 7 days ahead, rounded up to the hour so repeated reads give equal links. */
  expiryAt(nowMs: number): number;
  /** The absolute URL of a document link on `origin` (the portal's origin of the tenant). */
  url(origin: string, target: VmsLinkTarget): string;
  /** `valid`, `invalid` (altered or made with another secret) or `expired` (valid but past `expires`). */
  check(target: VmsLinkTarget, signature: string, nowMs: number): 'valid' | 'invalid' | 'expired';
}

export function vmsLinks(jwtSecret: string): VmsLinks {
  const key = createHmac('sha256', jwtSecret).update('talent/vms-document-links/v1').digest();
  const sign = (target: VmsLinkTarget) =>
    createHmac('sha256', key)
      .update(`${target.clientId}\n${target.applicationId}\n${target.document}\n${target.expires}`)
      .digest('hex');
  return {
    expiryAt(nowMs) {
      return Math.ceil((nowMs / 1000 + VMS_LINK_TTL_SECONDS) / 3600) * 3600;
    },
    url(origin, target) {
      const query = new URLSearchParams({ expires: String(target.expires), signature: sign(target) });
      return `${origin}${API_BASE_PATH}/integration/applications/${target.applicationId}/documents/${target.document}?${query}`;
    },
    check(target, signature, nowMs) {
      const expected = Buffer.from(sign(target), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return target.expires * 1000 <= nowMs ? 'expired' : 'valid';
    },
  };
}
