// Request validation against the contract's schemas (Ajv, JSON Schema 2020-12), bounded: a body
// with 100,000 wrong values must not cost 100,000 error objects, a multi-megabyte answer and a
// stalled server. Every request is checked by a validator that stops at the first problem; only
// when that finds one and the value is small does a second, all-errors pass list every problem
// (the portal shows them all beside their fields). The answer names at most MAX_FIELD_ERRORS
// fields either way (errors.ts).
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifySchemaCompiler } from 'fastify';
import { contractAjv } from '../contract/contract.ts';

/**
 * Values (objects, arrays and scalars, counted together) up to which an invalid request gets every
 * problem listed: a form is a few dozen, a job-feed batch of 500 items some thousands.
 */
export const ALL_ERRORS_MAX_VALUES = 5000;
/** Ajv errors kept from the all-errors pass (they become at most MAX_FIELD_ERRORS fields). */
const MAX_AJV_ERRORS = 100;

function createAjv(coerce: boolean, allErrors: boolean): Ajv2020 {
  // The route schemas fastify-openapi-glue hands over are self-contained: no contract $defs needed.
  return contractAjv({
    withSchemas: false,
    allErrors,
    useDefaults: true,
    // JSON bodies are typed as sent ("1" is not 1); query and path values are text and are coerced.
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
  });
}

/** Whether `value` holds fewer than `limit` values, counting no further than the limit. */
function smallerThan(value: unknown, limit: number): boolean {
  let count = 1;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children: unknown[] = Array.isArray(next) ? next : Object.values(next);
    count += children.length;
    if (count >= limit) return false;
    pending.push(...children);
  }
  return true;
}

type Validator = ((data: unknown, context?: object) => boolean) & {
  errors: NonNullable<ValidateFunction['errors']> | null;
  schemaEnv?: unknown;
};

/**
 * The validator compiler of the server: JSON bodies as sent, other parts (query, path, headers:
 * text) coerced. Fastify lowercases the names of a header schema only with its own compiler; with a
 * custom one it leaves them as written (`X-Affiliate`), and since Node lowercases request headers,
 * such a parameter would never be validated. So the names are lowercased here.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = {
    body: { fast: createAjv(false, false), all: createAjv(false, true) },
    text: { fast: createAjv(true, false), all: createAjv(true, true) },
  };
  // One validator per distinct schema: most operations share their query schema (none, or the same
  // token or locale parameter), and compiling each route's copy anew made the start a second slower.
  const compiled = new Map<string, Validator>();
  return ({ schema, httpPart }) => {
    const pair = httpPart === 'body' ? ajv.body : ajv.text;
    const input = (httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeaderSchema) : schema) as object;
    const key = `${httpPart === 'body' ? 'body' : 'text'} ${JSON.stringify(input)}`;
    const known = compiled.get(key);
    if (known) return known;
    const fast = pair.fast.compile(input);
    let all: ValidateFunction | undefined;
    const validate = Object.assign(
      (data: unknown, context?: object) => {
        const unstorable = unstorableTextAt(data);
        if (unstorable !== undefined) {
          validate.errors = [
            {
              instancePath: unstorable,
              schemaPath: '#',
              keyword: 'unstorableText',
              params: {},
              message: 'not storable text',
            },
          ];
          return false;
        }
        if (fast(data, context as never)) {
          validate.errors = null;
          return true;
        }
        validate.errors = fast.errors ?? [];
        if (smallerThan(data, ALL_ERRORS_MAX_VALUES)) {
          // Compiled on the first invalid request only: most routes never need it.
          all ??= pair.all.compile(input);
          all(data, context as never);
          validate.errors = all.errors?.slice(0, MAX_AJV_ERRORS) ?? validate.errors;
        }
        return false;
      },
      // Fastify passes the parent (the request) only to validators that look like Ajv's, and Ajv
      // needs it to coerce a root value.
      { errors: null as Validator['errors'], schemaEnv: fast.schemaEnv },
    );
    compiled.set(key, validate);
    return validate;
  };
}

/** Whether a text can be stored and sent on: no U+0000, no lone surrogate. */
const storable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * The path (`/a/0/b`) of the first text that is not storable, or undefined: one holding U+0000,
 * which PostgreSQL's text cannot store (`invalid byte sequence for encoding "UTF8": 0x00`), or a
 * lone surrogate (`"\ud800"` in JSON), which is no Unicode text and failed wherever it was encoded
 * (a mail, a link) — each answered 500 where it reached one. Neither is anything anyone types, so
 * every part of every request is refused them, as a field problem (`validation.invalid`).
 */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return storable(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    const found = storable(key) ? unstorableTextAt(item, here) : here;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The object schema of a route's header parameters (as fastify-openapi-glue builds it). */
interface HeaderSchema {
  readonly properties?: Record<string, unknown>;
  readonly required?: readonly string[];
}

/** A header schema with its property names (and required names) in lower case, as Node delivers headers. */
function lowerCaseHeaderNames(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([name, v]) => [name.toLowerCase(), v])),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

/** A route's query schema, as fastify-openapi-glue builds it from the operation's query parameters. */
interface QuerySchema {
  readonly type?: string;
  readonly properties?: Record<string, unknown>;
  readonly additionalProperties?: unknown;
}

/**
 * The query schema of a contract operation, closed: the parameters the operation lists are its
 * query, as its body schemas are closed (`additionalProperties: false`), so an unknown name — a
 * misspelt or misnamed parameter, which used to be ignored and its default taken — is a 400 on the
 * field (`validation.unknownField`). An operation without query parameters takes none. A query the
 * contract gives a schema of its own (one exploded object parameter) says itself what it accepts.
 */
export function closedQuerySchema(schema: unknown): object {
  const query = (schema ?? {}) as QuerySchema;
  if (query.additionalProperties !== undefined) return query;
  return { type: 'object', properties: {}, ...query, additionalProperties: false };
}
