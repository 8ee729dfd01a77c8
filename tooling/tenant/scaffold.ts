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

const write = (path: string, content: string | Buffer) => writeFileSync(path, content);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Creates `dir/<id>/` with a tenant that passes validation; throws if the folder exists. */
export function scaffoldTenant(dir: string, options: ScaffoldOptions): string {
  const { id } = options;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`Tenant id "${id}": use lowercase letters, digits and dashes`);
  const folder = join(dir, id);
  if (existsSync(folder)) throw new Error(`tenants/${id} already exists`);
  const name = options.name ?? id.charAt(0).toUpperCase() + id.slice(1);
  const color = options.primaryColor ?? '#0052cc';
  for (const sub of ['logos', 'messages', 'cms']) mkdirSync(join(folder, sub), { recursive: true });

  write(
    join(folder, 'tenant.json'),
    json({
      context: {
        id,
        name,
        talentDomainName: options.host ?? `${id}.localhost`,
        languages: [{ iso: 'en', name: 'English' }],
        primaryColor: color,
        talentLogo: 'logos/talent.svg',
        projectLogo: 'logos/project.svg',
        ogImage: 'logos/og.png',
        legalEntity: { name: `${name} Ltd`, show_logo: true, logo: 'logos/legal-entity.svg' },
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
  write(join(folder, 'logos/legal-entity.svg'), logoSvg(`${name} Ltd`, '#1b1f24', true));
  write(join(folder, 'logos/og.png'), solidPng(1200, 630, color));
  write(join(folder, 'messages/en.json'), json({ 'footer.copyright': `© ${name}` }));
  write(join(folder, 'cms/categories.json'), json([]));
  write(join(folder, 'onboarding.json'), json(DEFAULT_ONBOARDING));
  write(
    join(folder, 'cms/links.json'),
    json(
      ['terms', 'privacy'].map((page, i) => ({
        id: i + 1,
        link_url: `/${page}`,
        link_label: page === 'terms' ? 'Terms of use' : 'Privacy policy',
        link_follow: true,
        show_footer_left: true,
        show_footer_right: false,
        link_language: 'en',
        link_target: null,
        link_on_tux: true,
      })),
    ),
  );
  return folder;
}
