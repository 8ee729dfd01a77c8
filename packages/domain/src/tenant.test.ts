import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, DEFAULT_LEGAL_ENTITY_CONFIG } from './config.ts';
import type { CmsLink } from './entities.ts';
import { footerLinks } from './footerLinks.ts';
import { cmsCategorySchema, cmsLinkSchema, parseTenant, tenantSchema } from './tenant.ts';

const context = {
  id: 'acme',
  name: 'Acme Talent',
  talentDomainName: 'acme.localhost',
  languages: [{ iso: 'en', name: 'English' }],
  primaryColor: '#0052cc',
  talentLogo: 'logos/talent.svg',
  projectLogo: 'logos/project.svg',
  ogImage: 'logos/og.png',
  legalEntity: { name: 'Acme GmbH', show_logo: false, logo: null },
  reCaptchaSiteKey: null,
  reCaptchaIsEnabled: false,
};

function issuePaths(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => v.getDotPath(i) ?? '');
}

describe('tenantSchema', () => {
  it('applies the config defaults and the presentation defaults', () => {
    const tenant = parseTenant({ context });
    expect(tenant.config).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(tenant.legalEntityConfig).toEqual(DEFAULT_LEGAL_ENTITY_CONFIG);
    expect(tenant.hidePublicLinkBlocks).toBe(false);
    expect(tenant.context.talentDomainName).toBe('acme.localhost');
  });

  it('keeps the values a tenant sets', () => {
    const tenant = parseTenant({ context, config: { publicSearchDisabled: true }, hidePublicLinkBlocks: true });
    expect(tenant.config.publicSearchDisabled).toBe(true);
    expect(tenant.hidePublicLinkBlocks).toBe(true);
  });

  it('names the bad key: unknown keys, a bad context field, a bad config value', () => {
    expect(issuePaths(tenantSchema, { context, colour: 'red' })).toEqual(['colour']);
    expect(issuePaths(tenantSchema, { context: { ...context, primaryColor: 'blue' } })).toEqual([
      'context.primaryColor',
    ]);
    expect(issuePaths(tenantSchema, { context, config: { currencies: ['euro'] } })).toEqual(['config.currencies.0']);
    expect(issuePaths(tenantSchema, { context, hidePublicLinkBlocks: 'yes' })).toEqual(['hidePublicLinkBlocks']);
    expect(issuePaths(tenantSchema, {})).toEqual(['context']);
  });

  it('throws on an invalid tenant', () => {
    let error: unknown;
    try {
      parseTenant({ context: { ...context, languages: [] } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(v.ValiError);
  });
});

const category = {
  id: 3,
  slug: 'software-development',
  default_image: 'categories/dev.svg',
  translations: [{ language_code: 'en', name: 'Software development', image: null, description: 'Code.' }],
};

describe('cmsCategorySchema', () => {
  it('accepts a CMS category and defaults the optional images and description to null', () => {
    expect(v.parse(cmsCategorySchema, category)).toEqual(category);
    const bare = v.parse(cmsCategorySchema, {
      id: 1,
      slug: 'it',
      translations: [{ language_code: 'de-CH', name: 'IT' }],
    });
    expect(bare.default_image).toBeNull();
    expect(bare.translations[0]).toEqual({ language_code: 'de-CH', name: 'IT', image: null, description: null });
  });

  it.each([
    ['id', { ...category, id: 0 }],
    ['id', { ...category, id: 1.5 }],
    ['slug', { ...category, slug: 'Software Development' }],
    ['slug', { ...category, slug: 'dev-' }],
    ['translations', { ...category, translations: [] }],
    ['translations.0.language_code', { ...category, translations: [{ language_code: 'eng', name: 'X' }] }],
    ['translations.0.language_code', { ...category, translations: [{ language_code: 'de-ch', name: 'X' }] }],
    ['translations.0.name', { ...category, translations: [{ language_code: 'en', name: '  ' }] }],
    ['extra', { ...category, extra: 1 }],
  ])('rejects a bad %s', (path, input) => {
    expect(issuePaths(cmsCategorySchema, input)).toEqual([path]);
  });
});

const link: CmsLink = {
  id: 1,
  link_url: '/terms',
  link_label: 'Terms',
  link_follow: true,
  show_footer_left: true,
  show_footer_right: false,
  link_language: 'en',
  link_target: '_self',
  link_on_tux: true,
};

describe('cmsLinkSchema', () => {
  it('accepts a CMS link; the target defaults to null', () => {
    expect(v.parse(cmsLinkSchema, link)).toEqual(link);
    const { link_target: _, ...withoutTarget } = link;
    expect(v.parse(cmsLinkSchema, withoutTarget).link_target).toBeNull();
  });

  it.each([
    ['link_url', { ...link, link_url: ' ' }],
    ['link_label', { ...link, link_label: '' }],
    ['link_target', { ...link, link_target: '_top' }],
    ['link_language', { ...link, link_language: 'EN' }],
    ['link_on_tux', { ...link, link_on_tux: 'true' }],
    ['id', { ...link, id: -1 }],
  ])('rejects a bad %s', (path, input) => {
    expect(issuePaths(cmsLinkSchema, input)).toEqual([path]);
  });
});

describe('footerLinks', () => {
  const links: CmsLink[] = [
    link,
    { ...link, id: 2, show_footer_left: false, show_footer_right: true },
    { ...link, id: 3, show_footer_right: true },
    { ...link, id: 4, link_language: 'de' },
    { ...link, id: 5, link_on_tux: false },
  ];

  it('keeps the links of the locale shown on the portal, split into left and right', () => {
    const { left, right } = footerLinks(links, 'en');
    expect(left.map((l) => l.id)).toEqual([1, 3]);
    expect(right.map((l) => l.id)).toEqual([2, 3]);
  });

  it('uses only the locale given', () => {
    expect(footerLinks(links, 'de')).toEqual({ left: [links[3]], right: [] });
    expect(footerLinks(links, 'fr')).toEqual({ left: [], right: [] });
  });
});
