import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TRANSITIONS,
  canEditApplication,
  canMoveApplication,
  canWithdrawApplication,
  isApplicationFinal,
  longStatusOf,
  nextApplicationStatuses,
} from './applicationTransitions.ts';
import { APPLICATION_STATUSES } from './statuses.ts';
import type { ApplicationStatus } from './statuses.ts';

describe('APPLICATION_TRANSITIONS', () => {
  it('has an entry for every display status', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('never moves a status to itself', () => {
    for (const [from, byActor] of Object.entries(APPLICATION_TRANSITIONS)) {
      for (const targets of Object.values(byActor)) expect(targets).not.toContain(from);
    }
  });

  it('never moves anything back to a draft', () => {
    for (const byActor of Object.values(APPLICATION_TRANSITIONS)) {
      for (const targets of Object.values(byActor)) expect(targets).not.toContain('UNDER_CONSTRUCTION');
    }
  });
});

describe('canMoveApplication', () => {
  it.each<[ApplicationStatus, ApplicationStatus, 'TALENT' | 'SYSTEM' | 'VMS', boolean]>([
    ['UNDER_CONSTRUCTION', 'SEND_PENDING', 'TALENT', true],
    ['UNDER_CONSTRUCTION', 'SEND_PENDING', 'VMS', false],
    ['UNDER_CONSTRUCTION', 'SENT_TO_CLIENT', 'VMS', false],
    ['UNDER_CONSTRUCTION', 'WITHDRAWN', 'TALENT', false],
    ['SEND_PENDING', 'SENT_TO_CLIENT', 'SYSTEM', true],
    ['SEND_PENDING', 'SEND_FAILED', 'SYSTEM', true],
    ['SEND_PENDING', 'SEND_FAILED', 'VMS', false],
    ['SEND_PENDING', 'SENT_TO_CLIENT', 'VMS', true],
    ['SEND_PENDING', 'HIRED', 'VMS', true],
    ['SEND_PENDING', 'HIRED', 'SYSTEM', false],
    ['SEND_PENDING', 'WITHDRAWN', 'TALENT', true],
    ['SEND_PENDING', 'WITHDRAWN', 'VMS', false],
    ['SEND_FAILED', 'SEND_PENDING', 'TALENT', true],
    ['SEND_FAILED', 'SENT_TO_CLIENT', 'SYSTEM', true],
    ['SEND_FAILED', 'SEND_FAILED', 'SYSTEM', false],
    ['SENT_TO_CLIENT', 'HIRED', 'VMS', true],
    ['SENT_TO_CLIENT', 'ACTIVE', 'VMS', true],
    ['SENT_TO_CLIENT', 'REJECTED_BY_MSP', 'VMS', true],
    ['SENT_TO_CLIENT', 'REJECTED_BY_VMS', 'VMS', true],
    ['SENT_TO_CLIENT', 'UNCONFIRMED', 'VMS', true],
    ['SENT_TO_CLIENT', 'SEND_FAILED', 'SYSTEM', false],
    ['SENT_TO_CLIENT', 'HIRED', 'TALENT', false],
    ['SENT_TO_CLIENT', 'SEND_PENDING', 'TALENT', true],
    ['ACTIVE', 'HIRED', 'VMS', true],
    ['ACTIVE', 'ACTIVE', 'VMS', false],
    ['ACTIVE', 'UNCONFIRMED', 'VMS', true],
    ['ACTIVE', 'SEND_PENDING', 'TALENT', false],
    ['ACTIVE', 'WITHDRAWN', 'TALENT', true],
    ['UNCONFIRMED', 'ACTIVE', 'VMS', true],
    ['UNCONFIRMED', 'UNCONFIRMED', 'VMS', false],
    ['UNCONFIRMED', 'WITHDRAWN', 'TALENT', true],
    ['HIRED', 'REJECTED_BY_MSP', 'VMS', false],
    ['HIRED', 'WITHDRAWN', 'TALENT', false],
    ['REJECTED_BY_VMS', 'HIRED', 'VMS', false],
    ['WITHDRAWN', 'SEND_PENDING', 'TALENT', false],
  ])('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(canMoveApplication(from, to, actor)).toBe(allowed);
  });
});

describe('nextApplicationStatuses', () => {
  it('lists what an actor may do, and nothing for an actor without moves', () => {
    expect(nextApplicationStatuses('UNDER_CONSTRUCTION', 'TALENT')).toEqual(['SEND_PENDING']);
    expect(nextApplicationStatuses('UNDER_CONSTRUCTION', 'SYSTEM')).toEqual([]);
    expect(nextApplicationStatuses('SENT_TO_CLIENT', 'VMS')).toEqual([
      'ACTIVE',
      'UNCONFIRMED',
      'HIRED',
      'REJECTED_BY_MSP',
      'REJECTED_BY_VMS',
    ]);
    expect(nextApplicationStatuses('ACTIVE', 'VMS')).toEqual([
      'UNCONFIRMED',
      'HIRED',
      'REJECTED_BY_MSP',
      'REJECTED_BY_VMS',
    ]);
    expect(nextApplicationStatuses('UNCONFIRMED', 'VMS')).toEqual([
      'ACTIVE',
      'HIRED',
      'REJECTED_BY_MSP',
      'REJECTED_BY_VMS',
    ]);
  });
});

describe('isApplicationFinal', () => {
  it('is true for hired, rejected and withdrawn only', () => {
    expect(APPLICATION_STATUSES.filter((status) => isApplicationFinal(status)).sort()).toEqual(
      ['HIRED', 'REJECTED_BY_MSP', 'REJECTED_BY_VMS', 'WITHDRAWN'].sort(),
    );
  });
});

describe('canWithdrawApplication', () => {
  it('lets the talent withdraw a submitted application that is not final', () => {
    expect(APPLICATION_STATUSES.filter((status) => canWithdrawApplication(status)).sort()).toEqual(
      ['SEND_PENDING', 'SEND_FAILED', 'SENT_TO_CLIENT', 'ACTIVE', 'UNCONFIRMED'].sort(),
    );
  });
});

describe('canEditApplication', () => {
  it('allows changes until the client starts reviewing, never for a draft', () => {
    expect(APPLICATION_STATUSES.filter((status) => canEditApplication(status)).sort()).toEqual(
      ['SEND_PENDING', 'SEND_FAILED', 'SENT_TO_CLIENT'].sort(),
    );
  });
});

describe('longStatusOf', () => {
  it.each<[ApplicationStatus, string | null]>([
    ['UNDER_CONSTRUCTION', null],
    ['SEND_PENDING', 'PENDING'],
    ['SEND_FAILED', 'PENDING'],
    ['SENT_TO_CLIENT', 'PENDING'],
    ['ACTIVE', 'PENDING'],
    ['UNCONFIRMED', 'PENDING'],
    ['HIRED', 'ACCEPTED'],
    ['REJECTED_BY_MSP', 'REJECTED'],
    ['REJECTED_BY_VMS', 'REJECTED'],
    ['WITHDRAWN', 'WITHDRAWN'],
  ])('%s → %s', (status, long) => {
    expect(longStatusOf(status)).toBe(long);
  });
});
