// A freelancer's relation to a pool, from the contract's membership statuses: ACCEPTED is a
// member, APPLIED waits for the client's decision (made outside the portal), REJECTED was turned
// down, and no membership at all is "none".
import type { PoolMembership } from '@talent/api-client';
import type { StatusType } from '@talent/domain';
import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages.ts';

/** What the portal shows for a membership. */
export type MembershipState = 'member' | 'pending' | 'rejected' | 'none';

/** The state of a pool's membership (undefined: the freelancer has none). */
export function membershipState(membership: Pick<PoolMembership, 'status'> | null | undefined): MembershipState {
  switch (membership?.status) {
    case 'ACCEPTED':
      return 'member';
    case 'APPLIED':
      return 'pending';
    case 'REJECTED':
      return 'rejected';
    default:
      return 'none';
  }
}

/** Label, explanation and badge tone of each state. */
export const MEMBERSHIP_DISPLAY: Readonly<
  Record<MembershipState, { label: MessageDescriptor; hint: MessageDescriptor; tone: StatusType }>
> = {
  member: { label: messages.stateMember, hint: messages.stateMemberHint, tone: 'success' },
  pending: { label: messages.statePending, hint: messages.statePendingHint, tone: 'info' },
  rejected: { label: messages.stateRejected, hint: messages.stateRejectedHint, tone: 'warning' },
  none: { label: messages.stateNone, hint: messages.stateNoneHint, tone: 'info' },
};

/** Memberships by pool id, for looking a card's state up. */
export function membershipsByPool(list: readonly PoolMembership[] | undefined): ReadonlyMap<number, PoolMembership> {
  return new Map((list ?? []).map((m) => [m.pool.id, m]));
}
