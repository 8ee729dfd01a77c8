// Invitations a freelancer sends (spec §7 referral): stored once per address and window, so the
// same person is not mailed twice by the same freelancer.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { referrals } from '../../db/schema.ts';

/** The same address is mailed by the same freelancer at most once in this many days. */
export const REFERRAL_RESEND_DAYS = 30;

/** An invitation to record. */
export interface NewReferral {
  readonly clientId: string;
  readonly freelancerId: number;
  readonly email: string;
  readonly firstName: string | null;
  readonly message: string | null;
  readonly now: number;
}

/**
 * The idempotency key of a referral's mail. The mail names the inviter, so erasing the inviter's
 * account finds it by this key (in the queue's history and the dev outbox) and removes it.
 */
export const referralMailKey = (referralId: number) => `referral:${referralId}`;

/**
 * Records an invitation unless the freelancer invited the address (in any case) within
 * REFERRAL_RESEND_DAYS; its id when it was recorded (and is to be mailed), undefined when it
 * repeats one.
 */
export async function recordReferral(tx: Tx, referral: NewReferral): Promise<number | undefined> {
  const [recent] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.clientId, referral.clientId),
        eq(referrals.freelancerId, referral.freelancerId),
        sql`lower(${referrals.email}) = lower(${referral.email})`,
        gt(referrals.createdAt, new Date(referral.now - REFERRAL_RESEND_DAYS * 24 * 3600 * 1000)),
      ),
    )
    .limit(1);
  if (recent) return undefined;
  const [row] = await tx
    .insert(referrals)
    .values({
      clientId: referral.clientId,
      freelancerId: referral.freelancerId,
      email: referral.email,
      firstName: referral.firstName,
      message: referral.message,
      createdAt: new Date(referral.now),
    })
    .returning({ id: referrals.id });
  return row!.id;
}
