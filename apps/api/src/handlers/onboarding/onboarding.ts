// Onboarding: the tenant's onboarding structure with the talent's answers, saving a step, the
// answers as a profile, finishing the long or the short onboarding. Rules and SQL:
// services/onboarding/onboarding.ts, services/onboarding/onboardingItems.ts.
import { DEFAULT_ONBOARDING_TYPE } from '@talent/domain';
import type { ServerContext } from '../../bootstrap/context.ts';
import { freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { toFreelancerUser } from '../../services/identity/freelancers.ts';
import {
  finishOnboarding,
  onboardingProfile,
  onboardingView,
  patchOnboardingAnswers,
  saveOnboardingStep,
} from '../../services/onboarding/onboarding.ts';
import type { Log } from '../../services/shared/log.ts';
import { securityIdCipher } from '../../services/profile/securityIds.ts';

/** Onboarding handlers. */
export function onboardingHandlers(context: ServerContext): OperationHandlers {
  const cipher = securityIdCipher(context.config.jwtSecret);
  const deps = (log: Log) => ({ now: context.now, cipher, log });

  return {
    getOnboarding: freelancerHandler(context, ({ tx, tenant, freelancer, query }) =>
      onboardingView(tx, tenant, freelancer, query.type ?? DEFAULT_ONBOARDING_TYPE),
    ),

    /** Saves one step's answers in one transaction and answers the structure of that type, as GET does. */
    saveOnboardingStep: freelancerHandler(context, async ({ tx, tenant, freelancer, body, request }) => {
      const updated = await saveOnboardingStep(tx, deps(request.log), tenant, freelancer, body);
      return onboardingView(tx, tenant, updated, body.type);
    }),

    getOnboardingProfile: freelancerHandler(context, ({ tx, tenant, freelancer }) =>
      onboardingProfile(tx, tenant, freelancer),
    ),

    patchOnboardingProfile: freelancerHandler(context, async ({ tx, tenant, freelancer, body, request }) => {
      const updated = await patchOnboardingAnswers(tx, deps(request.log), tenant, freelancer, body);
      return onboardingProfile(tx, tenant, updated);
    }),

    storeLongOnboarding: freelancerHandler(context, async ({ tx, tenant, freelancer }) =>
      toFreelancerUser(tx, await finishOnboarding(tx, context, tenant, freelancer, 'long')),
    ),

    storeShortOnboarding: freelancerHandler(context, async ({ tx, tenant, freelancer, body }) =>
      toFreelancerUser(tx, await finishOnboarding(tx, context, tenant, freelancer, 'short', body.job)),
    ),
  };
}
