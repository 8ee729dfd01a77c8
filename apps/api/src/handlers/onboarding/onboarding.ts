// Onboarding and the structured CV: the tenant's onboarding structure with the talent's answers,
// saving a step, the answers as a profile, finishing the long or the short onboarding, and the
// CV's sections (GET/PUT /freelancer/cv). Rules and SQL: services/onboarding/onboarding.ts,
// services/onboarding/onboardingItems.ts, services/cv/structuredCv.ts.
import { DEFAULT_ONBOARDING_TYPE } from '@talent/domain';
import type { FastifyBaseLogger } from 'fastify';
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
import { securityIdCipher } from '../../services/profile/securityIds.ts';
import { readCv, writeCv } from '../../services/cv/structuredCv.ts';

/** Onboarding and structured CV handlers. */
export function onboardingHandlers(context: ServerContext): OperationHandlers {
  const cipher = securityIdCipher(context.config.jwtSecret);
  const deps = (log: FastifyBaseLogger) => ({ now: context.now, cipher, log });
  const owner = (freelancer: { clientId: string; id: number }) => ({
    clientId: freelancer.clientId,
    freelancerId: freelancer.id,
  });

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

    getCv: freelancerHandler(context, ({ tx, freelancer }) => readCv(tx, owner(freelancer))),

    /** Replaces the whole CV (the profile page sends it back whole): normalised, 422 on bad fields. */
    updateCv: freelancerHandler(context, ({ tx, freelancer, body }) =>
      writeCv(tx, owner(freelancer), body, new Date(context.now())),
    ),
  };
}
