import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = { component: Link, args: { href: '#terms', children: 'Terms of use' } } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://example.com', external: true, newTabLabel: '(opens in a new tab)', children: 'Help centre' },
};
export const InText: Story = {
  render: (args) => (
    <p>
      By signing up you accept the <Link {...args} />.
    </p>
  ),
};
