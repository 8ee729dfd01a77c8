import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LanguageDraft } from '../../answers.ts';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { LanguageList } from './LanguageList.tsx';

function renderLanguages(initial: LanguageDraft[], error?: string) {
  return renderControlled(initial, (languages, change) => (
    <LanguageList
      id="languages"
      label="Languages"
      languages={languages}
      onChange={change}
      {...(error ? { error } : {})}
    />
  ));
}

describe('LanguageList', () => {
  it('shows each language by name with its level; accessible', async () => {
    await renderLanguages([{ code: 'de', proficiency: 5 }]);
    expect(screen.getByRole('combobox', { name: 'Language 1' })).toHaveValue('German');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Native or bilingual');
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a language at level Good, picked by keyboard from the searchable list', async () => {
    const user = userEvent.setup();
    const { changed } = await renderLanguages([]);
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    const picker = screen.getByRole('combobox', { name: 'Language 1' });
    expect(picker).toHaveFocus();
    expect(changed).toHaveBeenLastCalledWith([{ code: '', proficiency: 3 }]);
    await user.keyboard('fren');
    expect(screen.getByRole('option', { name: 'French' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'German' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('French');
    expect(changed).toHaveBeenLastCalledWith([{ code: 'fr', proficiency: 3 }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Fluent');
    expect(changed).toHaveBeenLastCalledWith([{ code: 'fr', proficiency: 4 }]);
  });

  it('says when no language matches', async () => {
    const user = userEvent.setup();
    await renderLanguages([{ code: '', proficiency: 3 }]);
    await user.type(screen.getByRole('combobox', { name: 'Language 1' }), 'Klingonish');
    expect(screen.getByRole('status')).toHaveTextContent('No language matches');
  });

  it('removes a language and leaves the focus on Add', async () => {
    const user = userEvent.setup();
    const { changed } = await renderLanguages([
      { code: 'de', proficiency: 5 },
      { code: 'en', proficiency: 4 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove language 1' }));
    expect(changed).toHaveBeenLastCalledWith([{ code: 'en', proficiency: 4 }]);
    expect(screen.getByRole('combobox', { name: 'Language 1' })).toHaveValue('English');
    expect(screen.queryByRole('combobox', { name: 'Language 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a language' })).toHaveFocus();
  });

  it('describes the group by its error', async () => {
    await renderLanguages([{ code: '', proficiency: 3 }], 'Choose the language of entry 1.');
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(
      'Choose the language of entry 1.',
    );
  });
});
