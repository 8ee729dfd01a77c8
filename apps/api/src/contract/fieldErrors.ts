// Ajv's validation errors of the contract's schemas as the problem's field errors: dot paths
// relative to the body or query, one translatable message id per failed keyword, bounded in count
// and length whatever was sent. Used by the request validation (http/) and by the services that
// check data against the contract's schemas themselves (onboarding answers).
import type { FieldError } from '../problems.ts';

export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, string> = {
  required: 'validation.required',
  additionalProperties: 'validation.unknownField',
  type: 'validation.type',
  format: 'validation.format',
  pattern: 'validation.pattern',
  minLength: 'validation.min',
  maxLength: 'validation.max',
  minimum: 'validation.minValue',
  maximum: 'validation.maxValue',
  enum: 'validation.oneOf',
  const: 'validation.oneOf',
  minItems: 'validation.min',
  maxItems: 'validation.max',
};

/** At most this many fields are reported per answer: enough for any form, bounded for any body. */
export const MAX_FIELD_ERRORS = 10;
/** Field paths are cut to this many characters (an unknown field's name is whatever was sent). */
const MAX_FIELD_LENGTH = 200;

/**
 * Field errors of a Fastify/Ajv validation error, with dot paths relative to the body or query:
 * the first `MAX_FIELD_ERRORS` fields, their paths cut to `MAX_FIELD_LENGTH` characters.
 */
export function fieldErrorsFromValidation(errors: readonly AjvError[], context: string | undefined): FieldError[] {
  const byField = new Map<string, Set<string>>();
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const named = error.params['missingProperty'] ?? error.params['additionalProperty'];
    const extra =
      (error.keyword === 'required' || error.keyword === 'additionalProperties') && typeof named === 'string'
        ? named
        : '';
    let field = [path, extra].filter(Boolean).join('.');
    if (!field) field = context ?? 'body';
    if (context && context !== 'body') field = `${context}.${field}`.replace(`${context}.${context}`, context);
    if (field.length > MAX_FIELD_LENGTH) field = `${field.slice(0, MAX_FIELD_LENGTH - 1)}…`;
    if (!byField.has(field) && byField.size >= MAX_FIELD_ERRORS) continue;
    const message =
      error.keyword === 'format' && error.params['format'] === 'email'
        ? 'validation.email'
        : (KEYWORD_MESSAGES[error.keyword] ?? 'validation.invalid');
    byField.set(field, (byField.get(field) ?? new Set()).add(message));
  }
  return [...byField].map(([field, messages]) => ({ field, messages: [...messages] }));
}
