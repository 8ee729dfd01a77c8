import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper.tsx';

const meta = {
  component: Stepper,
  args: {
    steps: ['Personal details', 'Experience', 'Skills', 'Preferences', 'Done'].map((label, i) => ({
      id: String(i),
      label,
    })),
    current: 1,
    label: 'Onboarding steps',
    progressLabel: 'Onboarding progress',
    completedLabel: '(done)',
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Onboarding: Story = {};
export const LastStep: Story = { args: { current: 4 } };
