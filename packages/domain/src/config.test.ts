import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_CONFIG,
  DEFAULT_LEGAL_ENTITY_CONFIG,
  legalEntityConfigSchema,
  clientConfigSchema,
  clientContextSchema,
  parseClientConfig,
} from './config.ts';
import { isMobileRequired, isPublicSearchEnabled } from './configRules.ts';

describe('DEFAULT_CLIENT_CONFIG', () => {
  it('holds the defaults of spec §3', () => {
    expect(DEFAULT_CLIENT_CONFIG).toEqual({
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
    });
  });

  it('is frozen, so no caller can change the defaults for everyone', () => {
    expect(Object.isFrozen(DEFAULT_CLIENT_CONFIG)).toBe(true);
  });

  it('has a legal-entity config with job field settings and rate margins', () => {
    const none = { type: 'PERCENTAGE', value: 0 };
    expect(DEFAULT_LEGAL_ENTITY_CONFIG).toEqual({
      jobFieldSettings: { hourlyRate: 'OPTIONAL', motivationComment: 'OPTIONAL' },
      rateMargins: { HR: none, DAY: none, WEEK: none, MONTH: none, YEAR: none, PROJECT: none },
    });
  });

  it('validates job field settings and rate margins', () => {
    const parsed = v.parse(legalEntityConfigSchema, {
      jobFieldSettings: { hourlyRate: 'REQUIRED', motivationComment: 'HIDDEN' },
      rateMargins: { HR: { type: 'ABSOLUTE', value: 5 }, DAY: { type: 'PERCENTAGE', value: 12.5 } },
    });
    expect(parsed.jobFieldSettings).toEqual({ hourlyRate: 'REQUIRED', motivationComment: 'HIDDEN' });
    expect(parsed.rateMargins.HR).toEqual({ type: 'ABSOLUTE', value: 5 });
    expect(parsed.rateMargins.DAY).toEqual({ type: 'PERCENTAGE', value: 12.5 });
    expect(parsed.rateMargins.WEEK).toEqual({ type: 'PERCENTAGE', value: 0 });
    const bad = (input: unknown) => v.safeParse(legalEntityConfigSchema, input).success;
    expect(bad({ jobFieldSettings: { hourlyRate: 'SOMETIMES' } })).toBe(false);
    expect(bad({ jobFieldSettings: { salary: 'OPTIONAL' } })).toBe(false);
    expect(bad({ rateMargins: { HOUR: { type: 'ABSOLUTE', value: 1 } } })).toBe(false);
    expect(bad({ rateMargins: { HR: { type: 'ABSOLUTE', value: -1 } } })).toBe(false);
    expect(bad({ rateMargins: { HR: { type: 'PERCENTAGE', value: 1.005 } } })).toBe(false);
    expect(bad({ rateMargins: { HR: { type: 'PERCENTAGE', value: 100000.01 } } })).toBe(false);
    expect(bad({ rateMargins: { HR: { type: 'PERCENTAGE', value: 100000 } } })).toBe(true);
    expect(bad({ rateMargins: { HR: { type: 'FIXED', value: 1 } } })).toBe(false);
  });
});

describe('parseClientConfig', () => {
  it('fills nested defaults for a partial nested object', () => {
    const config = parseClientConfig({
      requiredVerifications: { mobileNumber: 'principal' },
      mobileCountriesSettings: { prefEnabled: true, prefList: ['NL'] },
    });
    expect(config.requiredVerifications).toEqual({ email: 'principal', mobileNumber: 'principal' });
    expect(config.mobileCountriesSettings).toEqual({
      excludedEnabled: false,
      excludedList: [],
      prefEnabled: true,
      prefList: ['NL'],
    });
  });

  it('treats null or undefined as an empty config', () => {
    expect(parseClientConfig(undefined)).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(parseClientConfig(null)).toEqual(DEFAULT_CLIENT_CONFIG);
  });

  it('rejects unknown keys, so a typo in a tenant file is an error', () => {
    expect(() => parseClientConfig({ publicSearchDisable: true })).toThrow(v.ValiError);
  });

  it('rejects wrong types and values with the offending key', () => {
    expect(() => parseClientConfig({ userDeviceValidityDays: 0 })).toThrow(v.ValiError);
    expect(() => parseClientConfig({ currencies: ['euro'] })).toThrow(v.ValiError);
    expect(() => parseClientConfig({ currencies: [] })).toThrow(v.ValiError);
    expect(() => parseClientConfig({ currencies: ['EURO'] })).toThrow(v.ValiError);
    expect(() => parseClientConfig({ currencies: ['XEUR'] })).toThrow(v.ValiError);
    expect(parseClientConfig({ currencies: ['CHF', 'EUR'] }).currencies).toEqual(['CHF', 'EUR']);
    expect(() => parseClientConfig({ requiredVerifications: { email: 'sometimes' } })).toThrow(v.ValiError);
    const result = v.safeParse(clientConfigSchema, { preferredSortedCountries: ['Germany'] });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['preferredSortedCountries.0']);
  });
});

