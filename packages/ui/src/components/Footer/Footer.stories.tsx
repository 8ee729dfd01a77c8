import { footerLinks, type CmsLink } from '@talent/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyTenant } from '../../../.storybook/tenants.ts';
import { LanguageChooser } from '../LanguageChooser/LanguageChooser.tsx';
import { Footer } from './Footer.tsx';

const link = (id: number, label: string, left: boolean): CmsLink => ({
  id,
  link_url: `#${label.toLowerCase().replaceAll(' ', '-')}`,
  link_label: label,
  link_follow: true,
  show_footer_left: left,
  show_footer_right: !left,
  link_language: 'en',
  link_target: null,
  link_on_tux: true,
});
const links = [
  link(1, 'Terms of use', true),
  link(2, 'Privacy policy', true),
  link(3, 'Imprint', false),
  link(4, 'Help & FAQ', false),
];
const cities = ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Frankfurt', 'Stuttgart', 'Leipzig'];

const meta = {
  component: Footer,
  args: {
    leftLinks: footerLinks(links, 'en').left,
    rightLinks: footerLinks(links, 'en').right,
    linksLabel: 'Legal and help',
    copyright: '© Acme Staffing GmbH. All rights reserved.',
    newTabLabel: '(opens in a new tab)',
    moreLinksLabel: 'More',
  },
  // The tenant chosen in the toolbar: its languages, legal entity and whether it hides the blocks.
  // A named component: Storybook renders `render` as one, so it may hold state.
  render: function Render(args, { globals }) {
    const { tenant, logos } = storyTenant(globals);
    const [locale, setLocale] = useState('en');
    const { context } = tenant;
    return (
      <Footer
        {...args}
        linkBlocks={
          tenant.hidePublicLinkBlocks
            ? []
            : [{ title: 'Projects by city', links: cities.map((c) => ({ href: `#${c}`, label: c })) }]
        }
        languageChooser={
          <LanguageChooser languages={context.languages} value={locale} onValueChange={setLocale} label="Language" />
        }
        copyright={`© ${context.legalEntity.name}`}
        {...(context.legalEntity.show_logo && logos.legalEntityLogo
          ? { legalEntityLogo: { src: logos.legalEntityLogo, alt: context.legalEntity.name } }
          : {})}
      />
    );
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tenant: Story = {};
/** A block longer than three columns: the rest behind "More". */
export const LongBlock: Story = {
  render: (args) => (
    <Footer
      {...args}
      linkBlocks={[
        {
          title: 'Talent pools in cities',
          links: cities.flatMap((c) => ['Java', 'Data'].map((p) => ({ href: `#${p}-${c}`, label: `${p} in ${c}` }))),
        },
      ]}
    />
  ),
};
export const WithDisclaimer: Story = {
  args: { disclaimer: 'This portal is operated by a staffing company on behalf of its clients.' },
};
