// The tenant's content pages (terms, privacy, imprint, help…) from its CMS folder: listed and read
// per locale with the fallback languages, sanitised, in their current version (the newest already
// published), published by adding files while the server runs; broken files are refused.
import type { components } from '@talent/api-client';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/bootstrap/config.ts';
import { createServer } from '../src/bootstrap/server.ts';
import { registerAndLogin } from './accounts.ts';
import { ALPHA, BETA, publishCmsPage, startTestServer, WAIT_FOR, tenantsDir } from './harness.ts';
import type { PageText, TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

const tenants = tenantsDir({});
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir, TENANTS_WATCH: 'false' } });
});
afterAll(async () => {
  await server?.close();
  tenants.remove();
});

const list = (locale: string, host = ALPHA) =>
  server.call<Schemas['CmsPageList']>('listCmsPages', { host, query: { locale } });
const page = (slug: string, locale: string, host = ALPHA) =>
  server.call<Schemas['CmsPage']>('getCmsPage', { host, path: { slug }, query: { locale } });
const publish = (slug: string, version: string, published: string, texts: readonly PageText[]) =>
  publishCmsPage({ dir: tenants.dir, tenant: 'alpha', slug, version, published, texts }, server);

describe('listCmsPages', () => {
  it('lists the current version of every page in the locale, falling back to the tenant language', async () => {
    const response = await list('de');
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      {
        slug: 'help',
        title: 'Hilfe & FAQ',
        version: '2026-01',
        language: 'de',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        slug: 'imprint',
        title: 'Imprint',
        version: '2026-01',
        language: 'en',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        slug: 'privacy',
        title: 'Datenschutzerklärung',
        version: '2026-01',
        language: 'de',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
      {
        slug: 'terms',
        title: 'Nutzungsbedingungen',
        version: '2026-01',
        language: 'de',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('serves each tenant its own pages (beta: French first)', async () => {
    const response = await list('nl', BETA);
    expect(response.body.results.map((p) => [p.slug, p.title, p.language])).toEqual([
      ['privacy', 'Privacybeleid', 'nl'],
      ['terms', 'Gebruiksvoorwaarden', 'nl'],
    ]);
  });

  it('refuses a locale the tenant does not offer (400 validation.locale)', async () => {
    const response = await server.call<Problem>('listCmsPages', { query: { locale: 'fr' } });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual([{ field: 'locale', messages: ['validation.locale'] }]);
    expect((await server.call('listCmsPages')).status).toBe(400);
  });
});

describe('getCmsPage', () => {
  it('renders the Markdown to HTML, the title from the front matter, headings below the page’s h1', async () => {
    const response = await page('terms', 'en');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      slug: 'terms',
      title: 'Terms of use',
      version: '2026-01',
      language: 'en',
      publishedAt: '2026-01-01T00:00:00.000Z',
      html:
        '<h2>Using Alpha Staffing</h2>\n<p>These terms apply to every talent account of <strong>Alpha Staffing GmbH</strong>.</p>\n' +
        '<h2>Your account</h2>\n<p>Keep your password to yourself. Read our <a href="/privacy">privacy statement</a>.</p>',
    });
  });

  it('answers in the locale, else its fallback: uk → en (the tenant’s first language)', async () => {
    expect((await page('terms', 'uk')).body).toMatchObject({ title: 'Умови використання', language: 'uk' });
    expect((await page('privacy', 'uk')).body).toMatchObject({ title: 'Privacy statement', language: 'en' });
    expect((await page('imprint', 'de')).body).toMatchObject({ title: 'Imprint', language: 'en' });
    const imprint = await page('imprint', 'de');
    expect(imprint.body.html).toContain('<a href="mailto:legal@alpha.test">legal@alpha.test</a>');
  });

  it('answers 404 for a page the tenant does not have, and for another tenant’s page', async () => {
    for (const [slug, host] of [
      ['cookies', ALPHA],
      ['imprint', BETA],
    ] as const) {
      const response = await server.call<Problem>('getCmsPage', {
        host,
        path: { slug },
        query: { locale: host === ALPHA ? 'en' : 'fr' },
      });
      expect(response.status).toBe(404);
      expect(response.body.messages).toEqual(['error.notFound']);
    }
  });

  it('refuses a malformed slug and a foreign locale (400)', async () => {
    for (const slug of ['Terms', 'terms_of_use', '-terms', 'x'.repeat(65)]) {
      expect((await page(slug, 'en')).status).toBe(400);
    }
    expect((await page('terms', 'fr')).status).toBe(400);
  });

  it('never lets a script, an event handler or a javascript: link through', async () => {
    publish('safety', '1', '2026-01-01', [
      {
        language: 'en',
        title: 'Safety',
        markdown: [
          '# Big heading',
          '<script>alert("script")</script>',
          '<!-- A note for editors: never shown. -->',
          '<img src="x" onerror="alert(1)"> <iframe src="https://evil.example"></iframe>',
          '<p onclick="alert(2)" style="color:red">Styled</p>',
          '[js](javascript:alert(3)) [data](data:text/html,hi) [elsewhere](//evil.example/x)',
          '[site](https://example.com/about) [help](/pages/help) [call](tel:+4930123456)',
          '###### Small heading',
          '| A | B |\n|---|:-:|\n| 1 | 2 |',
        ].join('\n\n'),
      },
    ]);
    const { html } = (await page('safety', 'en')).body;
    expect(html).not.toMatch(/<script|alert\(|onerror|onclick|<iframe|<img|javascript:|data:|style=|<!--|editors/i);
    expect(html).toContain('<h2>Big heading</h2>');
    expect(html).toContain('<h4>Small heading</h4>');
    expect(html).toContain('<p>Styled</p>');
    expect(html).toContain('<a>js</a> <a>data</a> <a>elsewhere</a>');
    expect(html).toContain('<a href="https://example.com/about" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/pages/help">help</a> <a href="tel:+4930123456">call</a>');
    expect(html).toContain('<th>A</th>\n<th align="center">B</th>');
  });
});

describe('versions', () => {
  it('is the newest version already published; one dated in the future is not current yet', async () => {
    const text = (version: string) => [{ language: 'en', title: `Help ${version}`, markdown: `Version ${version}.` }];
    publish('help', '2026-05', '2026-05-01', text('2026-05'));
    publish('help', '2099-01', '2099-01-01', text('2099-01'));
    const current = await page('help', 'en');
    expect(current.body).toMatchObject({ version: '2026-05', title: 'Help 2026-05', html: '<p>Version 2026-05.</p>' });
    // German readers get the current version in English, not the older German one.
    expect((await page('help', 'de')).body).toMatchObject({ version: '2026-05', language: 'en' });
    expect((await list('en')).body.results.find((p) => p.slug === 'help')!.version).toBe('2026-05');
  });

  it('hides a page whose only version is not published yet', async () => {
    publish('accessibility', '2099-01', '2099-01-01', [{ language: 'en', title: 'Accessibility', markdown: 'Soon.' }]);
    expect((await page('accessibility', 'en')).status).toBe(404);
    expect((await list('en')).body.results.map((p) => p.slug)).not.toContain('accessibility');
  });

  it('publishing new terms asks a talent who agreed to the old ones again; agreeing clears it', async () => {
    const tokens = await registerAndLogin(server, 'content@example.com');
    const needs = async () =>
      (await server.call<Schemas['LegalNeeds']>('getLegalNeedsToAgree', { token: tokens.access_token })).body;
    expect(await needs()).toEqual({ terms: false, privacy: false });
    publish('terms', '2026-11', '2026-11-01', [
      { language: 'en', title: 'Terms of use', markdown: 'The new terms.' },
      { language: 'de', title: 'Nutzungsbedingungen', markdown: 'Die neuen Bedingungen.' },
    ]);
    expect((await page('terms', 'de')).body).toMatchObject({
      version: '2026-11',
      html: '<p>Die neuen Bedingungen.</p>',
    });
    expect(await needs()).toEqual({ terms: true, privacy: false });
    const agreed = await server.call('agreeToLegal', { token: tokens.access_token, query: { terms: true } });
    expect(agreed.status).toBe(204);
    expect(await needs()).toEqual({ terms: false, privacy: false });
  });
});

describe('a broken page', () => {
  it('is refused by the reload: the tenant’s last good version keeps serving', async () => {
    const file = join(tenants.dir, 'alpha', 'cms', 'pages', 'imprint', '2026-12.en.md');
    writeFileSync(file, '---\ntitle: Imprint\n---\n\nNo date.\n');
    try {
      const reload = server.server.context.tenants.reload(server.server.app.log, new Set(['alpha']));
      expect(reload.refused).toEqual([
        {
          id: 'alpha',
          reason: expect.stringContaining('cms/pages/imprint/2026-12.en.md: published Invalid key') as string,
        },
      ]);
      expect((await page('imprint', 'en')).body).toMatchObject({ version: '2026-01', title: 'Imprint' });
    } finally {
      rmSync(file);
    }
  });

  it('stops the start of a server', async () => {
    const broken = tenantsDir({});
    try {
      writeFileSync(
        join(broken.dir, 'beta', 'cms', 'pages', 'terms', '2026-02.de.md'),
        '---\ntitle: x\npublished: 2026-02-01\n---\nx',
      );
      // The tenants are read before the database opens: no database is needed to see it fail.
      const config = loadConfig({ TENANTS_DIR: broken.dir, DEFAULT_TENANT: 'alpha', JWT_SECRET: 'x'.repeat(40) });
      await expect(createServer(config)).rejects.toThrow(
        /beta.*cms\/pages\/terms\/2026-02\.de\.md: "de" is not one of the tenant's languages/,
      );
    } finally {
      broken.remove();
    }
  });
});

describe('a server watching its tenant folders', () => {
  it('publishes a version added to the folder, without a restart', async () => {
    const watched = tenantsDir({});
    const other = await startTestServer({ env: { TENANTS_DIR: watched.dir, TENANTS_WATCH: 'true' } });
    try {
      publishCmsPage({
        dir: watched.dir,
        tenant: 'beta',
        slug: 'privacy',
        version: '2026-10',
        published: '2026-10-01',
        texts: [{ language: 'fr', title: 'Confidentialité', markdown: 'Nouvelle version.' }],
      });
      const version = await vi.waitFor(
        async () => {
          const response = await other.call<Schemas['CmsPage']>('getCmsPage', {
            host: BETA,
            path: { slug: 'privacy' },
            query: { locale: 'fr' },
          });
          expect(response.body.version).toBe('2026-10');
          return response.body.version;
        },
        { ...WAIT_FOR, timeout: 10_000 },
      );
      expect(version).toBe('2026-10');
    } finally {
      await other.close();
      watched.remove();
    }
  });
});
