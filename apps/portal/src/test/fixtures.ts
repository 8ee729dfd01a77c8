// Test data: a tenant bootstrap like the server writes it, and users in the states the shell reacts to.
import type { ClientContextResponse, FreelancerUser, TokenSet } from '@talent/api-client';
import type { PortalBootstrap } from '../bootstrap.ts';

/** A tenant like acme (en and de, public search on), with config changes. */
export function testTenant(config: Partial<ClientContextResponse['config']> = {}): ClientContextResponse {
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
    },
    config: {
      addressValidation: {},
      currencies: ['EUR'],
      countriesOfInterest: false,
      externalApplicationLink: false,
      ipDetectionOnProjectSearch: false,
      jobNotificationDigest: false,
      modernProjectApplicationFlow: true,
      preApplicationQuestions: true,
      publicSearchDisabled: false,
      freelancerLogin: {},
      requiredVerifications: { email: 'principal', mobileNumber: 'disabled' },
      preferredSortedCountries: [],
      registerNotificationCountry: false,
      userDeviceValidityDays: 365,
      emailSpecialCharacters: true,
      mobileCountriesSettings: { excludedEnabled: false, excludedList: [], prefEnabled: false, prefList: [] },
      feedJobType: null,
      ...config,
    },
  };
}

/** A bootstrap for the test tenant. */
export function testBootstrap(overrides: Partial<PortalBootstrap> = {}): PortalBootstrap {
  return { tenant: testTenant(), locale: 'en', messageOverrides: {}, hidePublicLinkBlocks: false, ...overrides };
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

/** Tokens valid for an hour from `now`. */
export function testTokens(now = Date.now()): TokenSet {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: now + 3_600_000 };
}
