import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label; Enter adds a line', async () => {
    render(<TextArea label="Motivation" hint="Why this project?" counter="0 / 2000" />);
    const box = screen.getByRole('textbox', { name: 'Motivation' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Why this project?');
    await userEvent.type(box, 'First{Enter}Second');
    expect(box).toHaveValue('First\nSecond');
    expect(screen.getByText('0 / 2000')).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations()).toEqual([]);
  });

  it('is invalid with an error', () => {
    render(<TextArea label="Motivation" error="Too long" />);
    expect(screen.getByRole('textbox', { name: 'Motivation' })).toHaveAccessibleDescription('Too long');
  });
});
