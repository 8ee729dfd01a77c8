import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AddressPart, AddressValue } from '../../answers.ts';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { AddressFields } from './AddressFields.tsx';

async function renderAddress(initial: AddressValue, extra: { hiddenParts?: AddressPart[]; error?: string } = {}) {
  const { changed } = await renderControlled(initial, (value, change) => (
    <AddressFields id="address" label="Home address" value={value} onChange={change} {...extra} />
  ));
  return changed;
}

describe('AddressFields', () => {
  it('asks for every part with autofill hints, the country as a choice; accessible', async () => {
    await renderAddress({ street: 'Main St 1', city: 'Berlin', country: 'DE' });
    const group = screen.getByRole('group', { name: 'Home address' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toHaveValue('Main St 1');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('maxlength', '20');
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(await axeViolations()).toEqual([]);
  });

  it('changes one part and keeps the others', async () => {
    const user = userEvent.setup();
    const changed = await renderAddress({ city: 'Berlin' });
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '10115');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'France');
    expect(changed).toHaveBeenLastCalledWith({ city: 'Berlin', zip: '10115', country: 'FR' });
  });

  it('leaves out the parts hidden for the talent', async () => {
    await renderAddress({}, { hiddenParts: ['address_line1', 'address_line2', 'state'] });
    expect(screen.queryByRole('textbox', { name: 'Address line 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'State or region' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toBeInTheDocument();
  });

  it('describes the group by its error', async () => {
    await renderAddress({}, { error: 'The postcode is not valid.' });
    expect(screen.getByRole('group', { name: 'Home address' })).toHaveAccessibleDescription(
      'The postcode is not valid.',
    );
  });
});
