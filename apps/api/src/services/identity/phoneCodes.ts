// Login codes sent by SMS: six random digits, valid for 10 minutes, at most 5 wrong attempts each.
// Only an HMAC of the code (keyed with a key derived from the server secret, bound to the tenant and
// the number) is stored: a plain hash of six digits would be reversed in a millisecond by anyone
// who reads the table. One code per number is live: issuing a new one retires the earlier ones.
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { createHmac, randomInt } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema.ts';
import { safeEqual } from './tokens.ts';

/** How long a code stays valid. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
/** Wrong attempts after which a code stops working. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** Hashes codes with a key derived from the server secret. */
function codeHasher(secret: string) {
  const key = createHmac('sha256', secret).update('talent-portal/phone-code/v1').digest();
  return (clientId: string, phone: string, code: string) =>
    createHmac('sha256', key).update(`${clientId}\n${phone}\n${code}`).digest('hex');
}

/** Where a code lives: the tenant and the E.164 number. */
interface CodeScope {
  readonly clientId: string;
  readonly phone: string;
  readonly now: Date;
}

/** Issues a new code for a number (retiring earlier ones); returns it for the SMS, with its expiry. */
export async function issuePhoneCode(
  tx: Tx,
  secret: string,
  input: CodeScope,
): Promise<{ code: string; expiresAt: Date }> {
  await tx
    .update(phoneCodes)
    .set({ usedAt: input.now })
    .where(
      and(eq(phoneCodes.clientId, input.clientId), eq(phoneCodes.phoneE164, input.phone), isNull(phoneCodes.usedAt)),
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(input.now.getTime() + PHONE_CODE_TTL_SECONDS * 1000);
  await tx.insert(phoneCodes).values({
    clientId: input.clientId,
    phoneE164: input.phone,
    codeHash: codeHasher(secret)(input.clientId, input.phone, code),
    expiresAt,
  });
  return { code, expiresAt };
}

/** The expiry of the number's live code (unused, unexpired, attempts left), if there is one. */
export async function livePhoneCodeExpiry(tx: Tx, input: CodeScope): Promise<Date | undefined> {
  const [row] = await tx
    .select({ expiresAt: phoneCodes.expiresAt })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.clientId, input.clientId),
        eq(phoneCodes.phoneE164, input.phone),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, input.now),
        lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row?.expiresAt;
}

/** The outcome of presenting a code. */
export type PhoneCodeOutcome =
  { readonly kind: 'accepted' } | { readonly kind: 'rejected'; readonly status: 400 | 401; readonly message: string };

/**
 * Checks a code against the number's live code and uses it up when it matches. Expired → 400;
 * unknown, wrong or out of attempts → 401. A wrong code counts an attempt; the outcome is returned,
 * not thrown, so the caller commits that count before it answers.
 */
export async function checkPhoneCode(
  tx: Tx,
  secret: string,
  input: CodeScope & { readonly code: string },
): Promise<PhoneCodeOutcome> {
  const [row] = await tx
    .select()
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.clientId, input.clientId), eq(phoneCodes.phoneE164, input.phone), isNull(phoneCodes.usedAt)),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .for('update');
  if (!row) return { kind: 'rejected', status: 401, message: 'auth.phoneCodeInvalid' };
  if (row.expiresAt <= input.now) return { kind: 'rejected', status: 400, message: 'auth.phoneCodeExpired' };
  if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
    return { kind: 'rejected', status: 401, message: 'auth.phoneCodeAttemptsExceeded' };
  }
  if (!safeEqual(row.codeHash, codeHasher(secret)(input.clientId, input.phone, input.code))) {
    const attempts = row.attempts + 1;
    await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, row.id));
    return {
      kind: 'rejected',
      status: 401,
      message: attempts >= PHONE_CODE_MAX_ATTEMPTS ? 'auth.phoneCodeAttemptsExceeded' : 'auth.phoneCodeInvalid',
    };
  }
  await tx.update(phoneCodes).set({ usedAt: input.now }).where(eq(phoneCodes.id, row.id));
  return { kind: 'accepted' };
}
