import { describe, expect, it } from 'vitest';
import { matchesPattern } from './SecurityIdStep.tsx';

// The step itself is tested through the page (ApplyPage.test.tsx: list, FAQ, pattern, adding).
describe('matchesPattern', () => {
  it('matches the whole value, not a part of it', () => {
    expect(matchesPattern('AB123456', '[A-Z]{2}[0-9]{6}')).toBe(true);
    expect(matchesPattern('xAB123456', '[A-Z]{2}[0-9]{6}')).toBe(false);
    expect(matchesPattern('AB1234567', '[A-Z]{2}[0-9]{6}')).toBe(false);
    expect(matchesPattern('a', 'a|b')).toBe(true);
    expect(matchesPattern('ab', 'a|b')).toBe(false);
  });

  it('leaves an unreadable pattern to the API', () => {
    expect(matchesPattern('anything', '([')).toBe(true);
  });
});
