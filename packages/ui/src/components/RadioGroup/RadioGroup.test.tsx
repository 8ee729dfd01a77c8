import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'FILE', label: 'Upload a CV' },
  { value: 'GENERATED', label: 'Generate from my profile' },
  { value: 'NONE', label: 'Later' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its label; Tab enters at the chosen option, arrow keys move and select', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="CV" options={options} defaultValue="FILE" onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'CV' })).toBeInTheDocument();
    const [file, generated] = screen.getAllByRole('radio');
    expect(file).toHaveAccessibleName('Upload a CV');
    expect(file).toBeChecked();
    await userEvent.tab();
    expect(file).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(generated).toHaveFocus();
    expect(generated).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('GENERATED');
    await userEvent.keyboard('{ArrowUp}');
    expect(file).toHaveFocus();
    expect(file).toBeChecked();
    // One tab stop for the group: the next Tab leaves it.
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('selects by clicking the option label and describes an error', async () => {
    render(<RadioGroup label="CV" options={options} error="Choose how to add your CV" />);
    await userEvent.click(screen.getByText('Later'));
    expect(screen.getByRole('radio', { name: 'Later' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose how to add your CV');
  });
});
