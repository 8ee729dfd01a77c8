// Password hashing (argon2id, OWASP parameters) and the strength rule (@talent/domain) as field errors.
import { hash, verify } from '@node-rs/argon2';
import { passwordProblems as passwordRuleProblems } from '@talent/domain';
import type { FieldError } from '../../problems.ts';

/** Hashes a password with argon2id (m = 19 MiB, t = 2, p = 1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password, so logins for unknown accounts spend the same time verifying.
const DUMMY_HASH = hash('dummy-password-for-timing-0');

/** Verifies a password; with no stored hash it still spends one verification, answering false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Why a new password is too weak (field errors on `field`), or [] when it is acceptable. */
export function passwordProblems(password: string, email: string | null | undefined, field = 'password'): FieldError[] {
  const messages = passwordRuleProblems(password, email);
  return messages.length > 0 ? [{ field, messages }] : [];
}
