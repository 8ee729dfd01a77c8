import { renderWithPortal } from '@talent/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/test-utils';
import { ProjectTabs } from './ProjectTabs.tsx';

describe('ProjectTabs', () => {
  it('links the three tabs and marks the current one, axe-clean', async () => {
    await renderWithPortal(<ProjectTabs current="applications" />, { loggedIn: true });
    const nav = screen.getByRole('navigation', { name: 'Projects' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Search', '/app/project', null],
      ['Applications', '/app/project?tab=applications', 'page'],
      ['Invitations', '/app/project?tab=invitations', null],
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
