import { APPLICATION_STATUSES, applicationStatusDisplay } from '@talent/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_ICONS } from '../../icons/statusIcons.ts';
import { axeViolations } from '@talent/tooling/axe';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it('reads as its label; the icon is decorative', async () => {
    const { container } = render(
      <StatusBadge type="success" icon="check" label="Hired" description="You got the job" />,
    );
    expect(screen.getByText('Hired')).toHaveAttribute('title', 'You got the job');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('has a glyph for every icon the application statuses use', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_ICONS[applicationStatusDisplay(status).icon]).toBeDefined();
    }
    const { container } = render(
      <>
        <StatusBadge type="error" icon="block" label="Rejected" />
        <StatusBadge type="error" label="Failed" />
      </>,
    );
    const [withIcon, withTone] = [...container.querySelectorAll('svg')];
    expect(withIcon?.getAttribute('class')).toContain('ban');
    expect(withTone?.getAttribute('class')).toContain('circle-x');
  });
});
