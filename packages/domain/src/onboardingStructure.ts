// Checks of a tenant's onboarding structure that its schema cannot make: they need the tenant's
// languages, or look at several rows at once. The API server refuses a tenant folder with any of
// these problems (at start and on reload) and the tenant tooling reports them in `npm test`, so a
// structure a talent could not get through never reaches one.
import * as v from 'valibot';
import { QUESTION_ROW_TYPES, onboardingStructureSchema } from './onboardingAnswers.ts';
import type { OnboardingRowDeclaration } from './onboardingAnswers.ts';
import { isEmptyValue, parseRules } from './validation.ts';

/** The part of a row (declared, or as the API answers it) that says whether it must be answered. */
export interface RequirableRow {
  readonly form?:
    | {
        readonly required?: boolean | undefined;
        readonly rules?: string | undefined;
      }
    | undefined;
}

/**
 * Whether a row must be answered before onboarding is stored: `form.required`, or a `required`
 * rule in `form.rules`. (The two are one idea written two ways; tenants use either.)
 */
export function isRequiredRow(row: RequirableRow): boolean {
  if (row.form?.required === true) return true;
  const rules = row.form?.rules;
  return rules !== undefined && parseRules(rules).some((rule) => rule.name === 'required');
}

const QUESTION_TYPES: ReadonlySet<string> = new Set(QUESTION_ROW_TYPES);
/**
 * Rules of a form that mean nothing for an onboarding answer: `confirmed` compares with another
 * field of the same form, `size` and `ext` look at a file being chosen (a CV row's answer is the
 * uploaded file's id; the upload itself has its own limits).
 */
const UNUSABLE_RULES: ReadonlySet<string> = new Set(['confirmed', 'size', 'ext']);

/** How a problem names its row: `row 14 ("Your CV" › skills)`, or its place when it has no id. */
function rowName(row: unknown, index: number): string {
  const { id, stepName, type } = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const name = typeof id === 'number' ? `row ${id}` : `row #${index + 1}`;
  return typeof stepName === 'string' && typeof type === 'string' ? `${name} ("${stepName}" › ${type})` : name;
}

/** The rows a structure-wide schema check failed on, named (the schema's message alone names none). */
function structureIssueDetail(input: readonly unknown[], message: string): string {
  const rows = input.map((row) => (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>);
  if (message.includes('unique')) {
    const ids = rows.map((row) => row['id']);
    return `: ${[...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))].join(', ')}`;
  }
  if (message.includes('form.options')) {
    const named = rows.flatMap((row, i) =>
      (row['type'] === 'select' || row['type'] === 'multiselect') &&
      !(
        Array.isArray((row['form'] as { options?: unknown } | undefined)?.options) &&
        (row['form'] as { options: unknown[] }).options.length > 0
      )
        ? [rowName(row, i)]
        : [],
    );
    return `: ${named.join(', ')}`;
  }
  if (message.includes('sequence')) {
    const sequences = new Map<unknown, Set<unknown>>();
    for (const row of rows)
      sequences.set(row['stepName'], (sequences.get(row['stepName']) ?? new Set()).add(row['sequence']));
    const steps = [...sequences].filter(([, seen]) => seen.size > 1).map(([step]) => `"${String(step)}"`);
    return `: ${steps.join(', ')}`;
  }
  return '';
}

/** Problems of the structure's schema, each naming its row and key. */
function schemaProblems(input: unknown): string[] {
  const parsed = v.safeParse(onboardingStructureSchema, input);
  if (parsed.success) return [];
  return parsed.issues.map((issue) => {
    const path = issue.path ?? [];
    const first = path[0];
    if (!Array.isArray(input) || first === undefined || typeof first.key !== 'number') {
      const detail = Array.isArray(input) && path.length === 0 ? structureIssueDetail(input, issue.message) : '';
      return `${issue.message}${detail}`;
    }
    const where = path
      .slice(1)
      .map((item) => String(item.key))
      .join('.');
    return `${rowName(input[first.key], first.key)}: ${where === '' ? '' : `${where}: `}${issue.message}`;
  });
}

/**
 * Problems of a tenant's `onboarding.json` (as read, before parsing) for a tenant speaking
 * `languages` (ISO codes), each naming its row; empty when the structure is usable. First the
 * schema (`onboardingStructureSchema`), then what the schema cannot see:
 * - a tenant's own question (text, select, checkbox, …) has a label (no built-in label exists);
 * - labels are only in the tenant's languages (English, the fallback, is always allowed);
 * - a row type that edits one thing (a profile field, a CV section, categories, pools, the
 *   security id) appears once, or two rows would overwrite each other's answers;
 * - only select and multiselect rows have options, and their default is one of them;
 * - rules check the answer itself (not `confirmed`, `size` or `ext`, which need a form or a file);
 * - a required row is not disabled: a talent could never answer it.
 */
export function onboardingStructureProblems(input: unknown, languages: readonly string[]): string[] {
  const invalid = schemaProblems(input);
  if (invalid.length > 0) return invalid;
  const rows = v.parse(onboardingStructureSchema, input) as readonly OnboardingRowDeclaration[];
  const problems: string[] = [];
  const known = new Set(['en', ...languages]);
  const seenTypes = new Map<string, number>();
  rows.forEach((row, index) => {
    const name = rowName(row, index);
    const form = row.form;
    const question = QUESTION_TYPES.has(row.type);
    if (question && !form?.label) problems.push(`${name}: a question needs form.label (there is no built-in label)`);
    if (!question) {
      const first = seenTypes.get(row.type);
      if (first !== undefined) problems.push(`${name}: row ${first} already asks for ${row.type}`);
      else seenTypes.set(row.type, row.id);
    }
    const texts = [
      ['form.label', form?.label],
      ...(form?.options ?? []).map((option, i) => [`form.options.${i}.label`, option.label] as const),
    ] as const;
    for (const [path, text] of texts) {
      const strange = Object.keys(text ?? {}).filter((locale) => !known.has(locale));
      if (strange.length > 0)
        problems.push(`${name}: ${path} has texts in ${strange.join(', ')}, not languages of the tenant`);
    }
    const choice = row.type === 'select' || row.type === 'multiselect';
    if (form?.options && !choice) problems.push(`${name}: only select and multiselect rows have form.options`);
    if (choice && row.value !== undefined && row.value !== null) {
      const values = new Set((form?.options ?? []).map((option) => option.value));
      const defaults = Array.isArray(row.value) ? row.value : [row.value];
      if (!defaults.every((value) => values.has(String(value))))
        problems.push(`${name}: value is not one of form.options`);
    }
    const unusable = parseRules(form?.rules ?? '').filter((rule) => UNUSABLE_RULES.has(rule.name));
    if (unusable.length > 0)
      problems.push(`${name}: form.rules: ${unusable.map((rule) => rule.name).join(', ')} cannot check an answer`);
    if (row.disabled === true && isRequiredRow(row) && isEmptyValue(row.value))
      problems.push(`${name}: is required but disabled, so no talent could answer it`);
  });
  return problems;
}
