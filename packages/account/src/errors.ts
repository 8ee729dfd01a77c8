// Turning API errors into text for the account screens (spec §8): every message id the response
// carries, translated with the one API vocabulary (@talent/app-context), and field errors keyed by
// the form's fields.
import { ApiError, GENERIC_ERROR_MESSAGE } from '@talent/api-client';
import { translateApiMessage } from '@talent/app-context';
import type { IntlShape } from 'react-intl';

/** The problem-level id of a 422 whose details are the field errors. */
const SUMMARY_ID = 'error.validation';

/** Whether `error` is the API client's error. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The HTTP status of a failed call; 0 when no response came (or it is not an API error). */
export function errorStatus(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

/** Whether the error carries the API message id `id`. */
export function hasMessage(error: unknown, id: string): boolean {
  return (
    isApiError(error) && (error.messages.includes(id) || Object.values(error.fieldErrors).some((m) => m.includes(id)))
  );
}

/** The form-level texts of an error: its messages, without the summary id of a field-error answer. */
export function errorTexts(intl: IntlShape, error: unknown): string[] {
  if (!isApiError(error)) return [translateApiMessage(intl, GENERIC_ERROR_MESSAGE)];
  // Ids that are also a field's error are shown at that field, not twice.
  const fieldIds = new Set(Object.values(error.fieldErrors).flat());
  const ids = error.messages.filter((id) => id !== SUMMARY_ID && !fieldIds.has(id));
  const list = ids.length > 0 ? ids : Object.keys(error.fieldErrors).length > 0 ? [] : [GENERIC_ERROR_MESSAGE];
  return [...new Set(list.map((id) => translateApiMessage(intl, id)))];
}

/**
 * Field errors of an API error as text, under the form's field names. `fields` maps request paths
 * to form fields (`phone.number` → `phone`); paths not listed keep their first segment. Errors on
 * paths the form does not show are returned under `unknown` so the form can show them as a whole.
 */
export function fieldErrorTexts(
  intl: IntlShape,
  error: unknown,
  formFields: readonly string[],
  fields: Readonly<Record<string, string>> = {},
): { byField: Record<string, string>; unknown: string[] } {
  const byField: Record<string, string> = {};
  const unknown: string[] = [];
  if (!isApiError(error)) return { byField, unknown };
  for (const [path, ids] of Object.entries(error.fieldErrors)) {
    const field = fields[path] ?? path.split('.')[0] ?? path;
    const text = ids[0] === undefined ? undefined : translateApiMessage(intl, ids[0]);
    if (text === undefined) continue;
    if (formFields.includes(field)) byField[field] ??= text;
    else unknown.push(text);
  }
  return { byField, unknown };
}

/**
 * The errors of a failed submit in the shape of `form.fail`: the field errors the form shows
 * (`fieldErrorTexts`), and the form-level texts followed by the field errors it does not show.
 */
export function submitErrors(
  intl: IntlShape,
  error: unknown,
  formFields: readonly string[],
  fields: Readonly<Record<string, string>> = {},
): [byField: Record<string, string>, formTexts: string[]] {
  const { byField, unknown } = fieldErrorTexts(intl, error, formFields, fields);
  return [byField, [...errorTexts(intl, error), ...unknown]];
}
