import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Stepper } from './Stepper.tsx';

const steps = ['Profile', 'Experience', 'Skills', 'Preferences'].map((label) => ({ id: label.toLowerCase(), label }));

describe('Stepper', () => {
  it('marks the current step, says which are done, and reports progress', async () => {
    render(
      <Stepper steps={steps} current={2} label="Onboarding steps" progressLabel="Progress" completedLabel="(done)" />,
    );
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Onboarding steps' })).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Profile (done)');
    expect(items[3]).toHaveTextContent('04Preferences');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(await axeViolations()).toEqual([]);
  });
});
