import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { TagInput } from './TagInput.tsx';

async function renderTags(initial: string[], extra: { disabled?: boolean; error?: string } = {}) {
  const submitted = vi.fn();
  const { changed } = await renderControlled(initial, (values, change) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <TagInput id="skills" label="Skills" values={values} onChange={change} {...extra} />
    </form>
  ));
  return { changed, submitted };
}

const chosen = () => within(screen.getByRole('list', { name: 'Skills: chosen' }));

describe('TagInput', () => {
  it('adds a trimmed tag with Enter without submitting the form, once whatever the case; accessible', async () => {
    const user = userEvent.setup();
    const { changed, submitted } = await renderTags(['Rust']);
    const input = await screen.findByRole('textbox', { name: 'Skills' });
    expect(input).toHaveAccessibleDescription('Type one and press Enter to add it.');
    await user.type(input, '  TypeScript {Enter}');
    expect(
      chosen()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rust', 'TypeScript']);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
    await user.type(input, 'rust{Enter}');
    expect(chosen().getAllByRole('listitem')).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('adds with the Add button, which waits for text, and keeps typing in the input', async () => {
    const user = userEvent.setup();
    await renderTags([]);
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Skills: chosen' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Go');
    await user.click(add);
    expect(chosen().getByText('Go')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveFocus();
  });

  it('removes a tag with its own button and puts the focus back in the input', async () => {
    const user = userEvent.setup();
    const { changed } = await renderTags(['Rust', 'Go']);
    await user.click(await screen.findByRole('button', { name: 'Remove Rust' }));
    expect(changed).toHaveBeenLastCalledWith(['Go']);
    expect(chosen().queryByText('Rust')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveFocus();
    // By keyboard: Tab passes the Add button (waiting for text) to the remaining chip's button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Go' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(changed).toHaveBeenLastCalledWith([]);
  });

  it('shows its error on the input; disabled, it offers neither typing nor removing', async () => {
    await renderTags(['Rust'], { disabled: true, error: 'Add at least two skills.' });
    const input = await screen.findByRole('textbox', { name: 'Skills' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Add at least two skills\./);
    expect(screen.queryByRole('button', { name: 'Remove Rust' })).not.toBeInTheDocument();
    expect(chosen().getByText('Rust')).toBeInTheDocument();
  });
});
