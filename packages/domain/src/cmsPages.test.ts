import { describe, expect, it } from 'vitest';
import { CMS_PAGE_MAX_MARKDOWN, cmsPagePath, cmsPageText, currentCmsPageVersion, isCmsPageSlug } from './cmsPages.ts';
import { parseCmsPages } from './cmsPageFiles.ts';
import type { CmsPageSource } from './cmsPages.ts';

const LANGUAGES = ['en', 'de'];

function file(path: string, front: string, body = 'Some **text**.'): CmsPageSource {
  return { path, source: `---\n${front}\n---\n${body}\n` };
}

const terms = (version: string, language: string, published: string, title = 'Terms') =>
  file(`terms/${version}.${language}.md`, `title: ${title}\npublished: ${published}`);

describe('parseCmsPages', () => {
  it('reads pages, versions newest first, texts in the order of the tenant languages', () => {
    const { pages, problems } = parseCmsPages(
      [
        terms('2026-01', 'de', '2026-01-01', 'Nutzungsbedingungen'),
        terms('2026-01', 'en', '2026-01-01', 'Terms of use'),
        terms('2026-06', 'en', "'2026-06-15T09:30:00+02:00'"),
        file('help/v1.en.md', 'title: "Help: questions and answers"\npublished: 2025-12-01', '## Account\n\nText.'),
      ],
      LANGUAGES,
    );
    expect(problems).toEqual([]);
    expect(pages).toEqual([
      {
        slug: 'help',
        versions: [
          {
            version: 'v1',
            publishedAt: '2025-12-01T00:00:00.000Z',
            texts: [{ language: 'en', title: 'Help: questions and answers', markdown: '## Account\n\nText.' }],
          },
        ],
      },
      {
        slug: 'terms',
        versions: [
          {
            version: '2026-06',
            publishedAt: '2026-06-15T07:30:00.000Z',
            texts: [{ language: 'en', title: 'Terms', markdown: 'Some **text**.' }],
          },
          {
            version: '2026-01',
            publishedAt: '2026-01-01T00:00:00.000Z',
            texts: [
              { language: 'en', title: 'Terms of use', markdown: 'Some **text**.' },
              { language: 'de', title: 'Nutzungsbedingungen', markdown: 'Some **text**.' },
            ],
          },
        ],
      },
    ]);
  });

  it('accepts a byte order mark, Windows line ends, dotted versions and regional languages', () => {
    const source = '\uFEFF---\r\ntitle: Imprint\r\npublished: 2026-02-03T10:00Z\r\n---\r\n\r\nText\r\n';
    const { pages, problems } = parseCmsPages(
      [
        { path: 'imprint/v1.2.en.md', source },
        { path: 'imprint/v1.2.de-CH.md', source },
      ],
      ['en', 'de-CH'],
    );
    expect(problems).toEqual([]);
    expect(pages[0]!.versions[0]).toMatchObject({ version: 'v1.2', publishedAt: '2026-02-03T10:00:00.000Z' });
    expect(pages[0]!.versions[0]!.texts.map((t) => [t.language, t.markdown])).toEqual([
      ['en', 'Text'],
      ['de-CH', 'Text'],
    ]);
  });

  it('names each bad file and keeps the good ones', () => {
    const cases: [CmsPageSource, string][] = [
      [file('Terms/2026-01.en.md', 'title: T\npublished: 2026-01-01'), 'must be named <slug>/<version>.<language>.md'],
      [file('terms/2026_01.en.md', 'title: T\npublished: 2026-01-01'), 'must be named'],
      [file('terms/2026-01.EN.md', 'title: T\npublished: 2026-01-01'), 'must be named'],
      [file('terms/2026-01.en.txt', 'title: T\npublished: 2026-01-01'), 'must be named'],
      [file('a/b/2026-01.en.md', 'title: T\npublished: 2026-01-01'), 'must be named'],
      [file(`terms/${'9'.repeat(65)}.en.md`, 'title: T\npublished: 2026-01-01'), 'longer than 64 characters'],
      [
        file('terms/2026-01.fr.md', 'title: T\npublished: 2026-01-01'),
        '"fr" is not one of the tenant\'s languages (en, de)',
      ],
      [{ path: 'terms/a.en.md', source: 'title: T\n\nText' }, 'must start with front matter'],
      [{ path: 'terms/b.en.md', source: '---\ntitle: T\npublished: 2026-01-01\n' }, 'must start with front matter'],
      [
        file('terms/c.en.md', 'title: T: x\npublished: 2026-01-01'),
        'the front matter is not valid YAML (Nested mappings',
      ],
      [file('terms/c2.en.md', 'just some words'), ': front matter Invalid type: Expected Object'],
      [
        { path: 'terms/c3.en.md', source: 'Intro\n---\ntitle: T\npublished: 2026-01-01\n---\nText' },
        'must start with front matter',
      ],
      [
        { path: 'terms/c4.en.md', source: '---\ntitle: T\npublished: 2026-01-01\n---x\nText' },
        'must start with front matter',
      ],
      [file('terms/h2.en.md', 'title: T\npublished: x2026-01-01'), 'published must be a date'],
      [file('terms/d.en.md', 'published: 2026-01-01'), 'title Invalid key'],
      [file('terms/e.en.md', 'title: "  "\npublished: 2026-01-01'), 'title Invalid length'],
      [file('terms/f.en.md', `title: ${'x'.repeat(256)}\npublished: 2026-01-01`), 'title Invalid length'],
      [file('terms/g.en.md', 'title: T'), 'published Invalid key'],
      [file('terms/h.en.md', 'title: T\npublished: 2026'), 'published must be a date (2026-01-31) or a moment'],
      [file('terms/i.en.md', 'title: T\npublished: 1 March 2026'), 'published must be a date'],
      [file('terms/j.en.md', 'title: T\npublished: 2026-01-01T10:00'), 'published must be a date'],
      [file('terms/k.en.md', 'title: T\npublished: 2026-13-45'), 'published is no real date'],
      [file('terms/l.en.md', 'title: T\npublished: 2026-01-01\nauthor: me'), 'author Invalid key'],
      [file('terms/m.en.md', ''), 'title Invalid key'],
      [file('terms/n.en.md', 'title: T\npublished: 2026-01-01', '  \n'), 'has no text below the front matter'],
      [
        file('terms/o.en.md', 'title: T\npublished: 2026-01-01', 'x'.repeat(CMS_PAGE_MAX_MARKDOWN + 1)),
        'longer than 100000',
      ],
    ];
    for (const [bad, expected] of cases) {
      const { pages, problems } = parseCmsPages([bad, terms('ok', 'en', '2020-01-01')], LANGUAGES);
      expect(problems, bad.path).toHaveLength(1);
      expect(problems[0], bad.path).not.toContain('\n');
      expect(problems[0], bad.path).toContain(`cms/pages/${bad.path}: `);
      expect(problems[0], bad.path).toContain(expected);
      expect(pages.flatMap((p) => p.versions.map((x) => `${p.slug}/${x.version}`))).toEqual(['terms/ok']);
    }
  });

  it('takes a body of exactly the maximum length and one without a line after the front matter', () => {
    const full = file('terms/a.en.md', 'title: T\npublished: 2026-01-01', 'x'.repeat(CMS_PAGE_MAX_MARKDOWN));
    expect(parseCmsPages([full], LANGUAGES).problems).toEqual([]);
    const bare = { path: 'terms/b.en.md', source: '---\ntitle: T\npublished: 2026-01-01\n---' };
    expect(parseCmsPages([bare], LANGUAGES).problems).toEqual([
      'cms/pages/terms/b.en.md: has no text below the front matter',
    ]);
    const version64 = terms('9'.repeat(64), 'en', '2026-01-01');
    expect(parseCmsPages([version64], LANGUAGES).problems).toEqual([]);
  });

  it('refuses a version whose languages are published at different moments', () => {
    const { pages, problems } = parseCmsPages(
      [terms('2026-01', 'en', '2026-01-01'), terms('2026-01', 'de', '2026-01-02')],
      LANGUAGES,
    );
    expect(problems).toEqual([
      'cms/pages/terms/2026-01.*.md: the languages of a version must have one "published" (found 2026-01-02T00:00:00.000Z, 2026-01-01T00:00:00.000Z)',
    ]);
    expect(pages).toEqual([{ slug: 'terms', versions: [] }]);
  });

  it('refuses a version without the fallback language (the first of the tenant)', () => {
    const { problems } = parseCmsPages([terms('2026-01', 'de', '2026-01-01')], LANGUAGES);
    expect(problems).toEqual([
      "cms/pages/terms/2026-01.*.md: no text in en, the tenant's first language (the fallback)",
    ]);
  });

  it('refuses two versions of a page published at the same moment', () => {
    const { pages, problems } = parseCmsPages(
      [
        terms('a', 'en', '2026-01-01'),
        terms('b', 'en', "'2026-01-01T01:00:00+01:00'"),
        terms('c', 'en', '2026-02-01'),
        file('help/a.en.md', 'title: Help\npublished: 2026-01-01'),
      ],
      LANGUAGES,
    );
    expect(problems).toEqual([
      'cms/pages/terms: two versions are published at 2026-01-01T00:00:00.000Z; which is current?',
    ]);
    expect(pages.map((p) => p.slug)).toEqual(['help']);
  });

  it('orders versions by their publication, whatever their names, and problems by file', () => {
    const { pages, problems } = parseCmsPages(
      [
        terms('b', 'en', '2026-01-01'),
        file('terms/z.en.md', 'published: 2026-01-01'),
        terms('c', 'en', "'2026-01-01T00:00:00.250Z'"),
        terms('a', 'en', '2026-06-01'),
        file('terms/y.en.md', 'title: Y'),
        terms('d', 'en', '2025-01-01'),
      ],
      LANGUAGES,
    );
    expect(pages[0]!.versions.map((version) => [version.version, version.publishedAt])).toEqual([
      ['a', '2026-06-01T00:00:00.000Z'],
      ['c', '2026-01-01T00:00:00.250Z'],
      ['b', '2026-01-01T00:00:00.000Z'],
      ['d', '2025-01-01T00:00:00.000Z'],
    ]);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'cms/pages/terms/y.en.md',
      'cms/pages/terms/z.en.md',
    ]);
  });

  it('reads nothing from no files', () => {
    expect(parseCmsPages([], LANGUAGES)).toEqual({ pages: [], problems: [] });
  });
});

