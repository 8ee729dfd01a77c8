import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { ChoiceList } from './ChoiceList.tsx';

const OPTIONS = [
  { value: 'remote', label: 'Remote' },
  { value: 'onsite', label: 'On site' },
  { value: 'hybrid', label: 'Hybrid' },
];

async function renderChoices(initial: string[], extra: { hint?: string; error?: string; disabled?: boolean } = {}) {
  const { changed } = await renderControlled(initial, (values, change) => (
    <ChoiceList id="work" label="How do you work?" options={OPTIONS} values={values} onChange={change} {...extra} />
  ));
  return changed;
}

describe('ChoiceList', () => {
  it('is a group of checkboxes named by its question, the chosen ones checked; accessible', async () => {
    await renderChoices(['onsite'], { hint: 'Choose all that fit.' });
    const group = screen.getByRole('group', { name: 'How do you work?' });
    expect(group).toHaveAccessibleDescription('Choose all that fit.');
    expect(screen.getByRole('checkbox', { name: 'On site' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds and removes choices, by keyboard too', async () => {
    const user = userEvent.setup();
    const changed = await renderChoices(['onsite']);
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    expect(changed).toHaveBeenLastCalledWith(['onsite', 'hybrid']);
    screen.getByRole('checkbox', { name: 'On site' }).focus();
    await user.keyboard(' ');
    expect(changed).toHaveBeenLastCalledWith(['hybrid']);
    expect(screen.getByRole('checkbox', { name: 'On site' })).not.toBeChecked();
  });

  it('shows its error on the group; disabled, nothing can be chosen', async () => {
    await renderChoices([], { error: 'Please choose at least one.', disabled: true });
    expect(screen.getByRole('group', { name: 'How do you work?' })).toHaveAccessibleDescription(
      'Please choose at least one.',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
