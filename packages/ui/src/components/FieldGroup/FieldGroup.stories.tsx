import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from './FieldGroup.tsx';

const meta = {
  component: FieldGroup,
  args: {
    label: 'Email',
    hint: 'Your work address',
    children: (field) => <input {...field.describedBy} id={field.controlId} className={shared.control} />,
  },
} satisfies Meta<typeof FieldGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Your work address');
  },
};
export const WithError: Story = {
  args: { error: 'Enter a valid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Your work address Enter a valid email');
  },
};
export const Group: Story = {
  args: {
    label: 'Start date',
    labelAs: 'legend',
    hint: 'Month and year',
    children: (group) => (
      <FieldGroup label="Year" labelStyle="part" id={group.controlId}>
        {() => <input {...group.describedBy} id={group.controlId} className={shared.control} />}
      </FieldGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Start date' })).toBeInTheDocument();
  },
};
export const LabelAfter: Story = {
  args: {
    label: 'Send me job alerts',
    labelPlacement: 'after',
    hint: undefined,
    children: (field) => <input type="checkbox" {...field.describedBy} id={field.controlId} />,
  },
};
