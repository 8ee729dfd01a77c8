import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyTenant } from '../../../.storybook/tenants.ts';
import { LanguageChooser } from './LanguageChooser.tsx';

const meta = {
  component: LanguageChooser,
  args: { languages: [], value: 'en', onValueChange: () => {}, label: 'Language' },
  // The languages of the tenant chosen in the toolbar.
  // A named component: Storybook renders `render` as one, so it may hold state.
  render: function Render(args, { globals }) {
    const [locale, setLocale] = useState(String(globals['locale'] ?? 'en'));
    const { languages } = storyTenant(globals).tenant.context;
    return <LanguageChooser {...args} languages={languages} value={locale} onValueChange={setLocale} />;
  },
} satisfies Meta<typeof LanguageChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenantLanguages: Story = {};
