// Requests to one operation of the contract, generated from its parameters and request body:
// valid ones (every part drawn from its schema) and invalid ones (one part broken, a wrong media
// type, an oversized body), sent logged in or not. Each request says whether the contract accepts
// it, judged by the contract's own Ajv on the values as drawn — the fuzzer's expectations follow
// from that, not from how the value was made.
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, contractRefs } from '../../src/contract/contract.ts';
import { resolved, resolvedOperations } from '../contractSchemas.ts';
import type { Parameter, RequestBody, Schema } from '../contractSchemas.ts';
import { invalidValue, validValue } from './schemaArbitrary.ts';

/** One operation of the contract, with what the fuzzer needs to know about it. */
export interface FuzzOperation {
  readonly operationId: string;
  readonly method: string;
  /** The path template under the API prefix, `/v1/api/projects/{id}`. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body?: { readonly required: boolean; readonly content: NonNullable<RequestBody['content']> };
  /** The security schemes the operation accepts (any one of them). */
  readonly security: readonly string[];
}

/** Every operation of the contract. */
export function fuzzOperations(): FuzzOperation[] {
  return resolvedOperations().map(({ operationId, method, path, parameters, requestBody: body, security }) => ({
    operationId,
    method,
    path: `/v1/api${path}`,
    parameters,
    ...(body?.content && { body: { required: body.required === true, content: body.content } }),
    security,
  }));
}

/** What a request logs in with. */
export type Credential = 'talent' | 'none' | 'forged';

/** One generated request. */
export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
  readonly credential: Credential;
  readonly withKey: boolean;
  /** Whether every part satisfies the contract (so the server must not call it invalid). */
  readonly valid: boolean;
  /** The parts that break the contract (the server must refuse such a request). */
  readonly broken: readonly string[];
  /** Whether the verdict is unknown (a form: the server reads its fields its own way). */
  readonly uncertain: boolean;
}

