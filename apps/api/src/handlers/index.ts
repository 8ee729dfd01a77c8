// Every operation handler, by operationId. Operations without a handler answer 501.
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { accountHandlers } from './identity/account.ts';
import { applicationHandlers } from './applications/applications.ts';
import { authHandlers } from './identity/auth.ts';
import { availabilityHandlers } from './profile/availability.ts';
import { cmsHandlers } from './cms/cms.ts';
import { credentialHandlers } from './identity/credentials.ts';
import { cvFileHandlers } from './cv/cvFiles.ts';
import { deviceHandlers } from './identity/devices.ts';
import { emailAddressHandlers } from './identity/emailAddresses.ts';
import { fileHandlers } from './files/files.ts';
import { geoHandlers } from './geo/geo.ts';
import { identityHandlers } from './identity/identityTokens.ts';
import { invitationHandlers } from './invitations/invitations.ts';
import { integrationHandlers } from './vms/integration.ts';
import { legalHandlers } from './profile/legal.ts';
import { publicClientHandlers } from './client/publicClient.ts';
import { mobileHandlers } from './identity/mobile.ts';
import { onboardingHandlers } from './onboarding/onboarding.ts';
import { poolHandlers } from './pools/pools.ts';
import { privacyHandlers } from './privacy/privacy.ts';
import { profileHandlers } from './profile/profile.ts';
import { projectHandlers } from './catalog/projects.ts';
import { referralHandlers } from './profile/referral.ts';
import { registrationHandlers } from './identity/registration.ts';
import { searchHandlers } from './catalog/search.ts';
import { securityIdHandlers } from './profile/securityIds.ts';
import { sessionHandlers } from './identity/sessions.ts';
import { subscriptionHandlers } from './notifications/subscriptions.ts';
import { vmsHandlers } from './vms/vms.ts';

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
    ...invitationHandlers(context),
    ...cmsHandlers(context),
    ...integrationHandlers(context),
    ...vmsHandlers(context),
    ...fileHandlers(context),
    ...cvFileHandlers(context),
    ...geoHandlers(context),
  };
}