describe('currentCmsPageVersion', () => {
  const { pages } = parseCmsPages(
    [terms('2026-01', 'en', '2026-01-01'), terms('2026-06', 'en', '2026-06-01'), terms('2027-01', 'en', '2027-01-01')],
    LANGUAGES,
  );
  const page = pages[0]!;
  const at = (iso: string) => currentCmsPageVersion(page, Date.parse(iso))?.version;

  it('is the newest version already published; a future one is not current yet', () => {
    expect(at('2025-12-31T23:59:59.999Z')).toBeUndefined();
    expect(at('2026-01-01T00:00:00.000Z')).toBe('2026-01');
    expect(at('2026-05-31T23:59:59.999Z')).toBe('2026-01');
    expect(at('2026-06-01T00:00:00.000Z')).toBe('2026-06');
    expect(at('2030-01-01T00:00:00.000Z')).toBe('2027-01');
  });
});

describe('cmsPageText', () => {
  const version = parseCmsPages(
    [terms('v', 'en', '2026-01-01', 'English'), terms('v', 'de', '2026-01-01', 'Deutsch')],
    LANGUAGES,
  ).pages[0]!.versions[0]!;

  it('is the text in the first language of the list the version has', () => {
    expect(cmsPageText(version, ['de', 'en']).title).toBe('Deutsch');
    expect(cmsPageText(version, ['uk', 'en']).title).toBe('English');
  });

  it('is the first text when the version has none of the languages', () => {
    expect(cmsPageText(version, ['fr']).title).toBe('English');
    expect(cmsPageText(version, []).title).toBe('English');
  });
});

describe('cmsPagePath', () => {
  it('puts terms and privacy at their own routes and every other page under /pages', () => {
    expect(cmsPagePath('terms')).toBe('/terms');
    expect(cmsPagePath('privacy')).toBe('/privacy');
    expect(cmsPagePath('imprint')).toBe('/pages/imprint');
    expect(cmsPagePath('help')).toBe('/pages/help');
  });
});

describe('isCmsPageSlug', () => {
  it('takes lowercase words with single dashes, up to 64 characters', () => {
    for (const slug of ['terms', 'help', 'cookie-policy', 'faq-2026', 'a', 'x'.repeat(64)]) {
      expect(isCmsPageSlug(slug), slug).toBe(true);
    }
    for (const slug of [
      '',
      'Terms',
      'cookie_policy',
      '-help',
      'help-',
      'a--b',
      'a/b',
      '../x',
      'x'.repeat(65),
      'hilfe ',
    ]) {
      expect(isCmsPageSlug(slug), slug).toBe(false);
    }
  });
});
