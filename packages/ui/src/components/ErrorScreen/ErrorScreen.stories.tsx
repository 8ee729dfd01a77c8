import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  component: ErrorScreen,
  args: {
    status: 404,
    genericMessage: 'This page could not be found',
    homeLabel: 'Back to home page',
    homeHref: '#home',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = {
  args: { status: 500, messages: ['Unknown middleware', 'Please try again later.'] },
};
