import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { LanguageChooser } from './LanguageChooser.tsx';

const languages = [
  { iso: 'en', name: 'English' },
  { iso: 'fr', name: 'Français' },
  { iso: 'nl', name: 'Nederlands' },
];

describe('LanguageChooser', () => {
  it("lists the tenant's languages as radios with the current one checked", async () => {
    const onValueChange = vi.fn();
    render(<LanguageChooser languages={languages} value="en" onValueChange={onValueChange} label="Language" />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(onValueChange).toHaveBeenCalledWith('fr');
    expect(await axeViolations()).toEqual([]);
  });

  it('renders nothing for a tenant with one language', () => {
    const { container } = render(
      <LanguageChooser
        languages={[{ iso: 'en', name: 'English' }]}
        value="en"
        onValueChange={() => {}}
        label="Language"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
