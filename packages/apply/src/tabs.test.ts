import { describe, expect, it } from 'vitest';
import { parseProjectTab, projectTab, projectTabHref } from './tabs.ts';

describe('parseProjectTab', () => {
  it('keeps the applications and invitations tabs', () => {
    expect(parseProjectTab({ tab: 'applications', q: 'java' })).toEqual({ tab: 'applications' });
    expect(parseProjectTab({ tab: 'invitations' })).toEqual({ tab: 'invitations' });
  });

  it('drops a missing, unknown or malformed tab (the search shows)', () => {
    expect(parseProjectTab({})).toEqual({});
    expect(parseProjectTab({ tab: 'search' })).toEqual({});
    expect(parseProjectTab({ tab: 'Applications' })).toEqual({});
    expect(parseProjectTab({ tab: ['applications'] })).toEqual({});
  });
});

describe('projectTab and projectTabHref', () => {
  it('name the tab of a search and link to each tab', () => {
    expect(projectTab({})).toBe('search');
    expect(projectTab({ tab: 'invitations' })).toBe('invitations');
    expect(projectTabHref('search')).toBe('/app/project');
    expect(projectTabHref('applications')).toBe('/app/project?tab=applications');
    expect(projectTabHref('invitations')).toBe('/app/project?tab=invitations');
  });
});
