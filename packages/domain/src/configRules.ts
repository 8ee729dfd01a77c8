// Rules read from a client config at run time, apart from its schemas (config.ts): the portal's
// header and route guards need these on every page, and a module is bundled whole, so importing them
// from config.ts brought the tenant schemas and most of valibot into every page (issue 17's budget).
import type { ClientConfig } from './config.ts';

/** Whether anonymous visitors may use project search (the inverse of `publicSearchDisabled`). */
export function isPublicSearchEnabled(config: Pick<ClientConfig, 'publicSearchDisabled'>): boolean {
  return !config.publicSearchDisabled;
}

/** Whether the client uses the mobile number as a verification channel (mode other than disabled). */
export function isMobileRequired(config: Pick<ClientConfig, 'requiredVerifications'>): boolean {
  return config.requiredVerifications.mobileNumber !== 'disabled';
}
