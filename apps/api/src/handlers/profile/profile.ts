// The logged-in freelancer's profile data: names, country of residence, the profile document (with
// the fields the client hides for them), profile strength, and the standard rate.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  checkNames,
  checkStandardRate,
  checkResidenceCountry,
  profileWriteProblem,
  rateOf,
  updateNames,
  updateProfileInfo,
  updateRate,
  updateResidenceCountry,
} from '../../services/profile/accountData.ts';
import { hiddenFields, profileStrength, strengthFacts } from '../../services/profile/profile.ts';

type Schemas = components['schemas'];

/** Profile handlers. */
export function profileHandlers(context: ServerContext): OperationHandlers {
  return {
    async updateFreelancer(request) {
      checkNames(request.body);
      return asFreelancer(context, request, ({ tx, freelancer, body }) => updateNames(context, tx, freelancer, body));
    },

    async updateResidenceCountry(request) {
      checkResidenceCountry(request.body.residenceCountry);
      return asFreelancer(context, request, ({ tx, freelancer, body }) =>
        updateResidenceCountry(context, tx, freelancer, body.residenceCountry),
      );
    },

    async updateProfileInfo(request) {
      return asFreelancer(context, request, ({ tx, tenant, freelancer, body }) =>
        updateProfileInfo(context, tx, tenant, freelancer, body),
      ).catch((error: unknown) => {
        throw profileWriteProblem(error);
      });
    },

    getHiddenFields(request) {
      return asFreelancer(context, request, ({ freelancer }) =>
        Promise.resolve({ hiddenFieldNames: hiddenFields(freelancer) } satisfies Schemas['HiddenFields']),
      );
    },

    getProfileStrength(request) {
      return asFreelancer(context, request, async ({ tx, freelancer }) =>
        profileStrength(freelancer, await strengthFacts(tx, freelancer)),
      );
    },

    getRate(request) {
      return asFreelancer(context, request, ({ tenant, freelancer }) => Promise.resolve(rateOf(tenant, freelancer)));
    },

    async updateRate(request) {
      const rate = checkStandardRate(request.tenant, request.query);
      return asFreelancer(context, request, ({ tx, freelancer }) => updateRate(context, tx, freelancer, rate));
    },
  };
}
