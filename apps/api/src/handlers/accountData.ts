// The account data of the logged-in freelancer: profile, rate, availability, security ids, referrals
// and subscriptions (one factory, so handlers/index.ts gains one line).
import type { OperationHandlers, ServerContext } from '../context.ts';
import { availabilityHandlers } from './availability.ts';
import { profileHandlers } from './profile.ts';
import { referralHandlers } from './referral.ts';
import { securityIdHandlers } from './securityIds.ts';
import { subscriptionHandlers } from './subscriptions.ts';

/** Account data handlers. */
export function accountDataHandlers(context: ServerContext): OperationHandlers {
  return {
    ...profileHandlers(context),
    ...availabilityHandlers(context),
    ...securityIdHandlers(context),
    ...referralHandlers(context),
    ...subscriptionHandlers(context),
  };
}
