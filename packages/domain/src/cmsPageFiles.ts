// Reading a tenant's CMS page files (Markdown with YAML front matter) into pages and versions, for
// the API server and the tenant folder check. Apart from cmsPages.ts on purpose: the YAML parser
// (about 12 KB gzip) has module side effects, so a bundle that only needs a page's path or slug
// would carry it if the two lived in one module.
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { CMS_PAGE_MAX_MARKDOWN, CMS_PAGE_SLUG } from './cmsPages.ts';
import type { CmsPageText, CmsPageVersion, CmsPage, CmsPageSource, CmsPagesReading } from './cmsPages.ts';

const VERSION = '[0-9a-z]+(?:[.-][0-9a-z]+)*';
const LANGUAGE = '[a-z]{2}(?:-[A-Z]{2})?';
const FILE_PATH = new RegExp(`^(${CMS_PAGE_SLUG})/(${VERSION})\\.(${LANGUAGE})\\.md$`);
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const frontMatterSchema = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255)),
  published: v.pipe(
    v.string('must be a date (2026-01-31) or a moment with its offset (2026-01-31T09:00:00+01:00), in quotes or not'),
    v.regex(MOMENT, 'must be a date (2026-01-31) or a moment with its offset (2026-01-31T09:00:00+01:00)'),
    // A date alone is read as midnight UTC (ECMAScript's rule for ISO dates without a time).
    v.check((text) => !Number.isNaN(Date.parse(text)), 'is no real date'),
  ),
});

interface PageFile extends CmsPageText {
  readonly path: string;
  readonly slug: string;
  readonly version: string;
  readonly publishedAt: string;
}

/** One file read, or why it cannot be. */
function readFile({ path, source }: CmsPageSource, languages: readonly string[]): PageFile | string {
  const name = FILE_PATH.exec(path);
  if (!name) return 'must be named <slug>/<version>.<language>.md (slug and version: a-z, 0-9, "-", version also ".")';
  const slug = name[1]!;
  const version = name[2]!;
  const language = name[3]!;
  if (version.length > 64) return 'the version is longer than 64 characters';
  if (!languages.includes(language))
    return `"${language}" is not one of the tenant's languages (${languages.join(', ')})`;
  const parts = FRONT_MATTER.exec(source);
  if (!parts) return 'must start with front matter between two "---" lines (title, published)';
  let data: unknown;
  try {
    data = parseYaml(parts[1]!);
  } catch (error) {
    return `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`;
  }
  const meta = v.safeParse(frontMatterSchema, data ?? {});
  if (!meta.success) return meta.issues.map((i) => `${v.getDotPath(i) ?? 'front matter'} ${i.message}`).join('; ');
  const markdown = (parts[2] ?? '').trim();
  if (markdown === '') return 'has no text below the front matter';
  if (markdown.length > CMS_PAGE_MAX_MARKDOWN) return `the text is longer than ${CMS_PAGE_MAX_MARKDOWN} characters`;
  const publishedAt = new Date(meta.output.published).toISOString();
  return { path, slug, version, language, title: meta.output.title, markdown, publishedAt };
}

/**
 * Reads the files of a tenant's `cms/pages/` folder into pages. `languages` are the tenant's, its
 * first the fallback. Every problem names its file: a bad name or language, missing or invalid
 * front matter, an empty text; the languages of one version published at different moments, a
 * version without the fallback language, two versions of a page published at the same moment (the
 * current one would be a guess). Pages come in the order of their folders' names, versions newest
 * first.
 */
export function parseCmsPages(files: readonly CmsPageSource[], languages: readonly string[]): CmsPagesReading {
  const problems: string[] = [];
  const bySlug = new Map<string, Map<string, PageFile[]>>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const read = readFile(file, languages);
    if (typeof read === 'string') {
      problems.push(`cms/pages/${file.path}: ${read}`);
      continue;
    }
    const versions = bySlug.get(read.slug) ?? new Map<string, PageFile[]>();
    bySlug.set(read.slug, versions);
    versions.set(read.version, [...(versions.get(read.version) ?? []), read]);
  }
  const pages: CmsPage[] = [];
  for (const [slug, versions] of bySlug) {
    const list: CmsPageVersion[] = [];
    for (const [version, texts] of versions) {
      const where = `cms/pages/${slug}/${version}.*.md`;
      const moments = new Set(texts.map((text) => text.publishedAt));
      if (moments.size > 1) {
        problems.push(
          `${where}: the languages of a version must have one "published" (found ${[...moments].join(', ')})`,
        );
        continue;
      }
      if (!texts.some((text) => text.language === languages[0])) {
        problems.push(`${where}: no text in ${languages[0]}, the tenant's first language (the fallback)`);
        continue;
      }
      const ordered = languages.flatMap((language) => texts.filter((text) => text.language === language));
      list.push({
        version,
        publishedAt: texts[0]!.publishedAt,
        texts: ordered.map(({ language, title, markdown }) => ({ language, title, markdown })),
      });
    }
    list.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
    const clash = list.find((item, i) => i > 0 && item.publishedAt === list[i - 1]!.publishedAt);
    if (clash) {
      problems.push(`cms/pages/${slug}: two versions are published at ${clash.publishedAt}; which is current?`);
      continue;
    }
    pages.push({ slug, versions: list });
  }
  return { pages, problems };
}
