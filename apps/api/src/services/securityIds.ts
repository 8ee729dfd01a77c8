// Security ids (identifiers a client requires for some projects) are personal data that must never
// be shown again once entered: the value is stored encrypted (AES-256-GCM, bound to its tenant and
// freelancer as additional data), with a keyed hash to find duplicates and a masked copy to show.
// Both keys are derived from the server secret with their own labels, so neither is the token key
// and a leaked table reveals nothing (a bare hash of a short id would be reversed by brute force).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Characters of the value left visible at its end. */
const VISIBLE_CHARACTERS = 4;
const MASK = '*';

/** Encrypts, decrypts, hashes and masks security ids with keys derived from `secret`. */
export function securityIdCipher(secret: string) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const encryptionKey = derive('talent-portal/security-id-encryption/v1');
  const hashKey = derive('talent-portal/security-id-hash/v1');
  const scope = (clientId: string, freelancerId: number) => Buffer.from(`${clientId}\n${freelancerId}`);

  return {
    /** `v1.<iv>.<ciphertext>.<tag>` (base64url): a fresh 96-bit IV per value. */
    encrypt(clientId: string, freelancerId: number, value: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(scope(clientId, freelancerId));
      const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return ['v1', iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The clear value (throws when the stored value was tampered with or moved to another owner). */
    decrypt(clientId: string, freelancerId: number, stored: string): string {
      const [version, iv, ciphertext, tag] = stored.split('.');
      if (version !== 'v1' || !iv || ciphertext === undefined || !tag) throw new Error('Unknown security id format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(scope(clientId, freelancerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },

    /**
     * The keyed hash that finds duplicates. Ids are compared without surrounding spaces and without
     * regard to case (`ab-123` and `AB-123` are the same id as typed by a person).
     */
    hash(clientId: string, freelancerId: number, value: string): string {
      return createHmac('sha256', hashKey)
        .update(`${clientId}\n${freelancerId}\n${normalizeSecurityId(value).toUpperCase()}`)
        .digest('hex');
    },
  };
}

/** The value as stored: without surrounding spaces. */
export function normalizeSecurityId(value: string): string {
  return value.trim();
}

/**
 * The value with all but its last 4 characters masked; a short value shows at most half of its
 * characters, so a 4-character id is never shown whole.
 */
export function maskSecurityId(value: string): string {
  const visible = Math.min(VISIBLE_CHARACTERS, Math.floor(value.length / 2));
  return MASK.repeat(value.length - visible) + value.slice(value.length - visible);
}
