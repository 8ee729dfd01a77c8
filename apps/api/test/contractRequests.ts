// Requests generated from the contract: for every operation, the smallest request its schemas
// accept — the required parameters and body properties, from the contract's own examples where it
// has them — with every place that names a resource (an id, a UUID, a job's VMS id, a link token,
// an email address, a password) left as a *slot*, filled by the caller with the values it wants to
// try there (test/tenantMatrix.test.ts: another tenant's or another talent's). A slot is named by
// where it is, so one name covers every operation that puts the same kind of thing there:
//
//   path     `<the literal segment before it>/{<name>}`   `projectApplication/{id}`, `pool/{id}`
//   query    `?<name>`                                     `?resourceId`, `?token`
//   body     `.<property>` (at any depth)                  `.job`, `.cvUuid`, `.questionId`
//
// Optional parameters and properties are left out unless they are slots themselves (or hold one),
// so every reference an operation can take is tried. A schema the generator cannot fill (a pattern
// none of its plain values matches) throws: a new operation never goes untried silently.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, contractRefs, loadContract } from '../src/contract/contract.ts';
import type { CallOptions } from './harness.ts';
import { textPdf } from './pdfs.ts';

/** A JSON Schema as the contract writes one (the parts the generator reads). */
interface Schema {
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
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly minProperties?: number;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
}

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema: Schema;
  readonly example?: unknown;
}

interface RawOperation {
  readonly operationId: string;
  readonly security?: readonly Record<string, unknown>[];
  readonly parameters?: readonly (Parameter | { $ref: string })[];
  readonly requestBody?: { $ref?: string; content?: Record<string, { schema: Schema; example?: unknown }> };
}

const contract = loadContract() as unknown as {
  security: readonly Record<string, unknown>[];
  paths: Record<string, Record<string, RawOperation> & { parameters?: readonly (Parameter | { $ref: string })[] }>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    requestBodies?: Record<string, NonNullable<RawOperation['requestBody']>>;
  };
};

/**
 * The contract's schemas whose values name something or prove something: a resource (`Id`, `Uuid`,
 * `VmsId`), a credential (`LinkToken`, `Jwt`, `ReCaptchaToken`) or a person (`Email`, `Phone`).
 * A value of one of these is always a slot.
 */
export const REFERENCE_SCHEMAS: ReadonlySet<string> = new Set([
  'Id',
  'Uuid',
  'VmsId',
  'LinkToken',
  'Jwt',
  'ReCaptchaToken',
  'Email',
  'Phone',
]);
/** Names that make a value a slot whatever its schema says (a capability in a link, a password). */
const REFERENCE_NAMES = /^(id|uuid|token|signature|expires|password|currentPassword)$|(Id|Ids|Uuid|UUID|Email)$/;

/** Property names that are keyed with their parent's: `.job.id`, not `.id`. */
const GENERIC_NAMES: ReadonlySet<string> = new Set(['id', 'uuid']);

/** Where a slot is (see the file's comment). */
export type SlotKey = string;

const SLOT = Symbol('slot');
/** A placeholder in a request template. */
interface Slot {
  readonly [SLOT]: SlotKey;
}
const slot = (key: SlotKey): Slot => ({ [SLOT]: key });
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** One operation of the contract and the request template generated for it. */
export interface GeneratedOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** The security schemes it takes (any of them); empty for a public operation. */
  readonly security: readonly string[];
  /** The slots of its request, in order of appearance. */
  readonly slots: readonly SlotKey[];
  /** The request with the slots filled by `fill(key)` (a value per slot). */
  request(fill: (key: SlotKey) => unknown): Promise<CallOptions>;
}

const refName = (ref: string) => ref.split('/').pop()!;

/** The schema behind `$ref`s. */
function deref(schema: Schema): Schema {
  let current = schema;
  while (current.$ref) current = contract.components.schemas[refName(current.$ref)]!;
  return current;
}

/** The schema without `null` alternatives and with `allOf` merged: what a value is generated for. */
function shape(schema: Schema): Schema {
  const resolved = deref(schema);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives) {
    const usable = alternatives.filter((s) => deref(s).type !== 'null');
    return shape(usable[0] ?? alternatives[0]!);
  }
  if (resolved.allOf?.length === 1) return { ...shape(resolved.allOf[0]!), ...withoutAllOf(resolved) };
  if (resolved.allOf) {
    const parts = resolved.allOf.map(shape);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>,
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return resolved;
}

function withoutAllOf(schema: Schema): Schema {
  const { allOf: _, ...rest } = schema;
  return rest;
}

