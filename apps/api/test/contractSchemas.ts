// The contract's schemas as the API tests read them, for every test that makes requests from the
// contract instead of by hand (the tenant matrix's templates, the methods and query-parameter
// sweeps, the fuzzer's arbitraries). Each once read the schemas its own way, with its own idea of a
// `$ref`, of `allOf` and `oneOf`, and of a date or an email address; one reading here keeps them
// from drifting apart. The simplest value of a schema is checked against it with the contract's
// own Ajv, and a schema that cannot be filled throws: an operation the contract gains is either
// covered or fails loudly, never tested with a request that is refused for some other reason.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, contractRefs, loadContract } from '../src/contract/contract.ts';

/** A JSON Schema as the contract writes one (the keywords the tests read). */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly example?: unknown;
  readonly examples?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minProperties?: number;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Schema;
  readonly items?: Schema;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
}

/** A parameter of an operation, `$ref` resolved. */
export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly style?: string;
  readonly explode?: boolean;
  readonly schema: Schema;
  readonly example?: unknown;
}

/** An operation's request body, `$ref` resolved. */
export interface RequestBody {
  readonly required?: boolean;
  readonly content?: Readonly<Record<string, { readonly schema?: Schema; readonly example?: unknown }>>;
}

type Reference = { readonly $ref: string };

interface RawOperation {
  readonly operationId: string;
  readonly security?: readonly Record<string, unknown>[];
  readonly parameters?: readonly (Parameter | Reference)[];
  readonly requestBody?: RequestBody | Reference;
}

const contract = loadContract() as unknown as {
  readonly security: readonly Record<string, unknown>[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, RawOperation | readonly (Parameter | Reference)[]>>>>;
  readonly components: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
};

/** What `#/components/<kind>/<name>` names (a schema, a parameter…); throws when the contract has none. */
function resolveRef<T = Schema>(ref: string): T {
  const [, , kind, name] = ref.split('/');
  const found = contract.components[kind!]?.[name!];
  if (found === undefined) throw new Error(`unresolved ${ref}`);
  return found as T;
}

/** The value itself, or what its `$ref` names (a parameter, a request body). */
const dereferenced = <T extends object>(value: T | Reference): T =>
  '$ref' in value && typeof value.$ref === 'string'
    ? dereferenced(resolveRef<T | Reference>(value.$ref))
    : (value as T);

/** One operation of the contract, its parameters (those of its path item first) and body resolved. */
export interface ResolvedOperation {
  readonly operationId: string;
  /** In capitals, `GET`. */
  readonly method: string;
  /** The path template as the contract writes it, `/projects/{id}`. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly requestBody?: RequestBody;
  /** The security schemes it takes (any one of them); empty for a public operation. */
  readonly security: readonly string[];
}

/** Every operation of the contract, in the contract's order. */
export function resolvedOperations(): ResolvedOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) => {
    const shared = (item['parameters'] ?? []) as readonly (Parameter | Reference)[];
    return Object.entries(item)
      .filter((entry): entry is [string, RawOperation] => entry[0] !== 'parameters')
      .map(([method, op]) => ({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: [...shared, ...(op.parameters ?? [])].map((p) => dereferenced(p)),
        ...(op.requestBody && { requestBody: dereferenced(op.requestBody) }),
        security: (op.security ?? contract.security).flatMap((requirement) => Object.keys(requirement)),
      }));
  });
}

const resolvedSchemas = new WeakMap<Schema, Schema>();

/**
 * The schema with its `$ref`s followed (what stands beside a `$ref` kept over what it names) and
 * `allOf` merged shallowly (the contract uses it to extend: properties and required lists joined,
 * any other keyword the schema's own first). The same object for the same schema.
 */
export function resolved(schema: Schema): Schema {
  const known = resolvedSchemas.get(schema);
  if (known) return known;
  let current = schema;
  for (let i = 0; current.$ref !== undefined; i++) {
    if (i === 20) throw new Error(`a cycle of $refs at ${schema.$ref}`);
    const { $ref: ref, ...rest } = current;
    const target = resolveRef(ref);
    current = Object.keys(rest).length > 0 ? { ...target, ...rest } : target;
  }
  if (current.allOf) {
    const { allOf, ...rest } = current;
    const merged: Record<string, unknown> = { ...rest };
    for (const part of allOf.map(resolved)) {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties') merged['properties'] = { ...(merged['properties'] as object), ...(value as object) };
        else if (key === 'required')
          merged['required'] = [...((merged['required'] as string[] | undefined) ?? []), ...(value as string[])];
        else merged[key] ??= value;
      }
    }
    current = merged;
  }
  resolvedSchemas.set(schema, current);
  return current;
}

