// Reads and checks one `tenants/<id>/` folder (Node only: used by the tests and the scaffold,
// never bundled). It applies the same schemas the portal and the API server use, and adds the
// checks only a file system can do: logos exist and are SVG or PNG, message overrides are JSON
// with ICU message strings for the tenant's languages, CMS files are valid, the content pages are
// valid (as the API server reads them), the terms and privacy statement are published, every
// version is translated and every footer link to the portal leads to a real page, the onboarding
// structure is valid and translated into every tenant language, the id matches the folder.
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import {
  ROUTES,
  cmsCategorySchema,
  cmsLinkSchema,
  cmsPagePath,
  currentCmsPageVersion,
  onboardingStructureProblems,
  parseOnboardingStructure,
  parseCmsPages,
  parseTenant,
  type ClientContext,
  type CmsLink,
  type CmsPage,
  type CmsPageSource,
  type Tenant,
} from '@talent/domain';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { themeOverridesSchema, themeWarnings, type ThemeTokens, type ThemeWarning } from '@talent/ui';

/** The repository's `tenants/` folder. */
export const TENANTS_DIR = resolve(fileURLToPath(import.meta.url), '../../../tenants');

/** What a tenant folder holds, and what is wrong with it. */
export interface TenantFolderReport {
  readonly id: string;
  readonly tenant: Tenant | undefined;
  readonly tokens: ThemeTokens | undefined;
  /** Tenant colours adjusted to meet WCAG 2.2 AA (reported, not fatal). */
  readonly warnings: readonly ThemeWarning[];
  /** Everything that makes the folder invalid; empty when valid. */
  readonly problems: readonly string[];
}

/** Ids of the tenant folders (every directory of `tenants/` not starting with `.` or `_`). */
export function tenantIds(dir = TENANTS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[._]/.test(e.name))
    .map((e) => e.name)
    .sort();
}

function issues(error: unknown, file: string): string[] {
  if (error instanceof v.ValiError) {
    return (error.issues as v.BaseIssue<unknown>[]).map((i) => `${file}: ${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
  }
  return [`${file}: ${error instanceof Error ? error.message : String(error)}`];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Why the logo at `path` (relative to the folder) is unusable, or undefined. */
function logoProblem(folder: string, field: string, path: string, pngOnly = false): string | undefined {
  const where = `tenant.json: ${field}`;
  const clean = normalize(path);
  if (isAbsolute(path) || clean.startsWith(`..${sep}`) || clean === '..') {
    return `${where}: "${path}" must be a path inside the tenant folder`;
  }
  const file = join(folder, clean);
  if (!existsSync(file) || !statSync(file).isFile()) return `${where}: file "${path}" does not exist`;
  const ext = extname(file).toLowerCase();
  const bytes = readFileSync(file);
  if (ext === '.png' && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (
    ext === '.svg' &&
    !pngOnly &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(bytes.toString('utf8'))
  ) {
    if (/<script|\son\w+=/i.test(bytes.toString('utf8'))) return `${where}: "${path}" must not contain scripts`;
    return undefined;
  }
  return `${where}: "${path}" must be ${pngOnly ? 'a PNG' : 'an SVG or PNG'} file`;
}

function checkMessages(folder: string, languages: readonly string[], problems: string[]): void {
  const dir = join(folder, 'messages');
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    const where = `messages/${file}`;
    const locale = basename(file, '.json');
    if (extname(file) !== '.json') {
      problems.push(`${where}: message overrides are <locale>.json files`);
      continue;
    }
    if (!languages.includes(locale)) {
      problems.push(`${where}: "${locale}" is not one of the tenant's languages (${languages.join(', ')})`);
    }
    try {
      const messages = readJson(join(dir, file));
      if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
        problems.push(`${where}: expected an object of message id -> text`);
        continue;
      }
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value !== 'string') {
          problems.push(`${where}: "${key}" must be a string`);
          continue;
        }
        // Overrides are ICU messages like the catalogs they replace entries of; a broken one would
        // only fail when the portal first formats it, in front of a user.
        try {
          parseIcu(value);
        } catch (error) {
          problems.push(`${where}: "${key}" is not a valid ICU message (${(error as Error).message})`);
        }
      }
    } catch (error) {
      problems.push(...issues(error, where));
    }
  }
}

function checkList<S extends v.GenericSchema>(
  folder: string,
  file: string,
  schema: S,
  problems: string[],
): v.InferOutput<S>[] {
  const path = join(folder, file);
  if (!existsSync(path)) return [];
  try {
    const items = v.parse(v.array(schema), readJson(path));
    const ids = items.map((item) => (item as { id: number }).id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length > 0) problems.push(`${file}: ids repeat: ${repeated.join(', ')}`);
    return items;
  } catch (error) {
    problems.push(...issues(error, file));
    return [];
  }
}

/**
 * `onboarding.json`: the rules the API server applies when it loads the folder
 * (`onboardingStructureProblems`), and — a check of the folder only, since the server falls back
 * to English — a text in every tenant language for each label of the tenant's own.
 */
