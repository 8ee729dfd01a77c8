import { describe, expect, it } from 'vitest';
import { onboardingNavigation, visibleOnboardingSteps } from './onboarding.ts';
import type { OnboardingStructureEntry } from './onboarding.ts';

const row = (
  stepName: string,
  sequence: number,
  rowNumber: number,
  showOn: OnboardingStructureEntry['showOn'],
  hideByCountry?: string[],
): OnboardingStructureEntry => ({
  stepName,
  sequence,
  rowNumber,
  type: 'text',
  showOn,
  ...(hideByCountry && { hideByCountry }),
});

const structure: OnboardingStructureEntry[] = [
  row('Skills', 3, 2, ['short', 'long']),
  row('Personal Info', 1, 2, 'long'),
  row('Personal Info', 1, 1, ['short', 'long']),
  row('Work Permit', 2, 1, 'long', ['de', 'AT']),
  row('Skills', 3, 1, 'long'),
  row('Rates', 4, 1, 'long'),
];

describe('visibleOnboardingSteps', () => {
  it('orders steps by sequence and rows by row number', () => {
    const steps = visibleOnboardingSteps(structure, 'long');
    expect(steps.map((s) => s.slug)).toEqual(['personal-info', 'work-permit', 'skills', 'rates']);
    expect(steps[0]!.entries.map((e) => e.rowNumber)).toEqual([1, 2]);
    expect(steps[2]!.entries.map((e) => e.rowNumber)).toEqual([1, 2]);
  });

  it('keeps only rows shown on the onboarding type', () => {
    const steps = visibleOnboardingSteps(structure, 'short');
    expect(steps.map((s) => s.name)).toEqual(['Personal Info', 'Skills']);
    expect(steps[0]!.entries).toHaveLength(1);
  });

  it('hides rows listed for the country, case-insensitively, and drops a step left empty', () => {
    expect(visibleOnboardingSteps(structure, 'long', 'DE').map((s) => s.slug)).toEqual([
      'personal-info',
      'skills',
      'rates',
    ]);
    expect(visibleOnboardingSteps(structure, 'long', 'at').map((s) => s.slug)).not.toContain('work-permit');
    expect(visibleOnboardingSteps(structure, 'long', 'NL').map((s) => s.slug)).toContain('work-permit');
    expect(visibleOnboardingSteps(structure, 'long', null).map((s) => s.slug)).toContain('work-permit');
  });

  it('orders a step by its smallest sequence and keeps the given order for equal sequences', () => {
    const steps = visibleOnboardingSteps(
      [row('B', 5, 1, 'long'), row('A', 5, 1, 'long'), row('B', 1, 2, 'long'), row('C', 3, 1, 'long')],
      'long',
    );
    expect(steps.map((s) => [s.name, s.sequence])).toEqual([
      ['B', 1],
      ['C', 3],
      ['A', 5],
    ]);
  });

  it('keeps equal-sequence steps in the order they come', () => {
    const names = visibleOnboardingSteps(
      [row('Z', 1, 1, 'long'), row('Y', 1, 1, 'long'), row('X', 1, 1, 'long')],
      'long',
    );
    expect(names.map((s) => s.name)).toEqual(['Z', 'Y', 'X']);
  });

  it('rejects an unknown onboarding type', () => {
    expect(() => visibleOnboardingSteps(structure, 'medium' as 'long')).toThrow(RangeError);
  });

  it('does not change the structure it was given', () => {
    const copy = structuredClone(structure);
    visibleOnboardingSteps(structure, 'long');
    expect(structure).toEqual(copy);
  });
});

describe('onboardingNavigation', () => {
  const steps = visibleOnboardingSteps(structure, 'long');

  it('gives the first step no previous, a next, progress 25 and step 01', () => {
    expect(onboardingNavigation(steps, 'personal-info')).toStrictEqual({
      slug: 'personal-info',
      next: 'work-permit',
      progress: 25,
      stepNumber: '01',
    });
  });

  it('gives a middle step both neighbours', () => {
    expect(onboardingNavigation(steps, 'skills')).toStrictEqual({
      slug: 'skills',
      previous: 'work-permit',
      next: 'rates',
      progress: 75,
      stepNumber: '03',
    });
  });

  it('gives the last step no next and progress 100', () => {
    expect(onboardingNavigation(steps, 'rates')).toStrictEqual({
      slug: 'rates',
      previous: 'skills',
      progress: 100,
      stepNumber: '04',
    });
  });

  it('computes progress as position divided by count, unrounded', () => {
    const three = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
    expect(onboardingNavigation(three, 'a')!.progress).toBeCloseTo(100 / 3, 10);
    expect(onboardingNavigation(three, 'b')!.progress).toBeCloseTo(200 / 3, 10);
  });

  it('zero-pads step numbers to two digits and no further', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ slug: `s${i + 1}` }));
    expect(onboardingNavigation(many, 's9')!.stepNumber).toBe('09');
    expect(onboardingNavigation(many, 's10')!.stepNumber).toBe('10');
    expect(onboardingNavigation(many, 's12')!.stepNumber).toBe('12');
  });

  it('redirects an unknown or missing slug to the first step', () => {
    expect(onboardingNavigation(steps, 'nope')).toEqual({
      slug: 'personal-info',
      next: 'work-permit',
      progress: 25,
      stepNumber: '01',
      redirect: 'personal-info',
    });
    expect(onboardingNavigation(steps, undefined)!.redirect).toBe('personal-info');
  });

  it('gives undefined when there are no steps', () => {
    expect(onboardingNavigation([], 'anything')).toBeUndefined();
  });
});
