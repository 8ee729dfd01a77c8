// Writes a new, valid tenant folder. `pnpm tenant:new <id>` (newTenant.ts) is the command line;
// the function is separate so the test can scaffold into a temporary folder and validate it.
import { DEFAULT_CLIENT_CONFIG } from '@talent/domain';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Options of `scaffoldTenant`. */
export interface ScaffoldOptions {
  readonly id: string;
  readonly name?: string;
  readonly primaryColor?: string;
  readonly host?: string;
  /** The day the starter pages are published (default today). */
  readonly today?: Date;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour (the social preview placeholder until a designer provides one). */
export function solidPng(width: number, height: number, hex: string): Buffer {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple logo mark: the initial in a rounded square, and the name beside it. */
export function logoSvg(name: string, color: string, withName: boolean): string {
  const initial = escapeXml(name.trim().charAt(0).toUpperCase() || '?');
  const width = withName ? 48 + 14 * name.length : 40;
  const label = withName
    ? // textLength fits the name into the box whatever font the viewer has (widths differ by platform).
      `<text x="48" y="27" textLength="${width - 52}" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#1b1f24">${escapeXml(name)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img">
  <rect width="40" height="40" rx="8" fill="${color}"/>
  <text x="20" y="28" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${initial}</text>
  ${label}
</svg>
`;
}

// The default structure's rows: step, row type, onboarding types, and what else the row declares.
const DEFAULT_ROWS: readonly (readonly [stepName: string, type: string, showOn: readonly string[], extra: object])[] = [
  ['Personal details', 'first_name', ['short', 'long'], { form: { required: true } }],
  ['Personal details', 'last_name', ['short', 'long'], { form: { required: true } }],
  ['Personal details', 'professional_title', ['short', 'long'], { form: { rules: 'max:150' } }],
  ['Personal details', 'residence_country', ['short', 'long'], { form: { required: true } }],
  ['Personal details', 'mobile_number', ['short', 'long'], {}],
  ['Your CV', 'cv_upload', ['short', 'long'], { canParse: true }],
  ['Your CV', 'skills', ['long'], { canParse: true }],
  ['Your CV', 'languages', ['long'], { canParse: true }],
  ['Experience', 'employment_history', ['long'], { canParse: true }],
  ['Experience', 'education_history', ['long'], { canParse: true }],
  ['Availability', 'availability', ['short', 'long'], {}],
  ['Availability', 'hour_rate', ['long'], {}],
];
/**
 * The onboarding structure of a new tenant: personal details, the CV (filled in from the uploaded
 * file where it can be), experience and availability; the short onboarding (a job saved before
 * login) asks only what an application needs. Only the names and the country are required, so
 * every talent can finish; a client tightens it in `onboarding.json`.
 */
export const DEFAULT_ONBOARDING = DEFAULT_ROWS.map(([stepName, type, showOn, extra], index, rows) => {
  const steps = [...new Set(rows.map((row) => row[0]))];
  return {
    id: index + 1,
    stepName,
    sequence: steps.indexOf(stepName) + 1,
    rowNumber: rows.slice(0, index).filter((row) => row[0] === stepName).length + 1,
    type,
    showOn,
    ...extra,
  };
});

/** What the starter pages say about the client. */
interface PageFacts {
  readonly name: string;
  readonly legalName: string;
  readonly host: string;
}

/**
 * The starter content pages of a new tenant, in English: terms, privacy statement, imprint,
 * accessibility statement and help, each as `[slug, title, Markdown]`. They describe the portal as
 * it works for every client; what only the client can say (its address, register entry, data
 * protection officer) is asked for in HTML comments, which editors see and the page never shows
 * (the API's sanitiser drops them). The client's lawyers review them before launch.
 */
export function starterPages({ name, legalName, host }: PageFacts): readonly [string, string, string][] {
  const contact = `talent@${host}`;
  return [
    [
      'terms',
      'Terms of use',
      `These terms apply to your use of ${name}, the talent portal of ${legalName} ("we"). By creating an account you agree to them.

## Your account

- One account per person. Keep your details true and up to date, and your password to yourself.
- Confirm your email address with the link we send you; until then some features stay closed.
- You can deactivate or delete your account at any time in your account settings.

## Projects and applications

We show projects of our clients. Applying is free. Your application, with the CV and answers you
choose, goes to the client of the project, who decides about it; a contract only comes about when
both sides sign one. Tell the truth about your experience and your rate.

## Fair use

Do not misuse the portal: no automated scraping, no malware, no content that is unlawful or that
you have no right to share. We may suspend an account that breaks these terms.

## Changes to these terms

When we change these terms we publish a new version. The next time you log in you are asked to
agree to it; if you do not, you can deactivate your account.

## Contact

Questions about these terms: [${contact}](mailto:${contact}). Our [privacy statement](/privacy)
explains how we handle your data.
<!-- Add the law that governs these terms and the place of jurisdiction of ${legalName}. -->`,
    ],
    [
      'privacy',
      'Privacy statement',
      `${legalName} is responsible for the processing of your personal data on ${name}.

## What we process, and why

- **Your account** (name, email address, password hash, language): to give you access (your contract with us).
- **Your profile and CV** (experience, skills, availability, rate, the documents you upload): to match you with projects and to send your applications to the clients you apply to.
- **Your applications and pool memberships**: to follow them up with you and the client.
- **Security data** (devices you use, sessions, login attempts): to protect your account (our legitimate interest).
- **Your agreements** to these terms and this statement, with their version and time: to prove them.

## Who receives your data

The client of a project you apply to receives your application. Service providers that host the
portal and send our emails process data on our behalf, under contract.

## How long we keep it

As long as you have an account. When you delete it, we erase or anonymise your personal data,
except what the law obliges us to keep.

## Your rights

You can access, correct, download ("Download my data" in your account) and delete your data,
restrict or object to its processing, and withdraw any consent. You can also complain to a data
protection authority.

## Cookies

Only cookies the portal needs: your login, your language and the identifier of your browser for
trusted devices. No advertising cookies.

## Contact

[${contact}](mailto:${contact})
<!-- Add the postal address of ${legalName} and, if it has one, the contact of its data protection officer. -->`,
    ],
    [
      'imprint',
      'Imprint',
      `${name} is a service of **${legalName}**.

Email: [${contact}](mailto:${contact})
<!-- Add what the law of your country requires: postal address, representatives, commercial register and number, VAT number. -->`,
    ],
    [
      'accessibility',
      'Accessibility statement',
      `We want everyone to be able to use ${name}. The portal is built to meet the Web Content
Accessibility Guidelines (WCAG) 2.2 at level AA: it works with a keyboard and with screen readers,
its colours have enough contrast, and every page is tested with automated accessibility checks.

## Known limitations

Documents that others upload, such as project descriptions from clients, may not be fully accessible.

## Feedback

If something is hard to use, tell us at [${contact}](mailto:${contact}). We answer within two weeks.`,
    ],
    [
      'help',
      'Help & FAQ',
      `## How do I create an account?

Choose **Sign up**, enter your name, email address and a password, and confirm your address with
the link we email you.

## I did not receive the email.

Check your spam folder. In the banner at the top of the portal, choose **Email not received?** to
send it again or to correct your address.

## How do I apply to a project?

Open the project and choose **Apply**. Answer the questions, pick or upload your CV (PDF), add a
motivation and your rate, and send. You can follow every application in **Applications**.

## What are talent pools?

Groups of talent for a kind of work. Join a pool to hear about its projects first; you can switch
its job emails off or leave it at any time.

## Which emails do you send, and how do I stop them?

Emails about your account and applications, and, if you want them, job emails. Every email has a
link to manage them without logging in.

## How do I download or delete my data?

In your account: **Download my data** and **Delete my account**. See our [privacy statement](/privacy).

## Something else?

Write to [${contact}](mailto:${contact}).`,
    ],
  ];
}

/** A page file: front matter (title, date) and the Markdown, formatted as Prettier formats Markdown. */
const pageFile = (title: string, published: string, markdown: string) =>
  `---\ntitle: '${title.replaceAll("'", "''")}'\npublished: ${published}\n---\n\n${markdown}\n`;

/** The footer links of a new tenant: terms and privacy left, the other pages right. */
const STARTER_LINKS = [
  ['/terms', 'Terms of use', 'left'],
  ['/privacy', 'Privacy statement', 'left'],
  ['/pages/imprint', 'Imprint', 'right'],
  ['/pages/accessibility', 'Accessibility', 'right'],
  ['/pages/help', 'Help & FAQ', 'right'],
] as const;

const write = (path: string, content: string | Buffer) => writeFileSync(path, content);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Creates `dir/<id>/` with a tenant that passes validation; throws if the folder exists. Its
 * content pages are published today as version `<year>-<month>`.
 */
export function scaffoldTenant(dir: string, options: ScaffoldOptions): string {
  const { id } = options;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`Tenant id "${id}": use lowercase letters, digits and dashes`);
  const folder = join(dir, id);
  if (existsSync(folder)) throw new Error(`tenants/${id} already exists`);
  const name = options.name ?? id.charAt(0).toUpperCase() + id.slice(1);
  const color = options.primaryColor ?? '#0052cc';
  const host = options.host ?? `${id}.localhost`;
  const legalName = `${name} Ltd`;
  for (const sub of ['logos', 'messages', 'cms']) mkdirSync(join(folder, sub), { recursive: true });

  write(
    join(folder, 'tenant.json'),
    json({
      context: {
        id,
        name,
        talentDomainName: host,
        languages: [{ iso: 'en', name: 'English' }],
        primaryColor: color,
        talentLogo: 'logos/talent.svg',
        projectLogo: 'logos/project.svg',
        ogImage: 'logos/og.png',
        legalEntity: { name: legalName, show_logo: true, logo: 'logos/legal-entity.svg' },
        reCaptchaSiteKey: null,
        reCaptchaIsEnabled: false,
      },
      // Every config key with its default (spec §3), so the options are visible where they are set.
      config: DEFAULT_CLIENT_CONFIG,
      hidePublicLinkBlocks: false,
    }),
  );
  write(join(folder, 'theme.json'), json({ radius: 'medium', header: 'surface' }));
  write(join(folder, 'logos/talent.svg'), logoSvg(name, color, true));
  write(join(folder, 'logos/project.svg'), logoSvg(name, color, false));
  write(join(folder, 'logos/legal-entity.svg'), logoSvg(legalName, '#1b1f24', true));
  write(join(folder, 'logos/og.png'), solidPng(1200, 630, color));
  write(join(folder, 'messages/en.json'), json({ 'footer.copyright': `© ${name}` }));
  write(join(folder, 'cms/categories.json'), json([]));
  write(join(folder, 'onboarding.json'), json(DEFAULT_ONBOARDING));
  write(
    join(folder, 'cms/links.json'),
    json(
      STARTER_LINKS.map(([url, label, side], i) => ({
        id: i + 1,
        link_url: url,
        link_label: label,
        link_follow: true,
        show_footer_left: side === 'left',
        show_footer_right: side === 'right',
        link_language: 'en',
        link_target: null,
        link_on_tux: true,
      })),
    ),
  );
  const published = (options.today ?? new Date()).toISOString().slice(0, 10);
  for (const [slug, title, markdown] of starterPages({ name, legalName, host })) {
    mkdirSync(join(folder, 'cms/pages', slug), { recursive: true });
    write(join(folder, 'cms/pages', slug, `${published.slice(0, 7)}.en.md`), pageFile(title, published, markdown));
  }
  return folder;
}