describe('isPublicSearchEnabled', () => {
  it('inverts the disabled flag', () => {
    expect(isPublicSearchEnabled({ publicSearchDisabled: false })).toBe(true);
    expect(isPublicSearchEnabled({ publicSearchDisabled: true })).toBe(false);
    expect(isPublicSearchEnabled(DEFAULT_CLIENT_CONFIG)).toBe(true);
  });
});

describe('isMobileRequired', () => {
  it('is false by default (mobileNumber disabled) and true for principal or alternative', () => {
    expect(isMobileRequired(DEFAULT_CLIENT_CONFIG)).toBe(false);
    expect(isMobileRequired(parseClientConfig({ requiredVerifications: { mobileNumber: 'principal' } }))).toBe(true);
    expect(isMobileRequired(parseClientConfig({ requiredVerifications: { mobileNumber: 'alternative' } }))).toBe(true);
  });
});

describe('clientContextSchema', () => {
  const context = {
    id: 'acme',
    name: 'Acme Staffing',
    talentDomainName: 'Acme.localhost',
    languages: [
      { iso: 'en', name: 'English' },
      { iso: 'de', name: 'Deutsch' },
    ],
    primaryColor: '#0052cc',
    talentLogo: '/tenants/acme/talent-logo.svg',
    projectLogo: '/tenants/acme/project-logo.svg',
    ogImage: '/tenants/acme/og.png',
    legalEntity: { name: 'Acme GmbH', show_logo: false, logo: null },
    reCaptchaSiteKey: null,
    reCaptchaIsEnabled: false,
  };

  it('accepts the client context fields of spec §1 and lowercases the domain', () => {
    const parsed = v.parse(clientContextSchema, context);
    expect(parsed.talentDomainName).toBe('acme.localhost');
    expect(parsed.languages.map((l) => l.iso)).toEqual(['en', 'de']);
  });

  it('accepts reCAPTCHA enabled with a site key, and a shown legal-entity logo that exists', () => {
    const parsed = v.parse(clientContextSchema, {
      ...context,
      reCaptchaIsEnabled: true,
      reCaptchaSiteKey: 'site-key',
      legalEntity: { name: 'Acme GmbH', show_logo: true, logo: '/tenants/acme/legal.svg' },
    });
    expect(parsed.reCaptchaIsEnabled).toBe(true);
  });

  it('accepts host names with one-letter labels and dashes inside labels', () => {
    for (const host of ['a.b.example', 'x.localhost', 'talent-portal.acme.example', 'localhost']) {
      expect(v.parse(clientContextSchema, { ...context, talentDomainName: host }).talentDomainName).toBe(host);
    }
  });

  it.each([
    ['no languages', { languages: [] }, 'languages'],
    ['a repeated language', { languages: [context.languages[0], context.languages[0]] }, 'languages'],
    ['a malformed locale', { languages: [{ iso: 'english', name: 'English' }] }, 'languages.0.iso'],
    ['a colour that is not hex', { primaryColor: 'blue' }, 'primaryColor'],
    ['a host name with a scheme', { talentDomainName: 'https://acme.example' }, 'talentDomainName'],
    ['reCAPTCHA enabled without a key', { reCaptchaIsEnabled: true }, 'reCaptchaSiteKey'],
    [
      'a legal-entity logo shown but missing',
      { legalEntity: { name: 'Acme', show_logo: true, logo: null } },
      'legalEntity.logo',
    ],
    ['an unknown field', { slogan: 'We hire' }, undefined],
    ['an id with capitals', { id: 'Acme' }, 'id'],
    ['an id starting with a dash', { id: '-acme' }, 'id'],
    ['an id with other characters', { id: 'acme_1' }, 'id'],
    ['a locale with a one-letter region', { languages: [{ iso: 'en-G', name: 'English' }] }, 'languages.0.iso'],
    ['a locale with a lowercase region', { languages: [{ iso: 'en-gb', name: 'English' }] }, 'languages.0.iso'],
    ['a host name with an empty label', { talentDomainName: 'acme..example' }, 'talentDomainName'],
    ['a host name label ending in a dash', { talentDomainName: 'acme-.example' }, 'talentDomainName'],
    ['a host name label of 64 characters', { talentDomainName: `${'a'.repeat(64)}.example` }, 'talentDomainName'],
    [
      'a host name over 253 characters',
      { talentDomainName: `${'a'.repeat(60)}.`.repeat(5) + 'com' },
      'talentDomainName',
    ],
  ])('rejects %s', (_name, patch, path) => {
    const result = v.safeParse(clientContextSchema, { ...context, ...patch });
    expect(result.success).toBe(false);
    if (path) expect(result.issues?.map((i) => v.getDotPath(i))).toContain(path);
  });
});