function checkOnboarding(folder: string, languages: readonly string[], problems: string[]): void {
  const file = 'onboarding.json';
  const path = join(folder, file);
  if (!existsSync(path)) return;
  let input: unknown;
  try {
    input = readJson(path);
  } catch (error) {
    problems.push(...issues(error, file));
    return;
  }
  const found = onboardingStructureProblems(input, languages);
  problems.push(...found.map((problem) => `${file}: ${problem}`));
  if (found.length > 0) return;
  for (const row of parseOnboardingStructure(input)) {
    const texts = [
      ['form.label', row.form?.label],
      ...(row.form?.options ?? []).map((option, i) => [`form.options.${i}.label`, option.label] as const),
    ] as const;
    for (const [key, text] of texts) {
      const missing = text ? languages.filter((language) => !(language in text)) : [];
      if (missing.length > 0) problems.push(`${file}: row ${row.id}: ${key} has no text in ${missing.join(', ')}`);
    }
  }
}

/** The files of `cms/pages/` with their paths below it (as the API server reads them; dot files skipped). */
function pageSources(dir: string): CmsPageSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path: relative(dir, path).split(sep).join('/'), source: readFileSync(path, 'utf8') }));
}

/** The pages the portal asks talent to agree to: every tenant publishes them. */
const LEGAL_PAGES = { terms: 'terms of use', privacy: 'privacy statement' } as const;

/**
 * `cms/pages/`: the files as the API server reads them (`parseCmsPages`), and — checks of the
 * folder only, since the server falls back to the tenant's first language — a text in every tenant
 * language for each version, and the terms and privacy statement published by `now`.
 */
function checkPages(folder: string, languages: readonly string[], now: number, problems: string[]): readonly CmsPage[] {
  const { pages, problems: found } = parseCmsPages(pageSources(join(folder, 'cms', 'pages')), languages);
  problems.push(...found);
  for (const page of pages) {
    for (const version of page.versions) {
      const missing = languages.filter((language) => !version.texts.some((text) => text.language === language));
      if (missing.length > 0) {
        problems.push(`cms/pages/${page.slug}/${version.version}.*.md: no text in ${missing.join(', ')}`);
      }
    }
  }
  for (const [slug, name] of Object.entries(LEGAL_PAGES)) {
    const page = pages.find((p) => p.slug === slug);
    if (!page || !currentCmsPageVersion(page, now)) {
      problems.push(`cms/pages/${slug}/: no version published yet (talent agree to the ${name} when they sign up)`);
    }
  }
  return pages;
}

/**
 * Every footer link to a path of the portal leads to a real page: a content page of the tenant
 * (`/terms`, `/privacy`, `/pages/<slug>`) or one of the portal's fixed routes. Links to other
 * sites are the tenant's business.
 */
function checkLinkTargets(links: readonly CmsLink[], pages: readonly CmsPage[], problems: string[]): void {
  const legal: readonly string[] = [ROUTES.terms, ROUTES.privacy];
  const known = new Set([
    ...Object.values(ROUTES).filter((path) => !legal.includes(path)),
    ...pages.map((page) => cmsPagePath(page.slug)),
  ]);
  for (const link of links) {
    const path = link.link_url.split(/[?#]/)[0]!;
    if (path.startsWith('/') && !path.startsWith('//') && !known.has(path)) {
      problems.push(
        `cms/links.json: link ${link.id} leads to "${link.link_url}", which is no page of the portal (content pages are /terms, /privacy and /pages/<slug> of cms/pages/)`,
      );
    }
  }
}

function logoFields(context: ClientContext): [string, string, boolean][] {
  const fields: [string, string, boolean][] = [
    ['context.talentLogo', context.talentLogo, false],
    ['context.projectLogo', context.projectLogo, false],
    // Social networks show only raster preview images.
    ['context.ogImage', context.ogImage, true],
  ];
  if (context.legalEntity.logo) fields.push(['context.legalEntity.logo', context.legalEntity.logo, false]);
  return fields;
}

/**
 * Reads `tenants/<id>/` and reports its tenant, theme tokens, contrast warnings and problems.
 * `now` (epoch ms) decides which page versions are published.
 */
export function readTenantFolder(id: string, dir = TENANTS_DIR, now = Date.now()): TenantFolderReport {
  const folder = join(dir, id);
  const problems: string[] = [];
  let tenant: Tenant | undefined;
  let tokens: ThemeTokens | undefined;
  let warnings: ThemeWarning[] = [];
  try {
    tenant = parseTenant(readJson(join(folder, 'tenant.json')));
  } catch (error) {
    problems.push(...issues(error, 'tenant.json'));
  }
  if (tenant) {
    const { context } = tenant;
    if (context.id !== id) problems.push(`tenant.json: context.id "${context.id}" must equal the folder name "${id}"`);
    for (const [field, path, pngOnly] of logoFields(context)) {
      const problem = logoProblem(folder, field, path, pngOnly);
      if (problem) problems.push(problem);
    }
    const themeFile = join(folder, 'theme.json');
    try {
      const overrides = existsSync(themeFile) ? v.parse(themeOverridesSchema, readJson(themeFile)) : {};
      tokens = { primaryColor: context.primaryColor, ...overrides };
      warnings = themeWarnings(tokens);
    } catch (error) {
      problems.push(...issues(error, 'theme.json'));
    }
    const languages = context.languages.map((l) => l.iso);
    checkMessages(folder, languages, problems);
    checkList(folder, 'cms/categories.json', cmsCategorySchema, problems);
    checkOnboarding(folder, languages, problems);
    const links = checkList(folder, 'cms/links.json', cmsLinkSchema, problems);
    for (const link of links) {
      if (!languages.includes(link.link_language)) {
        problems.push(`cms/links.json: link ${link.id} is for "${link.link_language}", not a tenant language`);
      }
    }
    checkLinkTargets(links, checkPages(folder, languages, now, problems), problems);
  }
  return { id, tenant, tokens, warnings, problems };
}
