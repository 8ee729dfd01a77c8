// @vitest-environment node
// `npm test` validates every tenant folder with these checks, and proves the checks and the
// scaffold work on folders made for the purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseOnboardingStructure, visibleOnboardingSteps } from '@talent/domain';
import { contrastRatio, makeTheme } from '@talent/ui';
import { DEFAULT_ONBOARDING, scaffoldTenant } from './scaffold.ts';
import { TENANTS_DIR, readTenantFolder, tenantIds } from './tenantFolder.ts';

const ids = tenantIds();

describe.each(ids)('tenants/%s', (id) => {
  const report = readTenantFolder(id);

  it('is valid: tenant.json, theme.json, logos, message overrides and CMS files', () => {
    expect(report.problems).toEqual([]);
  });

  it('has a theme whose adjustments (if any) are reported and meet AA', () => {
    for (const warning of report.warnings) {
      // Printed in the test output: a tenant colour that had to change is worth a designer's look.
      console.warn(`[tenant ${id}] ${warning.message}`);
      expect(warning.ratio).toBeGreaterThanOrEqual(4.5);
    }
    const values = makeTheme(report.tokens!);
    expect(contrastRatio(values.color.onPrimary, values.color.primary)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the shipped tenants', () => {
  const tenants = ids.map((id) => readTenantFolder(id).tenant!);

  it('are the three example clients, each on its own host', () => {
    expect(ids).toEqual(['acme', 'globex', 'initech']);
    expect(tenants.map((t) => t.context.talentDomainName)).toEqual([
      'acme.localhost',
      'globex.localhost',
      'initech.localhost',
    ]);
  });

  it('look and behave differently: colours, languages, public search, verifications, currencies', () => {
    const distinct = (f: (t: (typeof tenants)[number]) => unknown) =>
      new Set(tenants.map((t) => JSON.stringify(f(t)))).size;
    expect(distinct((t) => t.context.primaryColor)).toBe(3);
    expect(distinct((t) => t.context.languages.map((l) => l.iso))).toBe(3);
    expect(distinct((t) => t.config.requiredVerifications)).toBe(3);
    expect(distinct((t) => t.config.currencies)).toBe(3);
    expect(tenants.map((t) => t.config.publicSearchDisabled)).toContain(true);
    expect(tenants.map((t) => t.config.publicSearchDisabled)).toContain(false);
    const logos = ids.map((id, i) => readFileSync(join(TENANTS_DIR, id, tenants[i]!.context.talentLogo), 'utf8'));
    expect(new Set(logos).size).toBe(3);
  });

  it('onboard differently: each its own steps, and what sets them apart', () => {
    const structures = ids.map((id) =>
      parseOnboardingStructure(JSON.parse(readFileSync(join(TENANTS_DIR, id, 'onboarding.json'), 'utf8'))),
    );
    const stepNames = structures.map((rows) => visibleOnboardingSteps(rows, 'long').map((step) => step.name));
    expect(new Set(stepNames.map((names) => names.join())).size).toBe(3);
    const [acme, globex, initech] = structures as [
      (typeof structures)[0],
      (typeof structures)[0],
      (typeof structures)[0],
    ];
    const types = (rows: typeof acme) => rows.map((row) => row.type);
    expect(types(acme)).toEqual(expect.arrayContaining(['categories', 'pools']));
    expect(types(globex)).toEqual(expect.arrayContaining(['security_id', 'select']));
    expect(initech.find((row) => row.type === 'home_address')?.hideByCountry).toEqual(['UA']);
    expect(types(initech)).toContain('checkbox');
    // Each also has a short onboarding (a job saved before login), smaller than the long one.
    for (const rows of structures) {
      const short = visibleOnboardingSteps(rows, 'short').flatMap((step) => step.entries);
      expect(short.length).toBeGreaterThan(0);
      expect(short.length).toBeLessThan(visibleOnboardingSteps(rows, 'long').flatMap((s) => s.entries).length);
    }
  });
});

describe('tenant folder checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const edit = (path: string, change: (value: Record<string, unknown>) => unknown) => {
    const file = join(dir, path);
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
  };
  /** Makes a scaffolded (English) tenant speak German too. */
  const speakGerman = (id: string) =>
    edit(`${id}/tenant.json`, (t) => ({
      ...t,
      context: {
        ...(t['context'] as object),
        languages: [
          { iso: 'en', name: 'English' },
          { iso: 'de', name: 'Deutsch' },
        ],
      },
    }));

  it('scaffolds a folder that passes every check, with the config defaults written out', () => {
    scaffoldTenant(dir, { id: 'newco', name: 'NewCo', primaryColor: '#b00020' });
    const report = readTenantFolder('newco', dir);
    expect(report.problems).toEqual([]);
    expect(report.tenant?.context).toMatchObject({ id: 'newco', name: 'NewCo', talentDomainName: 'newco.localhost' });
    const written = JSON.parse(readFileSync(join(dir, 'newco/tenant.json'), 'utf8')) as { config: object };
    expect(Object.keys(written.config)).toContain('requiredVerifications');
    expect(tenantIds(dir)).toEqual(['newco']);
  });

  it('scaffolds a default onboarding: the names and country required, short a part of long', () => {
    scaffoldTenant(dir, { id: 'onboarded' });
    const rows = parseOnboardingStructure(JSON.parse(readFileSync(join(dir, 'onboarded/onboarding.json'), 'utf8')));
    expect(rows).toEqual(DEFAULT_ONBOARDING);
    expect(visibleOnboardingSteps(rows, 'long').map((step) => [step.name, step.sequence])).toEqual([
      ['Personal details', 1],
      ['Your CV', 2],
      ['Experience', 3],
      ['Availability', 4],
    ]);
    const required = rows.filter((row) => row.form?.required).map((row) => row.type);
    expect(required).toEqual(['first_name', 'last_name', 'residence_country']);
  });

  it('reports a broken onboarding.json by row, and labels missing a tenant language', () => {
    scaffoldTenant(dir, { id: 'flow' });
    speakGerman('flow');
    writeFileSync(join(dir, 'flow/messages/de.json'), '{}');
    // The starter pages are English only: this test is about onboarding.json.
    const problems = () => readTenantFolder('flow', dir).problems.filter((p) => !p.startsWith('cms/pages/'));
    const rows = [...DEFAULT_ONBOARDING];
    const write = (content: unknown) => writeFileSync(join(dir, 'flow/onboarding.json'), JSON.stringify(content));
    const question = (id: number, extra: object) => ({
      id,
      stepName: 'Consent',
      sequence: 9,
      rowNumber: id,
      showOn: ['long'],
      ...extra,
    });
    const contract = question(51, {
      type: 'select',
      form: { label: { en: 'Contract', de: 'Vertrag' }, options: [{ value: 'a', label: { en: 'A' } }] },
    });
    write([...rows.slice(0, 2), { ...rows[2]!, form: { rules: 'required|maximum:3' } }]);
    expect(problems()).toEqual([
      'onboarding.json: row 3 ("Personal details" › professional_title): form.rules: Expected validation rules such as "required|max:50" (see parseRules)',
    ]);
    write([...rows, question(50, { type: 'checkbox' }), contract]);
    expect(problems()).toEqual([
      'onboarding.json: row 50 ("Consent" › checkbox): a question needs form.label (there is no built-in label)',
    ]);
    write([...rows, contract]);
    expect(problems()).toEqual(['onboarding.json: row 51: form.options.0.label has no text in de']);
    writeFileSync(join(dir, 'flow/onboarding.json'), '{ not json');
    expect(problems()).toEqual([expect.stringMatching(/^onboarding\.json: .*JSON/)]);
  });

  it('scaffolds starter pages published today, every footer link leading to one of them', () => {
    scaffoldTenant(dir, {
      id: 'paged',
      name: 'Paged',
      host: 'talent.paged.example',
      today: new Date('2026-03-09T15:00:00Z'),
    });
    const file = readFileSync(join(dir, 'paged/cms/pages/imprint/2026-03.en.md'), 'utf8');
    expect(file).toMatch(
      /^---\ntitle: 'Imprint'\npublished: 2026-03-09\n---\n\nPaged is a service of \*\*Paged Ltd\*\*\./,
    );
    expect(file).toContain('[talent@talent.paged.example](mailto:talent@talent.paged.example)');
    const links = JSON.parse(readFileSync(join(dir, 'paged/cms/links.json'), 'utf8')) as { link_url: string }[];
    expect(links.map((link) => link.link_url)).toEqual([
      '/terms',
      '/privacy',
      '/pages/imprint',
      '/pages/accessibility',
      '/pages/help',
    ]);
    expect(readTenantFolder('paged', dir, Date.parse('2026-03-09T00:00:00Z')).problems).toEqual([]);
    // The day before, nothing is published yet: the terms and privacy statement are missing.
    expect(readTenantFolder('paged', dir, Date.parse('2026-03-08T23:59:59Z')).problems).toEqual([
      'cms/pages/terms/: no version published yet (talent agree to the terms of use when they sign up)',
      'cms/pages/privacy/: no version published yet (talent agree to the privacy statement when they sign up)',
    ]);
  });

  it('reports bad pages, versions missing a tenant language, and footer links to no page', () => {
    scaffoldTenant(dir, { id: 'pages', today: new Date('2026-01-15T00:00:00Z') });
    speakGerman('pages');
    const pages = join(dir, 'pages/cms/pages');
    for (const slug of ['terms', 'privacy', 'imprint', 'accessibility', 'help']) {
      const english = readFileSync(join(pages, slug, '2026-01.en.md'), 'utf8');
      writeFileSync(join(pages, slug, '2026-01.de.md'), english);
    }
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(readTenantFolder('pages', dir, now).problems).toEqual([]);

    writeFileSync(join(pages, 'help/2026-02.en.md'), '---\ntitle: Help\npublished: 2026-02-01\n---\n\nNew help.\n');
    writeFileSync(join(pages, 'help/notes.txt'), 'an editor’s notes');
    rmSync(join(pages, 'privacy'), { recursive: true });
    edit('pages/cms/links.json', (links) => [
      ...(links as unknown as object[]),
      { ...(links as unknown as object[])[0], id: 6, link_url: '/pages/faq' },
      { ...(links as unknown as object[])[0], id: 7, link_url: '/en/imprint' },
      { ...(links as unknown as object[])[0], id: 8, link_url: '/projects?any=java' },
      { ...(links as unknown as object[])[0], id: 9, link_url: 'https://example.com/jobs' },
    ]);
    expect(readTenantFolder('pages', dir, now).problems).toEqual([
      'cms/pages/help/notes.txt: must be named <slug>/<version>.<language>.md (slug and version: a-z, 0-9, "-", version also ".")',
      'cms/pages/help/2026-02.*.md: no text in de',
      'cms/pages/privacy/: no version published yet (talent agree to the privacy statement when they sign up)',
      'cms/links.json: link 2 leads to "/privacy", which is no page of the portal (content pages are /terms, /privacy and /pages/<slug> of cms/pages/)',
      'cms/links.json: link 6 leads to "/pages/faq", which is no page of the portal (content pages are /terms, /privacy and /pages/<slug> of cms/pages/)',
      'cms/links.json: link 7 leads to "/en/imprint", which is no page of the portal (content pages are /terms, /privacy and /pages/<slug> of cms/pages/)',
    ]);
  });

  it('refuses a bad id and an existing folder', () => {
    const messageOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(messageOf(() => scaffoldTenant(dir, { id: 'Bad Id' }))).toContain('use lowercase letters');
    scaffoldTenant(dir, { id: 'twice' });
    expect(messageOf(() => scaffoldTenant(dir, { id: 'twice' }))).toBe('tenants/twice already exists');
  });

  it('reports a folder name that differs from the id, missing or wrong logos, and bad JSON', () => {
    cpSync(join(TENANTS_DIR, 'acme'), join(dir, 'other'), { recursive: true });
    edit('other/tenant.json', (t) => ({
      ...t,
      context: {
        ...(t['context'] as object),
        talentLogo: 'logos/missing.svg',
        projectLogo: '../acme/logos/project.svg',
        ogImage: 'logos/talent.svg',
      },
    }));
    writeFileSync(
      join(dir, 'other/messages/en.json'),
      '{ "a": 1, "b": "Hello {name", "c": "{count, plural, one {# job} other {# jobs}}" }',
    );
    writeFileSync(join(dir, 'other/messages/fr.json'), '{}');
    writeFileSync(join(dir, 'other/theme.json'), '{ "radius": "huge" }');
    edit('other/cms/links.json', (links) => [{ ...(links as unknown as object[])[0], link_language: 'fr' }]);
    const problems = readTenantFolder('other', dir).problems;
    expect(problems).toEqual([
      'tenant.json: context.id "acme" must equal the folder name "other"',
      'tenant.json: context.talentLogo: file "logos/missing.svg" does not exist',
      'tenant.json: context.projectLogo: "../acme/logos/project.svg" must be a path inside the tenant folder',
      'tenant.json: context.ogImage: "logos/talent.svg" must be a PNG file',
      expect.stringMatching(/^theme\.json: radius: /),
      'messages/en.json: "a" must be a string',
      'messages/en.json: "b" is not a valid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'messages/fr.json: "fr" is not one of the tenant\'s languages (en, de)',
      'cms/links.json: link 1 is for "fr", not a tenant language',
    ]);
  });

  it('reports schema errors of tenant.json and CMS files with their paths', () => {
    scaffoldTenant(dir, { id: 'broken' });
    edit('broken/tenant.json', (t) => ({ ...t, config: { publicSearch: true } }));
    writeFileSync(join(dir, 'broken/cms/categories.json'), JSON.stringify([{ id: 1, slug: 'a', translations: [] }]));
    const problems = readTenantFolder('broken', dir).problems;
    expect(problems[0]).toMatch(/^tenant\.json: config\.publicSearch: /);
    expect(problems).toHaveLength(1);

    edit('broken/tenant.json', (t) => ({ ...t, config: {} }));
    const again = readTenantFolder('broken', dir).problems;
    expect(again).toEqual([expect.stringMatching(/^cms\/categories\.json: 0\.translations: /)]);
  });

  it('rejects SVG logos with scripts, and files that only pretend to be images', () => {
    scaffoldTenant(dir, { id: 'svg' });
    writeFileSync(join(dir, 'svg/logos/talent.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"></svg>');
    writeFileSync(join(dir, 'svg/logos/og.png'), 'not a png');
    expect(readTenantFolder('svg', dir).problems).toEqual([
      'tenant.json: context.talentLogo: "logos/talent.svg" must not contain scripts',
      'tenant.json: context.ogImage: "logos/og.png" must be a PNG file',
    ]);
  });
});
