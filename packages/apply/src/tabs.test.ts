import { describe, expect, it } from 'vitest';
import { parseProjectTab, projectTab } from './tabs.ts';

describe('parseProjectTab', () => {
  it('keeps the applications and invitations tabs', () => {
    expect(parseProjectTab({ tab: 'applications', q: 'java' })).toEqual({ tab: 'applications' });
    expect(parseProjectTab({ tab: 'invitations' })).toEqual({ tab: 'invitations' });
  });

  it('drops a missing, unknown or malformed tab (the search shows)', () => {
    // `tab: undefined` (not a missing key), so that it overwrites the URL's value.
    for (const raw of [{}, { tab: 'search' }, { tab: 'Applications' }, { tab: ['applications'] }]) {
      const parsed = parseProjectTab(raw);
      expect(parsed).toHaveProperty('tab', undefined);
      expect(Object.keys(parsed)).toEqual(['tab']);
    }
  });
});

describe('projectTab', () => {
  it('names the tab of a search', () => {
    expect(projectTab({})).toBe('search');
    expect(projectTab({ tab: 'invitations' })).toBe('invitations');
  });
});
