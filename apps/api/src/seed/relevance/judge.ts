// The ground truth of the relevance set: what the catalog seed chose for each project (role family,
// which of the family's titles, seniority, language, city, skills), read back from the stored row
// through the seed's own vocabulary — never through the search — and the grade a query's judgement
// gives that project.
import { CITIES, ROLE_FAMILIES, SEED_LANGUAGES, SENIORITY } from '../catalogVocabulary.ts';
import type { RoleFamily, SeedLanguage } from '../catalogVocabulary.ts';

/** A relevance grade: 2 what the query asks for, 1 related, 0 not relevant. */
export type Grade = 0 | 1 | 2;

/**
 * What a query asks for, as a person judging it would say. Each aspect it names grades a project
 * from 0 to 2, and the project's grade is the lowest of them (a query that names a role and a city
 * wants that role in that city).
 */
export interface Judgement {
  /** Roles the query names: a family key (every title of it) or one title (`key:index`). Grade 2. */
  readonly named?: readonly string[];
  /** Roles related to the query (the family's other title, a neighbouring role). Grade 1. */
  readonly related?: readonly string[];
  /** A skill or tool: 2 when the project lists it, 1 when its role family typically asks for it. */
  readonly skill?: string;
  /** Cities as the seed names them (`München`): 2 in one of them, else 0. */
  readonly cities?: readonly string[];
  /** A seniority word as the seed writes it (`Senior`): 2 with it, 1 at another seniority. */
  readonly seniority?: string;
}

/** A seeded project's facts, as the generator chose them. */
export interface SeededProject {
  readonly id: number;
  readonly tenant: string;
  readonly family: string;
  /** Index of the title in its family's `titles`. */
  readonly title: number;
  /** The seniority word before the title ('' for none). */
  readonly seniority: string;
  readonly language: SeedLanguage;
  readonly city: string;
  readonly country: string;
  /** The three skills the generator listed (the description's bullet list). */
  readonly skills: readonly string[];
}

/**
 * The columns `seededProject` reads, for every project of the catalog (run as the owner, outside
 * row-level security). The skills are the bullet list the seed writes into the description.
 */
export const SEEDED_PROJECTS_SQL = `SELECT id, client_id, title, job_class, job_language, site_city, site_country,
  substring(description_html from '<ul>.*</ul>') AS skill_list
FROM projects ORDER BY id`;

/** A row of SEEDED_PROJECTS_SQL. */
export interface SeededProjectRow {
  readonly id: number | string;
  readonly client_id: string;
  readonly title: string;
  readonly job_class: string | null;
  readonly job_language: string | null;
  readonly site_city: string | null;
  readonly site_country: string | null;
  readonly skill_list: string | null;
}

const FAMILIES = new Map<string, RoleFamily>(ROLE_FAMILIES.map((f) => [f.key, f]));

const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

/**
 * The generator's choices for a stored project: the family from `job_class` (the seed's own tag),
 * the title and seniority by matching the title against that family's titles in the job's language
 * (exact strings, as the seed joins them). Throws for a row the seed cannot have written, so a
 * changed generator shows here instead of as wrong grades.
 */
export function seededProject(row: SeededProjectRow): SeededProject {
  const family = FAMILIES.get(row.job_class ?? '');
  const language = row.job_language as SeedLanguage;
  if (!family || !(SEED_LANGUAGES as readonly string[]).includes(language))
    throw new Error(`project ${row.id}: not a seeded project (job class ${row.job_class}, ${row.job_language})`);
  for (const seniority of SENIORITY[language]) {
    const prefix = seniority ? `${seniority} ` : '';
    if (!row.title.startsWith(prefix)) continue;
    const title = family.titles.findIndex((t) => t[language] === row.title.slice(prefix.length));
    if (title < 0) continue;
    const skills = [...(row.skill_list ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => unescapeHtml(m[1]!));
    return {
      id: Number(row.id),
      tenant: row.client_id,
      family: family.key,
      title,
      seniority,
      language,
      city: row.site_city ?? '',
      country: row.site_country ?? '',
      skills,
    };
  }
  throw new Error(`project ${row.id}: "${row.title}" is none of the ${family.key} titles in ${language}`);
}

/** Whether a role reference (`key` or `key:index`) covers the project's role. */
function covers(role: string, project: SeededProject): boolean {
  const [key, index] = role.split(':');
  return key === project.family && (index === undefined || Number(index) === project.title);
}

/** The grade a judgement gives a project (the lowest of its aspects'). */
export function grade(judgement: Judgement, project: SeededProject): Grade {
  const aspects: Grade[] = [];
  if (judgement.named || judgement.related) {
    aspects.push(
      judgement.named?.some((r) => covers(r, project)) ? 2 : judgement.related?.some((r) => covers(r, project)) ? 1 : 0,
    );
  }
  if (judgement.skill !== undefined) {
    const skill = judgement.skill;
    aspects.push(project.skills.includes(skill) ? 2 : FAMILIES.get(project.family)!.skills.includes(skill) ? 1 : 0);
  }
  if (judgement.cities) aspects.push(judgement.cities.includes(project.city) ? 2 : 0);
  if (judgement.seniority !== undefined) aspects.push(project.seniority === judgement.seniority ? 2 : 1);
  if (aspects.length === 0) throw new Error('a judgement names no aspect');
  return Math.min(...aspects) as Grade;
}

/**
 * The references of a judgement that name nothing in the seed's vocabulary (a family, a title
 * index, a skill, a city, a seniority word), so a typo in the set fails its unit test.
 */
export function unknownReferences(judgement: Judgement): string[] {
  const unknown: string[] = [];
  for (const role of [...(judgement.named ?? []), ...(judgement.related ?? [])]) {
    const [key, index] = role.split(':');
    const family = FAMILIES.get(key!);
    if (!family || (index !== undefined && family.titles[Number(index)] === undefined)) unknown.push(role);
  }
  if (judgement.skill !== undefined && !ROLE_FAMILIES.some((f) => f.skills.includes(judgement.skill!)))
    unknown.push(judgement.skill);
  const cities = new Set(Object.values(CITIES).flatMap((c) => c.cities.map((city) => city.name)));
  for (const city of judgement.cities ?? []) if (!cities.has(city)) unknown.push(city);
  if (
    judgement.seniority !== undefined &&
    !Object.values(SENIORITY).some((words) => words.includes(judgement.seniority!))
  )
    unknown.push(judgement.seniority);
  return unknown;
}