/** Whether a value of `schema`, named `name`, is a slot. */
function isReference(schema: Schema, name: string): boolean {
  const refs = [schema, ...(deref(schema).oneOf ?? []), ...(deref(schema).anyOf ?? [])]
    .map((s) => s.$ref)
    .filter((ref): ref is string => ref !== undefined);
  if (refs.some((ref) => REFERENCE_SCHEMAS.has(refName(ref)))) return true;
  const resolved = shape(schema);
  if (resolved.format === 'uuid' || resolved.format === 'email') return true;
  return REFERENCE_NAMES.test(name) && resolved.type !== 'object' && resolved.type !== 'boolean';
}

/** Whether a value of `schema` is or holds a slot (an optional property worth sending). */
function holdsReference(schema: Schema, name: string, seen = new Set<Schema>()): boolean {
  if (isReference(schema, name)) return true;
  const resolved = shape(schema);
  if (seen.has(resolved)) return false;
  seen.add(resolved);
  if (resolved.type === 'array' && resolved.items) return holdsReference(resolved.items, name, seen);
  return Object.entries(resolved.properties ?? {}).some(([key, value]) => holdsReference(value, key, seen));
}

/**
 * Plain strings tried, in order, for a string with a pattern and no example: the first that
 * matches (and fits the length) is used. A pattern none of them matches throws.
 */
const PLAIN_STRINGS = [
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
];

const FORMAT_STRINGS: Readonly<Record<string, string>> = {
  date: '2027-03-01',
  'date-time': '2027-03-01T09:00:00Z',
  uri: 'https://example.com/',
  password: 'analytical-engine-1843',
};

/** A file of a multipart body (sent as a small PDF). */
const BINARY = Object.freeze({ binary: true });

function sampleString(schema: Schema, where: string): unknown {
  if (schema.format === 'binary') return BINARY;
  if (schema.format && FORMAT_STRINGS[schema.format]) return FORMAT_STRINGS[schema.format]!;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PLAIN_STRINGS.find((s) => pattern.test(s) && s.length >= min && s.length <= max);
    if (found === undefined)
      throw new Error(`${where}: no plain value matches /${schema.pattern}/; give the schema an example`);
    return found;
  }
  const text = 'Ada Lovelace';
  return text.length >= min ? text.slice(0, max) : text.padEnd(min, 'x');
}

/** The first example the contract gives for a schema, if any. */
function exampleOf(schema: Schema): unknown {
  for (const s of [schema, deref(schema)]) {
    if (s.examples?.length) return s.examples[0];
    if (s.example !== undefined) return s.example;
  }
  return undefined;
}

/** The slot key of property `prop` of an object at `key`. */
const propertyKey = (key: SlotKey, prop: string): SlotKey =>
  GENERIC_NAMES.has(prop) ? `${key === '.' ? '' : key}.${prop}` : `.${prop}`;

/**
 * A value of `schema` named `name` at `key`, with slots where references go — and at the keys in
 * `extra`, which the caller wants to fill itself (a flag, a language of the host's). `given` is an
 * example value to keep (its references become slots).
 */
function sample(
  schema: Schema,
  name: string,
  key: SlotKey,
  where: string,
  extra: ReadonlySet<SlotKey>,
  given?: unknown,
): unknown {
  if (isReference(schema, name) || extra.has(key)) return slot(key);
  const resolved = shape(schema);
  const example: unknown = given ?? exampleOf(schema);
  const type = typeof resolved.type === 'string' ? resolved.type : resolved.type?.find((t) => t !== 'null');
  if (type === 'object' || resolved.properties) {
    const properties = resolved.properties ?? {};
    const source = example && typeof example === 'object' && !Array.isArray(example) ? example : undefined;
    const names = source
      ? Object.keys(source)
      : Object.keys(properties).filter(
          (prop) =>
            resolved.required?.includes(prop) ||
            holdsReference(properties[prop]!, prop) ||
            extra.has(propertyKey(key, prop)),
        );
    // An object that must not be empty gets its first properties (`minProperties`).
    for (const prop of Object.keys(properties))
      if (names.length < (resolved.minProperties ?? 0) && !names.includes(prop)) names.push(prop);
    return Object.fromEntries(
      names.map((prop) => {
        const propSchema = properties[prop];
        const value = (source as Record<string, unknown> | undefined)?.[prop];
        if (!propSchema) return [prop, value];
        return [prop, sample(propSchema, prop, propertyKey(key, prop), `${where}.${prop}`, extra, value)];
      }),
    );
  }
  if (type === 'array') {
    const items = resolved.items ?? {};
    if (Array.isArray(example))
      return example.map((item, i) => sample(items, name, key, `${where}[${i}]`, extra, item as unknown));
    const count = Math.max(resolved.minItems ?? 0, holdsReference(items, name) ? 1 : 0);
    return Array.from({ length: count }, (_, i) => sample(items, name, key, `${where}[${i}]`, extra));
  }
  if (example !== undefined) return example;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum.find((v) => v !== null) ?? null;
  switch (type) {
    case 'string':
      return sampleString(resolved, where);
    case 'integer':
    case 'number':
      return Math.min(Math.max(resolved.minimum ?? 1, 1), resolved.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** The slot keys of a template, in order. */
function slotsOf(template: unknown, found: SlotKey[] = []): SlotKey[] {
  if (isSlot(template)) found.push(template[SLOT]);
  else if (Array.isArray(template)) for (const item of template) slotsOf(item, found);
  else if (template && typeof template === 'object') for (const value of Object.values(template)) slotsOf(value, found);
  return found;
}

/** The template with its slots filled. */
function filled(template: unknown, fill: (key: SlotKey) => unknown): unknown {
  if (isSlot(template)) return fill(template[SLOT]);
  if (template === BINARY) return template;
  if (Array.isArray(template)) return template.map((item) => filled(item, fill));
  if (template && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, filled(v, fill)]));
  return template;
}

const ajv = contractAjv();
const validators = new Map<Schema, ValidateFunction>();
/** Throws when a generated value does not match its schema (the generator, not the server, is wrong). */
function assertValid(schema: Schema, value: unknown, where: string): void {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(contractRefs(schema) as object);
    validators.set(schema, validate);
  }
  if (!validate(value))
    throw new Error(`${where}: the generated value does not match the contract: ${ajv.errorsText(validate.errors)}`);
}

