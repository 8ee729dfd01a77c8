import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LONG_STATUSES,
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_PLACEHOLDER,
  APPLICATION_STATUSES,
  applicationStatusDisplay,
  applicationStatusFromCode,
  isProjectOpen,
} from './statuses.ts';

describe('APPLICATION_STATUSES', () => {
  it('holds exactly the ten display statuses of spec §4', () => {
    expect([...APPLICATION_STATUSES].sort()).toEqual(
      [
        'SENT_TO_CLIENT',
        'SEND_FAILED',
        'ACTIVE',
        'UNCONFIRMED',
        'HIRED',
        'REJECTED_BY_MSP',
        'REJECTED_BY_VMS',
        'WITHDRAWN',
        'SEND_PENDING',
        'UNDER_CONSTRUCTION',
      ].sort(),
    );
  });

  it('has the long-form set', () => {
    expect(APPLICATION_LONG_STATUSES).toEqual([
      'ACCEPTED',
      'ARCHIVED_ACCEPTED',
      'DELETED',
      'PENDING',
      'REJECTED',
      'WITHDRAWN',
    ]);
  });
});

describe('applicationStatusFromCode', () => {
  it.each([
    ['a', 'ACTIVE'],
    ['h', 'HIRED'],
    ['rm', 'REJECTED_BY_MSP'],
    ['rv', 'REJECTED_BY_VMS'],
    ['sf', 'SEND_FAILED'],
    ['sp', 'SEND_PENDING'],
    ['s2c', 'SENT_TO_CLIENT'],
    ['uc', 'UNCONFIRMED'],
    ['co', 'UNDER_CONSTRUCTION'],
    ['w', 'WITHDRAWN'],
  ])('maps %s to %s', (code, status) => {
    expect(applicationStatusFromCode(code)).toBe(status);
  });

  it('covers every display status with exactly one code', () => {
    expect(Object.keys(APPLICATION_STATUS_CODES)).toHaveLength(10);
    expect(new Set(Object.values(APPLICATION_STATUS_CODES))).toEqual(new Set(APPLICATION_STATUSES));
  });

  it('returns undefined for unknown codes, including inherited object keys', () => {
    expect(applicationStatusFromCode('x')).toBeUndefined();
    expect(applicationStatusFromCode('A')).toBeUndefined();
    expect(applicationStatusFromCode('toString')).toBeUndefined();
    expect(applicationStatusFromCode('__proto__')).toBeUndefined();
  });
});

describe('applicationStatusDisplay', () => {
  it('gives every status a type, an icon and its own message ids', () => {
    const labelKeys = new Set<string>();
    for (const status of APPLICATION_STATUSES) {
      const display = applicationStatusDisplay(status);
      expect(['info', 'success', 'warning', 'error']).toContain(display.type);
      expect(display.icon).toBeTruthy();
      expect(display.labelKey).toBe(`applicationStatus.${status}.label`);
      expect(display.descriptionKey).toBe(`applicationStatus.${status}.description`);
      labelKeys.add(display.labelKey);
    }
    expect(labelKeys.size).toBe(10);
  });

  it('shows hiring as success and rejections and failures as errors', () => {
    expect(applicationStatusDisplay('HIRED').type).toBe('success');
    expect(applicationStatusDisplay('REJECTED_BY_MSP').type).toBe('error');
    expect(applicationStatusDisplay('REJECTED_BY_VMS').type).toBe('error');
    expect(applicationStatusDisplay('SEND_FAILED').type).toBe('error');
    expect(applicationStatusDisplay('UNCONFIRMED').type).toBe('warning');
    expect(applicationStatusDisplay('SENT_TO_CLIENT').type).toBe('info');
  });

  it('falls back to the placeholder for unknown or missing statuses', () => {
    expect(applicationStatusDisplay('SOMETHING_NEW')).toBe(APPLICATION_STATUS_PLACEHOLDER);
    expect(applicationStatusDisplay(undefined)).toBe(APPLICATION_STATUS_PLACEHOLDER);
    expect(applicationStatusDisplay(null)).toBe(APPLICATION_STATUS_PLACEHOLDER);
    expect(APPLICATION_STATUS_PLACEHOLDER).toEqual({
      type: 'info',
      icon: 'question',
      labelKey: 'applicationStatus.placeholder.label',
      descriptionKey: 'applicationStatus.placeholder.description',
    });
  });

  it('works on a status decoded from a short code', () => {
    expect(applicationStatusDisplay(applicationStatusFromCode('h'))).toEqual(applicationStatusDisplay('HIRED'));
  });
});

describe('isProjectOpen', () => {
  it('treats ACTIVE as open', () => {
    expect(isProjectOpen({ status: 'ACTIVE' })).toBe(true);
  });

  it.each(['CLOSED', 'PAUSED', 'active', '', 'UNKNOWN'])('treats %j as closed', (status) => {
    expect(isProjectOpen({ status })).toBe(false);
  });

  it('treats a missing status as closed', () => {
    expect(isProjectOpen({})).toBe(false);
    expect(isProjectOpen({ status: null })).toBe(false);
  });
});
