import { describe, expect, it } from 'vitest';
import {
  ADDRESS_ISSUES,
  ADDRESS_LOOKUP_RESULTS,
  DEFAULT_ONBOARDING_TYPE,
  DOCUMENT_METHODS,
  FORM_MODES,
  INVITATION_CODES,
  INVITATION_STATES,
  LOGIN_FLOWS,
  LOGIN_METHODS,
  ONE_TIME_LINK_STATES,
  PROJECT_STATUSES,
  RATE_TYPES,
  RATE_UNITS,
  SLOT_RESULTS,
  VERIFICATION_MODES,
  WORK_PREFERENCE_CODES,
  WORK_PREFERENCES,
  isOneOf,
  onboardingTypeFor,
  workPreferenceToLong,
  workPreferenceToShort,
} from './enums.ts';

describe('enumerations of spec §4', () => {
  it('lists project statuses', () => {
    expect(PROJECT_STATUSES).toEqual(['ACTIVE', 'CLOSED', 'PAUSED']);
  });

  it('lists both invitation code sets', () => {
    expect(INVITATION_CODES).toEqual(['sf', 'cre', 'inv', 'can', 'exp', 'str', 'com', 'cf', 'uc']);
    expect(INVITATION_STATES).toEqual({ cr: 'created', st: 'started', cn: 'canceled', ex: 'expired', cm: 'completed' });
  });

  it('lists verification modes, slot results, login methods and flows', () => {
    expect(VERIFICATION_MODES).toEqual(['principal', 'alternative', 'disabled']);
    expect(SLOT_RESULTS).toEqual(['ERROR', 'NO_FREE_SLOTS', 'NO_SUITABLE_SLOTS']);
    expect(LOGIN_METHODS).toEqual(['linkedin', 'google', 'auth0', 'email', 'otl', 'mobile']);
    expect(LOGIN_FLOWS).toEqual(['signup', 'login']);
  });

  it('lists the five one-time-link state codes', () => {
    expect(Object.values(ONE_TIME_LINK_STATES).sort()).toEqual(['e', 'i', 'n_f', 'n_t', 's']);
  });

  it('lists rate types and units', () => {
    expect(RATE_TYPES).toEqual(['ABSOLUTE', 'PERCENTAGE']);
    expect(RATE_UNITS).toEqual(['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT']);
  });

  it('lists address lookup results and issues', () => {
    expect(ADDRESS_LOOKUP_RESULTS).toEqual([
      'LOOKUP_ERROR',
      'SUCCESS',
      'SERVER_ERROR',
      'PROCESSING_ERROR',
      'NOT_A_LOCATION',
    ]);
    expect(ADDRESS_ISSUES).toEqual(['IMPRECISE', 'INVALID', 'REQUIRED']);
  });

  it('lists form modes and the document methods FILE = 1, GENERATED = 2', () => {
    expect(FORM_MODES).toEqual(['CREATE', 'UPDATE', 'PATCH']);
    expect(DOCUMENT_METHODS).toEqual({ FILE: 1, GENERATED: 2 });
  });
});

describe('work preferences', () => {
  it('maps short codes to long names and back', () => {
    expect(WORK_PREFERENCES).toEqual({ hy: 'HYBRID', on: 'ONSITE', rm: 'REMOTE' });
    for (const code of WORK_PREFERENCE_CODES) {
      expect(workPreferenceToShort(workPreferenceToLong(code))).toBe(code);
    }
    expect(workPreferenceToLong('rm')).toBe('REMOTE');
    expect(workPreferenceToShort('HYBRID')).toBe('hy');
  });

  it('returns undefined for an unknown long name', () => {
    expect(workPreferenceToShort('remote')).toBeUndefined();
    expect(workPreferenceToShort('OFFICE')).toBeUndefined();
  });
});

describe('onboarding type', () => {
  it('defaults to long and is short only when a job was saved before login', () => {
    expect(DEFAULT_ONBOARDING_TYPE).toBe('long');
    expect(onboardingTypeFor(false)).toBe('long');
    expect(onboardingTypeFor(true)).toBe('short');
  });
});

describe('isOneOf', () => {
  it('narrows only exact members', () => {
    expect(isOneOf(PROJECT_STATUSES, 'ACTIVE')).toBe(true);
    expect(isOneOf(PROJECT_STATUSES, 'active')).toBe(false);
    expect(isOneOf(PROJECT_STATUSES, 1)).toBe(false);
  });
});
