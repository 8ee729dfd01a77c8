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
// so every reference an operation can take is tried. The values around the slots are the simplest
// ones of test/contractSchemas.ts (which the methods and query-parameter sweeps send too), and a
// filled request is checked against the contract before it is sent; a schema that cannot be filled
// (a pattern none of the plain values matches) throws: a new operation never goes untried silently.
import { assertMatchesSchema, resolved, resolvedOperations, shapeOf, simplestValue } from './contractSchemas.ts';
import type { Parameter, Schema } from './contractSchemas.ts';
import type { CallOptions } from './harness.ts';
import { textPdf } from './pdfs.ts';

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

/** Whether a value of `schema`, named `name`, is a slot. */
function isReference(schema: Schema, name: string): boolean {
  const refs = [schema, ...(resolved(schema).oneOf ?? []), ...(resolved(schema).anyOf ?? [])]
    .map((s) => s.$ref)
    .filter((ref): ref is string => ref !== undefined);
  if (refs.some((ref) => REFERENCE_SCHEMAS.has(refName(ref)))) return true;
  const shape = shapeOf(schema);
  if (shape.format === 'uuid' || shape.format === 'email') return true;
  return REFERENCE_NAMES.test(name) && shape.type !== 'object' && shape.type !== 'boolean';
}

/** Whether a value of `schema` is or holds a slot (an optional property worth sending). */
function holdsReference(schema: Schema, name: string, seen = new Set<Schema>()): boolean {
  if (isReference(schema, name)) return true;
  const shape = shapeOf(schema);
  if (seen.has(shape)) return false;
  seen.add(shape);
  if (shape.type === 'array' && shape.items) return holdsReference(shape.items, name, seen);
  return Object.entries(shape.properties ?? {}).some(([key, value]) => holdsReference(value, key, seen));
}

/** A file of a multipart body (sent as a small PDF). */
const BINARY = Object.freeze({ binary: true });

/** The slot key of property `prop` of an object at `key`. */
const propertyKey = (key: SlotKey, prop: string): SlotKey =>
  GENERIC_NAMES.has(prop) ? `${key === '.' ? '' : key}.${prop}` : `.${prop}`;

/** The slot key of the value at `path` (property names) below the value at `key`. */
const keyAt = (key: SlotKey, path: readonly string[]): SlotKey => path.reduce(propertyKey, key);

/**
 * The simplest value of `schema` named `name` at `key`, with slots where references go — and at
 * the keys in `extra`, which the caller wants to fill itself (a flag, a language of the host's) —
 * and optional properties given where they hold one. `given` is an example value to keep (its
 * references become slots).
 */
function templateOf(
  schema: Schema,
  name: string,
  key: SlotKey,
  where: string,
  extra: ReadonlySet<SlotKey>,
  given?: unknown,
): unknown {
  return simplestValue(schema, {
    name,
    where,
    example: given,
    replace(s, place) {
      const at = keyAt(key, place.path);
      if (isReference(s, place.name) || extra.has(at)) return slot(at);
      return shapeOf(s).format === 'binary' ? BINARY : undefined;
    },
    wanted: (s, place) => holdsReference(s, place.name) || extra.has(keyAt(key, place.path)),
  });
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

/**
 * Every operation of the contract with its generated request template. `extra` names keys the
 * caller fills although they are no references (they become slots, optional or not).
 */
export function generatedOperations(extra: ReadonlySet<SlotKey> = new Set()): GeneratedOperation[] {
  return resolvedOperations().map(({ operationId: id, method, path, parameters, requestBody, security }) => {
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
          : templateOf(parameter.schema, parameter.name, key, `${id} ${key}`, extra, parameter.example),
      });
    }
    const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
    const schema = media?.schema ?? {};
    const bodyTemplate = media ? templateOf(schema, '', '.', `${id} body`, extra, media.example) : undefined;
    const template = { params, body: bodyTemplate };
    return {
      operationId: id,
      method,
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
          assertMatchesSchema(parameter.schema, v, `${id} ${parameter.in} ${parameter.name}`);
          (parameter.in === 'path' ? call.path : call.query)[parameter.name] = v as string | number;
        }
        if (!media || bodyTemplate === undefined) return call;
        const body = filled(bodyTemplate, fill);
        if (mediaType === 'multipart/form-data') return { ...call, rawBody: await multipart(body) };
        assertMatchesSchema(schema, body, `${id} body`);
        if (mediaType === 'application/x-www-form-urlencoded') {
          const form = new URLSearchParams(body as Record<string, string>).toString();
          return { ...call, rawBody: { contentType: mediaType, data: Buffer.from(form) } };
        }
        return { ...call, body };
      },
    };
  });
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