const shapes = new WeakMap<Schema, Schema>();

/**
 * What the simplest value of `schema` is made for: the schema resolved, and of a `oneOf`/`anyOf`
 * its first alternative that is not `null` (merged with what stands beside the choice). The same
 * object for the same schema.
 */
export function shapeOf(schema: Schema): Schema {
  const known = shapes.get(schema);
  if (known) return known;
  const s = resolved(schema);
  const alternatives = s.oneOf ?? s.anyOf;
  let shape = s;
  if (alternatives) {
    const { oneOf: _o, anyOf: _a, ...base } = s;
    const chosen = alternatives.find((alternative) => resolved(alternative).type !== 'null') ?? alternatives[0]!;
    shape = shapeOf({ ...base, ...resolved(chosen) });
  }
  shapes.set(schema, shape);
  return shape;
}

/**
 * The simplest string of each format the contract uses. Dates lie ahead (a date of the past is
 * refused where the portal wants the future: an interview slot, an availability). The fuzzer
 * draws its strings by the same names (test/fuzz/schemaArbitrary.ts).
 */
/** 1 March of next year: at least three months ahead whenever the tests run. */
export const FUTURE_DAY = `${new Date().getUTCFullYear() + 1}-03-01`;

const FORMAT_STRINGS = {
  email: 'sample@example.com',
  uuid: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  date: FUTURE_DAY,
  'date-time': `${FUTURE_DAY}T09:00:00Z`,
  uri: 'https://example.com/',
  'uri-reference': '/sample',
  hostname: 'example.com',
  password: 'analytical-engine-1843',
  /** A file's content in a multipart body (Ajv checks nothing of it). */
  binary: 'sample',
} as const;

/** A string format of the contract. */
export type StringFormat = keyof typeof FORMAT_STRINGS;

/** The formats of integers (OpenAPI's; no string stands for them). */
const NUMBER_FORMATS: ReadonlySet<string> = new Set(['int32', 'int64']);

const isStringFormat = (format: string): format is StringFormat => Object.hasOwn(FORMAT_STRINGS, format);

// A format the contract gains needs its string here (and its arbitrary in the fuzzer) before any
// test can make a value of it: found now, not as a refusal the tests take for something else.
(function checkFormats(node: unknown, where: string): void {
  if (Array.isArray(node)) node.forEach((item, i) => checkFormats(item, `${where}[${i}]`));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const { format } = node as Schema;
  if (typeof format === 'string' && !isStringFormat(format) && !NUMBER_FORMATS.has(format))
    throw new Error(`${where}: format "${format}" has no string in test/contractSchemas.ts FORMAT_STRINGS`);
  for (const [key, value] of Object.entries(node))
    if (key !== 'example' && key !== 'examples') checkFormats(value, `${where}/${key}`);
})({ paths: contract.paths, components: contract.components }, '#');

/**
 * Plain strings tried, in order, for a string with a pattern: the first that matches (and fits the
 * length) is used, then runs of one character; a pattern none matches throws.
 */
const PATTERN_STRINGS = [
  'Ada',
  'GB',
  'EUR',
  'en',
  'ada-lovelace',
  'abc',
  '123456',
  '+447400123456',
  '/app/jobs',
  'https://example.com/',
  '#336699',
  'a',
  'sample',
  '1',
  'a1',
  '/',
  '/sample',
  '+4915112345678',
  '+49 30 123456',
  'aaa.bbb.ccc',
  `whsec_${'a'.repeat(43)}`,
];

/** The text of a string with neither format nor pattern (cut or padded to its lengths). */
const PLAIN_TEXT = 'Ada Lovelace';

function simplestString(schema: Schema, where: string): string {
  if (schema.format !== undefined && isStringFormat(schema.format)) return FORMAT_STRINGS[schema.format];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  if (schema.pattern === undefined)
    return PLAIN_TEXT.length >= min ? PLAIN_TEXT.slice(0, max) : PLAIN_TEXT.padEnd(min, 'x');
  const pattern = new RegExp(schema.pattern, 'u');
  const lengths = [1, 2, 3, 4, 6].map((n) => Math.max(n, min));
  const runs = ['a', 'A', '1'].flatMap((c) => lengths.map((n) => c.repeat(n)));
  const found = [...PATTERN_STRINGS, ...runs].find((s) => pattern.test(s) && s.length >= min && s.length <= max);
  if (found === undefined)
    throw new Error(`${where}: no plain value matches /${schema.pattern}/; give the schema an example`);
  return found;
}

/** 1 where the bounds allow it, else the bound nearest to it. */
function simplestNumber(schema: Schema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - 1);
  const value = Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

