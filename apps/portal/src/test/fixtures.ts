// The portal's own test data: a bootstrap like the server writes it, around the shared sample
// tenant (@talent/test-utils).
import { testTenant } from '@talent/test-utils';
import type { PortalBootstrap } from '../bootstrap.ts';

/** A bootstrap for the test tenant. */
export function testBootstrap(overrides: Partial<PortalBootstrap> = {}): PortalBootstrap {
  return {
    tenant: testTenant(),
    locale: 'en',
    hidePublicLinkBlocks: false,
    origin: 'https://acme.example',
    ...overrides,
  };
}