// As the server validates (src/http/validation.ts): a missing property with a `default` takes it
// (so `required` with a default does not refuse its absence), URL parts coerced to their types.
const ajv = contractAjv({ allErrors: false, useDefaults: true });
const urlAjv = contractAjv({ allErrors: false, useDefaults: true, coerceTypes: 'array' });
const validators = new Map<string, ValidateFunction>();
function accepts(schema: Schema, value: unknown, coerce = false): boolean {
  const key = `${coerce}${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    // Coercion rewrites the value in its parent: the value is validated as a property.
    const wrapped = coerce ? { type: 'object', properties: { v: schema }, required: ['v'] } : schema;
    validate = (coerce ? urlAjv : ajv).compile(contractRefs(wrapped) as object);
    validators.set(key, validate);
  }
  // A copy: defaults and coercion write into the value, and the request sends it as drawn.
  return validate(coerce ? { v: structuredClone(value) } : structuredClone(value));
}

/** Whether the server, reading `texts` from the URL, gets a value the schema accepts. */
function urlAccepts(parameter: Parameter, texts: readonly string[]): boolean {
  const schema = resolved(parameter.schema);
  const list = typesOfSchema(schema).includes('array');
  const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
  // The server's query parser splits comma lists and drops empty items (`status=` is no status).
  const wire = list ? (explode ? texts : (texts[0] ?? '').split(',').filter(Boolean)) : texts[0];
  return accepts(schema, wire, true);
}

function typesOfSchema(schema: Schema): readonly string[] {
  const { type } = schema;
  return typeof type === 'string' ? [type] : (type ?? []);
}

/**
 * The longest value a URL part gets: Node refuses a request line beyond its 16 KB of headers
 * with a 431 before any route sees it (a connection-level answer, the same for every operation),
 * so longer values would test Node's parser, not the operation.
 */
const MAX_URL_VALUE = 4000;
// (Counted encoded: 4000 `ü` are 24 KB of `%C3%BC`.)

/** A parameter's value as the URL carries it (form style; arrays comma-joined unless exploded). */
function serialise(parameter: Parameter, value: unknown): string[] {
  // Encoded, within the bound; a lone surrogate cannot be sent as UTF-8, so it arrives as U+FFFD.
  const cut = (text: string) => {
    let sent = text.toWellFormed();
    while (encodeURIComponent(sent).length > MAX_URL_VALUE) sent = sent.slice(0, Math.floor(sent.length * 0.8));
    return sent;
  };
  if (Array.isArray(value)) {
    const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
    return explode ? value.map((item) => cut(String(item))) : [cut(value.map((item) => String(item)).join(','))];
  }
  if (value !== null && typeof value === 'object') return [cut(JSON.stringify(value))];
  return [cut(String(value))];
}

/** A part drawn valid most of the time, invalid otherwise, with its verdict. */
function part(schema: Schema, invalidWeight: number): fc.Arbitrary<{ value: unknown; ok: boolean }> {
  return fc
    .oneof(
      { weight: 10 - invalidWeight, arbitrary: validValue(schema) },
      { weight: invalidWeight, arbitrary: invalidValue(schema) },
    )
    .map((value) => ({ value, ok: value !== undefined && accepts(resolved(schema), value) }));
}

const MULTIPART_BOUNDARY = 'fuzz0boundary0x7';

/** A value as an HTML form sends it: its top-level fields as text. */
function formEncoded(value: unknown): string {
  const form = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, field] of Object.entries(value))
      form.append(name, typeof field === 'string' ? field : (JSON.stringify(field) ?? ''));
  }
  return form.toString();
}

function multipart(fields: Record<string, unknown>, schema: Schema): Buffer {
  const properties = resolved(schema).properties ?? {};
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const binary = resolved(properties[name] ?? {}).format === 'binary';
    const disposition = binary
      ? `form-data; name="${name}"; filename="fuzz.pdf"\r\nContent-Type: application/pdf`
      : `form-data; name="${name}"`;
    const data = binary
      ? Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
      : Buffer.from(String(value));
    chunks.push(
      Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** How a body goes wrong on the wire, besides its content. */
type Wire = 'as declared' | 'wrong media type' | 'no content type' | 'oversized' | 'omitted';

/** Requests to `op`: about a third break something. `bodyLimit` undefined: no oversized bodies. */
export function requestOf(op: FuzzOperation, bodyLimit: number | undefined): fc.Arbitrary<FuzzRequest> {
  const pathParameters = op.parameters.filter((p) => p.in === 'path');
  const queryParameters = op.parameters.filter((p) => p.in === 'query');
  const headerParameters = op.parameters.filter((p) => p.in === 'header');
  const bodyTypes = Object.keys(op.body?.content ?? {});

  const pathParts = fc.tuple(...pathParameters.map((p) => part(p.schema, 2)));
  const queryParts = fc.tuple(
    ...queryParameters.map((p) => fc.tuple(p.required ? fc.constant(true) : fc.boolean(), part(p.schema, 2))),
  );
  const headerParts = fc.tuple(...headerParameters.map((p) => fc.tuple(fc.boolean(), part(p.schema, 1))));
  const bodyPart =
    bodyTypes.length > 0
      ? fc.tuple(
          fc.constantFrom(...bodyTypes),
          fc
            .constantFrom(...bodyTypes.map((type) => op.body!.content[type]!.schema ?? {}))
            .chain((schema) => part(schema, 3).map((drawn) => ({ schema, ...drawn }))),
          fc.oneof(
            { weight: 20, arbitrary: fc.constant<Wire>('as declared') },
            {
              weight: 1,
              arbitrary: fc.constantFrom<Wire>(
                'wrong media type',
                'no content type',
                'omitted',
                ...(bodyLimit === undefined ? [] : (['oversized'] as const)),
              ),
            },
          ),
        )
      : fc.constant(undefined);
  const credential = fc.oneof(
    { weight: 7, arbitrary: fc.constant<Credential>('talent') },
    { weight: 2, arbitrary: fc.constant<Credential>('none') },
    { weight: 1, arbitrary: fc.constant<Credential>('forged') },
  );
  return fc
    .record({ pathParts, queryParts, headerParts, bodyPart, credential, withKey: fc.boolean() })
    .map(
      ({
        pathParts: paths,
        queryParts: queries,
        headerParts: headerValues,
        bodyPart: body,
        credential: who,
        withKey,
      }) => {
        const broken: string[] = [];
        let path = op.path;
        let dotSegment = false;
        pathParameters.forEach((p, i) => {
          const text = serialise(p, paths[i]!.value)[0] ?? '';
          // An empty segment routes elsewhere (`/projects/` is no project): judged as missing.
          if (text === '' || !urlAccepts(p, [text])) broken.push(`path ${p.name}`);
          // `.` and `..` are dot segments (RFC 3986): no URL carries them as a value, whatever
          // the contract allows, so such a request has no verdict.
          else if (text === '.' || text === '..') dotSegment = true;
          path = path.replace(`{${p.name}}`, encodeURIComponent(text));
        });
        const query = new URLSearchParams();
        queryParameters.forEach((p, i) => {
          const [included, { value }] = queries[i]!;
          if (!included || value === undefined) {
            if (p.required) broken.push(`query ${p.name} missing`);
            return;
          }
          const texts = serialise(p, value);
          // An empty list sends nothing: the parameter is absent.
          if (texts.length === 0) {
            if (p.required) broken.push(`query ${p.name} missing`);
            return;
          }
          if (!urlAccepts(p, texts)) broken.push(`query ${p.name}`);
          for (const text of texts) query.append(p.name, text);
        });
        const headers: Record<string, string> = {};
        headerParameters.forEach((p, i) => {
          const [included, { value, ok }] = headerValues[i]!;
          if (!included || typeof value !== 'string' || /[^\x20-\x7e]/.test(value)) return;
          if (!ok) broken.push(`header ${p.name}`);
          headers[p.name.toLowerCase()] = value;
        });
        let bytes: Buffer | undefined;
        let uncertain = false;
        if (body) {
          const [type, { schema, value, ok }, wire] = body;
          if (!ok) broken.push('body');
          if (wire === 'omitted') {
            if (op.body!.required) broken.push('body missing');
          } else {
            bytes =
              type === 'multipart/form-data'
                ? multipart(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}, schema)
                : type === 'application/x-www-form-urlencoded'
                  ? Buffer.from(formEncoded(value))
                  : Buffer.from(JSON.stringify(value) ?? 'null');
            // A form carries strings only: the server reads its fields its own way.
            uncertain ||= type === 'application/x-www-form-urlencoded';
            uncertain ||= type === 'multipart/form-data';
            if (wire === 'oversized') {
              bytes = Buffer.concat([bytes, Buffer.alloc(bodyLimit! + 1024, 0x20)]);
              broken.push('body oversized');
            }
            if (wire === 'wrong media type') broken.push('media type');
            if (wire === 'no content type') broken.push('no content type');
            const declared = type === 'multipart/form-data' ? `${type}; boundary=${MULTIPART_BOUNDARY}` : type;
            if (wire !== 'no content type')
              headers['content-type'] = wire === 'wrong media type' ? 'text/plain' : declared;
          }
        }
        return {
          method: op.method,
          path: query.size > 0 ? `${path}?${query}` : path,
          headers,
          ...(bytes && { body: bytes }),
          credential: who,
          withKey,
          valid: broken.length === 0 && !uncertain && !dotSegment,
          broken,
          uncertain: (uncertain || dotSegment) && broken.length === 0,
        };
      },
    );
}