/** The first example the contract gives for a schema (its own, or that of what it refers to). */
function exampleOf(schema: Schema): unknown {
  for (const s of [schema, resolved(schema)]) {
    if (s.examples?.length) return s.examples[0];
    if (s.example !== undefined) return s.example;
  }
  return undefined;
}

/** Where a value is in a walk of `simplestValue`. */
export interface Place {
  /** The property's name (for an array's items the array's; at the top, the one given). */
  readonly name: string;
  /** The names of the properties from the top down to it (an array's items add none). */
  readonly path: readonly string[];
}

/** How `simplestValue` walks a schema. */
export interface SimplestOptions {
  /** The name of the value at the top (a parameter's), '' by default. */
  readonly name?: string;
  /** A value to keep (a parameter's or a media type's example); its parts are walked like examples. */
  readonly example?: unknown;
  /** The value to put in place of the one the walk would make (the caller's placeholder), if any. */
  readonly replace?: (schema: Schema, place: Place) => unknown;
  /** Whether an optional property is given, and an array that may be empty has one item; by default never. */
  readonly wanted?: (schema: Schema, place: Place) => boolean;
  /** Where the value goes, for the error of a schema that cannot be filled. */
  readonly where?: string;
}

/**
 * The simplest value `schema` accepts: the contract's example where it gives one; else its const,
 * default or first non-null enum value; an object of its required properties (and as many others
 * as `minProperties` asks for); an array of `minItems` items; the smallest number from 1 within
 * its bounds; false; a string of its format, or a plain one that matches its pattern and lengths.
 * Throws for a pattern it cannot match. Not checked: see `contractSample`.
 */
export function simplestValue(schema: Schema, options: SimplestOptions = {}): unknown {
  const name = options.name ?? '';
  return walk(schema, { name, path: [] }, options.where ?? (name || 'value'), options.example, options);
}

function walk(schema: Schema, place: Place, where: string, given: unknown, options: SimplestOptions): unknown {
  const replaced = options.replace?.(schema, place);
  if (replaced !== undefined) return replaced;
  const s = shapeOf(schema);
  const example = given ?? exampleOf(schema);
  const type = typeof s.type === 'string' ? s.type : s.type?.find((t) => t !== 'null');
  if (type === 'object' || s.properties) {
    const properties = s.properties ?? {};
    const source = example && typeof example === 'object' && !Array.isArray(example) ? example : undefined;
    const child = (prop: string): Place => ({ name: prop, path: [...place.path, prop] });
    const names = source
      ? Object.keys(source)
      : Object.keys(properties).filter(
          (prop) => s.required?.includes(prop) || options.wanted?.(properties[prop]!, child(prop)),
        );
    // An object that must not be empty gets its first properties (`minProperties`).
    for (const prop of Object.keys(properties))
      if (names.length < (s.minProperties ?? 0) && !names.includes(prop)) names.push(prop);
    return Object.fromEntries(
      names.map((prop) => {
        const value = (source as Record<string, unknown> | undefined)?.[prop];
        const propSchema = properties[prop];
        if (!propSchema) return [prop, value];
        return [prop, walk(propSchema, child(prop), `${where}.${prop}`, value, options)];
      }),
    );
  }
  if (type === 'array') {
    const items = s.items ?? {};
    if (Array.isArray(example))
      return example.map((item, i) => walk(items, place, `${where}[${i}]`, item as unknown, options));
    const count = Math.max(s.minItems ?? 0, options.wanted?.(items, place) ? 1 : 0);
    return Array.from({ length: count }, (_, i) => walk(items, place, `${where}[${i}]`, undefined, options));
  }
  if (example !== undefined) return example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? null;
  switch (type) {
    case 'string':
      return simplestString(s, where);
    case 'integer':
      return simplestNumber(s, true);
    case 'number':
      return simplestNumber(s, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

const ajv = contractAjv({ allErrors: true });
const validators = new WeakMap<Schema, ValidateFunction>();

/** Throws, naming `where`, when `value` does not match `schema` (the generator is wrong, not the server). */
export function assertMatchesSchema(schema: Schema, value: unknown, where: string): void {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(contractRefs(schema) as object);
    validators.set(schema, validate);
  }
  if (!validate(value))
    throw new Error(
      `${where}: the generated value does not match the contract: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value)?.slice(0, 300)}`,
    );
}

/**
 * `simplestValue(schema)`, checked against the schema: throws, naming `what`, when it does not
 * match (a schema these rules cannot fill yet: teach `simplestValue` its case, or give the schema
 * an example).
 */
export function contractSample(schema: Schema, what: string): unknown {
  const value = simplestValue(schema, { where: what });
  assertMatchesSchema(schema, value, what);
  return value;
}
