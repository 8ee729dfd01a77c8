// Client validation of an onboarding row (spec §5): the tenant's rule string (`form.rules`, read by
// the domain's `rulesSchema`) and `form.required`, plus what the contract itself demands of a
// known field (a LinkedIn handle's pattern, a title's length), so the talent hears it before the
// server refuses. Issues are message ids: `validation.*` (the API's texts, shared) or the
// feature's own (`history.*`, `phone`), translated by `issueText`.
import { isEmptyValue, isValidPhone, rulesSchema } from '@talent/domain';
import * as v from 'valibot';
import type { OnboardingRow, RowValue } from './answers.ts';
import { historyEntries, isBlankHistory, isValueAnswered } from './answers.ts';

/** A failed check of a row: a message id and its values. */
export type RowIssue =
  | { readonly id: `validation.${string}` }
  | { readonly id: 'historyTitle' | 'historyDates' | 'languageMissing'; readonly entry: number };

/** Rules the contract sets for a known row type (the tenant's rules come on top). */
const BUILT_IN_RULES: Readonly<Record<string, string>> = {
  first_name: 'max:100',
  last_name: 'max:100',
  professional_title: 'max:150',
  description: 'max:5000',
  linkedin_handle: 'regex:/^[A-Za-z0-9-]{3,100}$/',
  hour_rate: 'minValue:0',
  security_id: 'max:64',
  text: 'max:5000',
  textarea: 'max:5000',
};

function form(row: OnboardingRow): { rules?: string; required?: boolean } {
  return row.form ?? {};
}

/** Whether the row must be answered. */
export function isRequired(row: OnboardingRow): boolean {
  const { rules = '', required = false } = form(row);
  return required || /(^|\|)required(\||$)/.test(rules);
}

function ruleIssue(rules: string, value: unknown): RowIssue | undefined {
  if (rules.trim() === '') return undefined;
  const result = v.safeParse(rulesSchema(rules), value);
  return result.success ? undefined : { id: result.issues[0].message as `validation.${string}` };
}

/** The first problem of a row's value, or undefined when it may be saved. */
export function validateRow(row: OnboardingRow, value: RowValue): RowIssue | undefined {
  if (row.disabled) return undefined;
  if (isRequired(row) && !isValueAnswered(row, value)) return { id: 'validation.required' };
  // The tenant's rules without `required` (handled above for every kind of value).
  const rules = [BUILT_IN_RULES[row.type], form(row).rules]
    .filter((r): r is string => Boolean(r))
    .join('|')
    .split('|')
    .filter((rule) => rule.trim() !== '' && rule.trim() !== 'required')
    .join('|');
  switch (value.kind) {
    case 'text': {
      if (value.text.trim() === '') return undefined;
      if (
        (row.type === 'number' || row.type === 'hour_rate') &&
        !Number.isFinite(Number(value.text.replace(',', '.')))
      ) {
        return { id: 'validation.type' };
      }
      if (row.type === 'date' || row.type === 'availability') {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value.text)) return { id: 'validation.date' };
      }
      const numeric = row.type === 'number' || row.type === 'hour_rate';
      return ruleIssue(rules, numeric ? Number(value.text.replace(',', '.')) : value.text.trim());
    }
    case 'list':
      return ruleIssue(rules, value.values);
    case 'phone':
      if (isEmptyValue(value.phone.number)) return undefined;
      return isValidPhone(value.phone) ? undefined : { id: 'validation.phone' };
    case 'history': {
      const index = value.entries.findIndex((entry) => !isBlankHistory(entry) && entry.title.trim() === '');
      if (index !== -1) return { id: 'historyTitle', entry: index + 1 };
      const late = value.entries.findIndex(
        (entry) => !entry.ongoing && entry.start && entry.end && entry.end < entry.start,
      );
      if (late !== -1) return { id: 'historyDates', entry: late + 1 };
      return historyEntries(value.entries).some((e) => e.title.length > 255) ? { id: 'validation.max' } : undefined;
    }
    case 'languages': {
      const index = value.languages.findIndex((language) => language.code.trim() === '');
      return index === -1 ? undefined : { id: 'languageMissing', entry: index + 1 };
    }
    default:
      return undefined;
  }
}

/**
 * The row a server field error belongs to. PUT /flexOnboarding answers 422 with field paths into
 * the body (`answers.3.value`: the fourth item sent) or naming a row (`rows.12`, `12`); a finished
 * onboarding's 422 names the missing rows the same way.
 */
export function rowOfField(field: string, sent: readonly { readonly id: number }[] = []): number | undefined {
  const item = /^answers\.(\d+)(\.|$)/.exec(field);
  if (item && sent.length > 0) return sent[Number(item[1])]?.id;
  const named = /^(?:(?:rows?|structure|answers?)\.)?(\d+)(\.|$)/.exec(field);
  return named ? Number(named[1]) : undefined;
}
