// Every operation handler, by operationId. Operations without a handler answer 501.
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { accountHandlers } from './account.ts';
import { applicationHandlers } from './applications.ts';
import { authHandlers } from './auth.ts';
import { availabilityHandlers } from './availability.ts';
import { cmsHandlers } from './cms.ts';
import { credentialHandlers } from './credentials.ts';
import { cvFileHandlers } from './cvFiles.ts';
import { deviceHandlers } from './devices.ts';
import { emailAddressHandlers } from './emailAddresses.ts';
import { fileHandlers } from './files.ts';
import { geoHandlers } from './geo.ts';
import { identityHandlers } from './identity.ts';
import { integrationHandlers } from './integration.ts';
import { legalHandlers } from './legal.ts';
import { publicClientHandlers } from './publicClient.ts';
import { mobileHandlers } from './mobile.ts';
import { onboardingHandlers } from './onboarding.ts';
import { poolHandlers } from './pools.ts';
import { privacyHandlers } from './privacy.ts';
import { profileHandlers } from './profile.ts';
import { projectHandlers } from './projects.ts';
import { referralHandlers } from './referral.ts';
import { registrationHandlers } from './registration.ts';
import { searchHandlers } from './search.ts';
import { securityIdHandlers } from './securityIds.ts';
import { sessionHandlers } from './sessions.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { vmsHandlers } from './vms.ts';

/** All handlers of the server. */
export function allHandlers(context: ServerContext): OperationHandlers {
  return {
    ...authHandlers(context),
    ...registrationHandlers(context),
    ...accountHandlers(context),
    ...mobileHandlers(context),
    ...identityHandlers(context),
    ...deviceHandlers(context),
    ...publicClientHandlers(context),
    ...credentialHandlers(context),
    ...emailAddressHandlers(context),
    ...legalHandlers(context),
    ...sessionHandlers(context),
    ...privacyHandlers(context),
    // The account data of the logged-in freelancer.
    ...profileHandlers(context),
    ...onboardingHandlers(context),
    ...availabilityHandlers(context),
    ...securityIdHandlers(context),
    ...referralHandlers(context),
    ...subscriptionHandlers(context),
    ...searchHandlers(context),
    ...projectHandlers(context),
    ...poolHandlers(context),
    ...applicationHandlers(context),
    ...cmsHandlers(context),
    ...integrationHandlers(context),
    ...vmsHandlers(context),
    ...fileHandlers(context),
    ...cvFileHandlers(context),
    ...geoHandlers(context),
  };
}
