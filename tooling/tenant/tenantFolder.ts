// Reads and checks one `tenants/<id>/` folder (Node only: used by the tests and the scaffold,
// never bundled). It applies the same schemas the portal and the API server use, and adds the
// checks only a file system can do: logos exist and are SVG or PNG, message overrides are JSON
// with ICU message strings for the tenant's languages, CMS files are valid, the onboarding structure
// is valid and translated into every tenant language, the id matches the folder.
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import {
  cmsCategorySchema,
  cmsLinkSchema,
  onboardingStructureProblems,
  parseOnboardingStructure,
  parseTenant,
  type ClientContext,
  type Tenant,
} from '@talent/domain';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
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

/** Reads `tenants/<id>/` and reports its tenant, theme tokens, contrast warnings and problems. */
export function readTenantFolder(id: string, dir = TENANTS_DIR): TenantFolderReport {
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
  }
  return { id, tenant, tokens, warnings, problems };
}
