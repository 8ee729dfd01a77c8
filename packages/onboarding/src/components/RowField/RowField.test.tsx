import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowValue } from '../../answers.ts';
import type { OnboardingRow } from '../../answers.ts';
import type { CvResource } from '../../queries.ts';
import { fakeOnboardingApi, onboardingState, row } from '../../test/fakeApi.ts';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { RowField } from './RowField.tsx';

function renderRow(
  field: OnboardingRow,
  extra: { error?: string; categoryIds?: number[]; onCvUploaded?: (file: CvResource) => void } = {},
) {
  return renderControlled(
    rowValue(field, []),
    (value, change) => <RowField row={field} value={value} onChange={change} {...extra} />,
    fakeOnboardingApi(onboardingState([field])),
  );
}

describe('RowField', () => {
  it('edits a known text row with its built-in label, autofill hint and required mark; accessible', async () => {
    const user = userEvent.setup();
    const { changed } = await renderRow(row(1, 'About you', 1, 'first_name', { form: { required: true } }));
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    await user.type(input, 'Ada');
    expect(changed).toHaveBeenLastCalledWith({ kind: 'text', text: 'Ada' });
    expect(await axeViolations()).toEqual([]);
  });

  it('takes the tenant’s label', async () => {
    await renderRow(row(2, 'More', 1, 'text', { form: { label: 'Anything else?' } }));
    expect(screen.getByRole('textbox', { name: 'Anything else?' })).not.toBeRequired();
  });

  it('names a row of a type it does not know “Question”', async () => {
    await renderRow(row(2, 'More', 1, 'favourite_colour'));
    expect(screen.getByRole('textbox', { name: 'Question' })).toBeInTheDocument();
  });

  it('edits a description in a text area', async () => {
    await renderRow(row(3, 'About you', 1, 'description'));
    expect(screen.getByRole('textbox', { name: 'About you' }).tagName).toBe('TEXTAREA');
  });

  it('asks for an amount with a decimal keyboard', async () => {
    await renderRow(row(4, 'Rate', 1, 'hour_rate'));
    expect(screen.getByRole('textbox', { name: 'Hourly rate' })).toHaveAttribute('inputmode', 'decimal');
  });

  it('asks for the availability as a date', async () => {
    await renderRow(row(5, 'Rate', 1, 'availability'));
    expect(screen.getByLabelText('Available from')).toHaveAttribute('type', 'date');
  });

  it('is a checkbox for a checkbox row', async () => {
    const user = userEvent.setup();
    const { changed } = await renderRow(row(6, 'More', 1, 'checkbox', { form: { label: 'I have a work permit' } }));
    await user.click(screen.getByRole('checkbox', { name: 'I have a work permit' }));
    expect(changed).toHaveBeenLastCalledWith({ kind: 'flag', checked: true });
  });

  it('offers the tenant’s options of a select row after “Choose…”', async () => {
    const user = userEvent.setup();
    const { changed } = await renderRow(
      row(7, 'More', 1, 'select', {
        form: {
          label: 'How did you hear of us?',
          options: [
            { value: 'friend', label: 'A friend' },
            { value: 'web', label: 'The web' },
          ],
        },
      }),
    );
    const select = screen.getByRole('combobox', { name: 'How did you hear of us?' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'A friend', 'The web']);
    await user.selectOptions(select, 'web');
    expect(changed).toHaveBeenLastCalledWith({ kind: 'text', text: 'web' });
  });

  it('edits skills as tags', async () => {
    const user = userEvent.setup();
    const { changed } = await renderRow(row(8, 'CV', 1, 'skills'));
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Rust{Enter}');
    expect(changed).toHaveBeenLastCalledWith({ kind: 'list', values: ['Rust'] });
  });

  it('offers the client’s job categories', async () => {
    const user = userEvent.setup();
    const { changed } = await renderRow(row(9, 'Interests', 1, 'categories'));
    await user.click(await screen.findByRole('checkbox', { name: 'Design' }));
    expect(changed).toHaveBeenLastCalledWith({ kind: 'list', values: ['2'] });
  });

  it('asks for categories before it offers pools', async () => {
    await renderRow(row(10, 'Interests', 1, 'pools'));
    expect(screen.getByRole('group', { name: 'Talent pools to join' })).toHaveAccessibleDescription(
      'Choose job categories first to see their pools.',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers the pools of the chosen categories', async () => {
    const { fake } = await renderRow(row(10, 'Interests', 1, 'pools'), { categoryIds: [1] });
    expect(await screen.findByRole('checkbox', { name: 'Java Developers' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'UX Designers' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET /pool/categories')[0]!.query.get('categoryIds')).toBe('1');
  });

  it('keeps the uuid of an uploaded CV as the row’s value', async () => {
    const user = userEvent.setup();
    const onCvUploaded = vi.fn<(file: CvResource) => void>();
    const { changed } = await renderRow(row(11, 'CV', 1, 'cv_upload'), { onCvUploaded });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onCvUploaded).toHaveBeenCalledTimes(1));
    expect(changed).toHaveBeenLastCalledWith({ kind: 'text', text: onCvUploaded.mock.calls[0]![0].uuid });
    // No "fill my profile" without someone to hand the parsed CV to.
    expect(screen.queryByRole('button', { name: 'Fill my profile from my CV' })).not.toBeInTheDocument();
  });

  it('marks the row with its error', async () => {
    await renderRow(row(12, 'About you', 1, 'linkedin_handle'), { error: 'This value is not valid.' });
    const input = screen.getByRole('textbox', { name: 'LinkedIn profile name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This value is not valid.');
  });
});
