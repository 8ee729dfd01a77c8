import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { storyTenant } from '../../../.storybook/tenants.ts';
import { Button } from '../Button/Button.tsx';
import { Header } from './Header.tsx';

const meta = {
  component: Header,
  args: {
    logo: { src: '', alt: '', href: '#home' },
    navLabel: 'Main',
    menuLabel: 'Menu',
    closeMenuLabel: 'Close menu',
    links: [
      { href: '#projects', label: 'Projects', current: true },
      { href: '#applications', label: 'Applications', badge: { text: '3', label: ', 3 submitted' } },
      { href: '#invitations', label: 'Invitations', badge: { text: '2', label: ', 2 open' } },
      { href: '#pools', label: 'Pools' },
      { href: '#profile', label: 'Profile' },
    ],
    accountMenu: {
      label: 'Account',
      links: [
        { href: '#notifications', label: 'Notifications' },
        { href: '#security', label: 'Security' },
        { href: '#privacy', label: 'Privacy' },
      ],
    },
    actions: <Button variant="secondary">Log out</Button>,
  },
  // The logo and name of the tenant chosen in the toolbar.
  render: (args, { globals }) => {
    const { tenant, logos } = storyTenant(globals);
    return <Header {...args} logo={{ src: logos.talentLogo, alt: tenant.context.name, href: '#home' }} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};
export const LoggedOut: Story = {
  args: { links: [], accountMenu: { label: 'Account', links: [] }, actions: <Button size="small">Log in</Button> },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};
