// Every operation handler, by operationId. Operations without a handler answer 501.
import type { OperationHandlers, ServerContext } from '../context.ts';
import { accountHandlers } from './account.ts';
import { accountDataHandlers } from './accountData.ts';
import { authHandlers } from './auth.ts';
import { cmsHandlers } from './cms.ts';
import { credentialHandlers } from './credentials.ts';
import { deviceHandlers } from './devices.ts';
import { emailAddressHandlers } from './emailAddress.ts';
import { fileHandlers } from './files.ts';
import { geoHandlers } from './geo.ts';
import { identityHandlers } from './identity.ts';
import { integrationHandlers } from './integration.ts';
import { legalHandlers } from './legal.ts';
import { miscHandlers } from './misc.ts';
import { mobileHandlers } from './mobile.ts';
import { poolHandlers } from './pools.ts';
import { projectHandlers } from './projects.ts';
import { registrationHandlers } from './registration.ts';
import { searchHandlers } from './search.ts';

/** All handlers of the server. */
export function allHandlers(context: ServerContext): OperationHandlers {
  return {
    ...authHandlers(context),
    ...registrationHandlers(context),
    ...accountHandlers(context),
    ...mobileHandlers(context),
    ...identityHandlers(context),
    ...deviceHandlers(context),
    ...miscHandlers(context),
    ...credentialHandlers(context),
    ...emailAddressHandlers(context),
    ...legalHandlers(context),
    ...accountDataHandlers(context),
    ...searchHandlers(context),
    ...projectHandlers(context),
    ...poolHandlers(context),
    ...cmsHandlers(context),
    ...integrationHandlers(context),
    ...fileHandlers(context),
    ...geoHandlers(context),
  };
}