const resolveParameter = (p: Parameter | { $ref: string }): Parameter =>
  '$ref' in p ? contract.components.parameters[refName(p.$ref)]! : p;

/**
 * Every operation of the contract with its generated request template. `extra` names keys the
 * caller fills although they are no references (they become slots, optional or not).
 */
export function generatedOperations(extra: ReadonlySet<SlotKey> = new Set()): GeneratedOperation[] {
  const result: GeneratedOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (method === 'parameters' || typeof op !== 'object' || !('operationId' in op)) continue;
      const operation = op;
      const id = operation.operationId;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
      const segments = path.split('/');
      const params: { parameter: Parameter; template: unknown }[] = [];
      for (const parameter of parameters) {
        if (parameter.in === 'header' || parameter.in === 'cookie') continue;
        const key =
          parameter.in === 'path'
            ? `${segments[segments.indexOf(`{${parameter.name}}`) - 1]}/{${parameter.name}}`
            : `?${parameter.name}`;
        const reference = isReference(parameter.schema, parameter.name) || extra.has(key);
        if (!parameter.required && !reference) continue;
        params.push({
          parameter,
          template: reference
            ? slot(key)
            : sample(parameter.schema, parameter.name, key, `${id} ${key}`, extra, parameter.example),
        });
      }
      const requestBody = operation.requestBody?.$ref
        ? contract.components.requestBodies![refName(operation.requestBody.$ref)]!
        : operation.requestBody;
      const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const bodyTemplate = media ? sample(media.schema, '', '.', `${id} body`, extra, media.example) : undefined;
      const security = (operation.security ?? contract.security).flatMap((s) => Object.keys(s));
      const template = { params, body: bodyTemplate };
      result.push({
        operationId: id,
        method: method.toUpperCase(),
        path,
        security,
        slots: slotsOf(template),
        async request(fill) {
          const call: { path: Record<string, string | number>; query: Record<string, string | number> } = {
            path: {},
            query: {},
          };
          for (const { parameter, template: value } of params) {
            const v = filled(value, fill);
            assertValid(parameter.schema, v, `${id} ${parameter.in} ${parameter.name}`);
            (parameter.in === 'path' ? call.path : call.query)[parameter.name] = v as string | number;
          }
          if (!media || bodyTemplate === undefined) return call;
          const body = filled(bodyTemplate, fill);
          if (mediaType === 'multipart/form-data') return { ...call, rawBody: await multipart(body) };
          assertValid(media.schema, body, `${id} body`);
          if (mediaType === 'application/x-www-form-urlencoded') {
            const form = new URLSearchParams(body as Record<string, string>).toString();
            return { ...call, rawBody: { contentType: mediaType, data: Buffer.from(form) } };
          }
          return { ...call, body };
        },
      });
    }
  }
  return result;
}

/** A multipart body: its binary properties as a small PDF, the others as text fields. */
async function multipart(fields: unknown): Promise<{ contentType: string; data: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value === BINARY) form.append(name, new Blob([new Uint8Array(await textPdf(1))]), `${name}.pdf`);
    else form.append(name, String(value));
  }
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, data: Buffer.from(await request.arrayBuffer()) };
}
