import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { FieldGroup } from './FieldGroup.tsx';

describe('FieldGroup', () => {
  it('names the control by a label and describes it by hint then error', async () => {
    render(
      <FieldGroup label="Email" hint="Work address" error="Enter a valid email" id="email">
        {(field) => <input {...field.describedBy} id={field.controlId} />}
      </FieldGroup>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter a valid email');
    expect(screen.getByText('Enter a valid email')).not.toHaveAttribute('role');
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves a valid control without description or invalid mark, with a generated id', () => {
    render(<FieldGroup label="Name">{(field) => <input {...field.describedBy} id={field.controlId} />}</FieldGroup>);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('as a legend, makes a fieldset group that hint and error describe', async () => {
    render(
      <FieldGroup label="Start date" labelAs="legend" hint="Month and year" error="Too early">
        {(group) => (
          <FieldGroup label="Year" labelStyle="part" id={group.controlId}>
            {() => <input {...group.describedBy} id={group.controlId} />}
          </FieldGroup>
        )}
      </FieldGroup>,
    );
    const fieldset = screen.getByRole('group', { name: 'Start date' });
    expect(fieldset.tagName).toBe('FIELDSET');
    expect(fieldset).toHaveAccessibleDescription('Month and year Too early');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAccessibleDescription('Month and year Too early');
    expect(await axeViolations()).toEqual([]);
  });

  it('as text, gives the label an id for aria-labelledby and can announce the error', () => {
    render(
      <FieldGroup label="CV" labelAs="text" error="Only PDF files" errorRole="alert">
        {(field) => <div role="radiogroup" aria-labelledby={field.labelId} {...field.describedBy} />}
      </FieldGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'CV' })).toHaveAccessibleDescription('Only PDF files');
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files');
  });

  it('places the label after the control on one row, then hint, error and no footer slot', () => {
    const { container } = render(
      <FieldGroup label="I accept" labelPlacement="after" hint="Required" error="Please accept" className="extra">
        {(field) => <input type="checkbox" {...field.describedBy} id={field.controlId} />}
      </FieldGroup>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAccessibleDescription('Required Please accept');
    const root = container.firstElementChild!;
    expect(root).toHaveClass('extra');
    expect(root.firstElementChild!.children[0]).toBe(box);
    expect(root.firstElementChild!.children[1]!.tagName).toBe('LABEL');
  });

  it('renders the footer after the error', () => {
    render(
      <FieldGroup label="Motivation" error="Too long" footer={<p>12 / 10</p>}>
        {(field) => <textarea {...field.describedBy} id={field.controlId} />}
      </FieldGroup>,
    );
    const error = screen.getByText('Too long');
    expect(error.compareDocumentPosition(screen.getByText('12 / 10'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
