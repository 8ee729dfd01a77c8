import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './SafeHtml.tsx';

const meta = {
  component: SafeHtml,
  args: {
    html:
      '<p>We are looking for a <strong>senior Java developer</strong> for a payments platform.</p>' +
      '<h2>Your tasks</h2><ul><li>Design and build services</li><li>Review code</li></ul>' +
      '<p>More about the client on <a href="https://example.com">their website</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A job description from a client's system: headings below the page's section, web links only. */
export const Description: Story = {};

/** A CMS page of the tenant: the body under the page's h1, with a table and links to the portal. */
export const TenantPage: Story = {
  args: {
    source: 'tenant',
    headingStart: 2,
    html:
      '<p>This statement explains how we process your data. See also our <a href="/terms">terms of use</a>.</p>' +
      '<h2>What we process</h2><table><thead><tr><th>Data</th><th>Purpose</th></tr></thead>' +
      '<tbody><tr><td>Your account</td><td>Signing you in</td></tr><tr><td>Your CV</td><td>Your applications</td></tr></tbody></table>' +
      '<h3>Contact</h3><p><a href="mailto:privacy@example.com">privacy@example.com</a>, <a href="tel:+49301234">+49 30 1234</a></p>',
  },
};
