// Test data shared by the portal's and the features' tests: a tenant like acme, a freelancer in the
// state the portal reacts to, and tokens. Functions, not constants: each test gets its own copy and
// changes only what it is about.
import type { ClientContextResponse, FreelancerUser, TokenResponse, TokenSet } from '@talent/api-client';
import { DEFAULT_CLIENT_CONFIG } from '@talent/domain';

/** Changes to the sample tenant: parts of its context and of its config. */
export interface TenantOverrides {
  readonly context?: Partial<ClientContextResponse['context']>;
  readonly config?: Partial<ClientContextResponse['config']>;
}

/** A tenant like acme (en and de, public search on, email the principal verification). */
export function testTenant(overrides: TenantOverrides = {}): ClientContextResponse {
  return {
    context: {
      id: 'acme',
      name: 'Acme Talent',
      talentDomainName: 'acme.localhost',
      languages: [
        { iso: 'en', name: 'English' },
        { iso: 'de', name: 'Deutsch' },
      ],
      primaryColor: '#0052cc',
      talentLogo: '/tenants/acme/logos/talent.svg',
      projectLogo: '/tenants/acme/logos/project.svg',
      ogImage: '/tenants/acme/logos/og.png',
      legalEntity: { name: 'Acme Staffing GmbH', show_logo: false, logo: null },
      reCaptchaSiteKey: null,
      reCaptchaIsEnabled: false,
      ...overrides.context,
    },
    // Acme runs on the defaults of spec §3. (The contract types the settings maps' values more
    // narrowly than the domain's parsed config; both are empty by default.)
    config: {
      ...DEFAULT_CLIENT_CONFIG,
      addressValidation: {},
      freelancerLogin: {},
      ...overrides.config,
    },
  };
}

/** A verified, onboarded freelancer. */
export function testUser(overrides: Partial<FreelancerUser> = {}): FreelancerUser {
  return {
    id: 42,
    created: '2026-03-02T09:15:00Z',
    email: 'ada@example.com',
    futureEmail: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    isActive: true,
    subscribed: false,
    residenceCountry: 'DE',
    verificationStatus: 'V',
    hasCompletedOnboarding: true,
    hasPasswordOrSocial: true,
    jobApplicationCount: 0,
    jobInvitationCount: 0,
    locale: 'en',
    ...overrides,
  };
}

/** Tokens as the client holds them, valid for an hour from `now`. */
export function testTokens(now = Date.now()): TokenSet {
  return { accessToken: 'access-1', expiresAt: now + 3_600_000 };
}

/** Tokens as a login call answers them (`POST /login`, social and mobile logins…). */
export function testTokenResponse(access = 'a.b.c'): TokenResponse {
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: 900,
    expires_at: '2030-01-01T00:00:00Z',
  };
}
