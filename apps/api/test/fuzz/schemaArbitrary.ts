// fast-check arbitraries generated from the contract's JSON Schemas (the subset the contract uses:
// $ref, type (also as a list), const, enum, oneOf/anyOf/allOf, object properties/required/
// additionalProperties, array items/minItems/maxItems, string formats/pattern/lengths, integer and
// number bounds). `validValue` aims at values the schema accepts; `invalidValue` takes one and
// breaks it in one place — a wrong type, a boundary number, a missing required or an unknown
// field, an overlong or odd Unicode string. Neither is trusted: the fuzzer classifies every value
// with the contract's own Ajv, so a "valid" value that is not (oneOf overlaps, patterns
// combined with lengths) only changes which answer is expected. The schemas are read as every
// contract-driven test reads them (test/contractSchemas.ts: `$ref`, `allOf`, the formats).
import fc from 'fast-check';
import { resolved } from '../contractSchemas.ts';
import type { Schema, StringFormat } from '../contractSchemas.ts';

/** Values that break most schemas somewhere: the numbers at the edges of int32, int64 and double. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/**
 * Strings that break parsers, databases and renderers: empty, long, control characters, NUL,
 * a lone surrogate, right-to-left override, combining marks, astral planes, what SQL and HTML
 * treat specially, and a byte-order mark.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301\u0301',
  '𝕏😀\u{10ffff}',
  '\ufeffbom',
  "' OR 1=1 --",
  '"; DROP TABLE freelancers; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nX-Injected: 1',
  '{{7*7}}${7*7}',
  'Ǆǅǆ ﬁ İı ß ẞ',
  '١٢٣٤',
];

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': null },
  ...BOUNDARY_NUMBERS,
  ...ODD_STRINGS,
];

/** A value no schema of one type expects: one of the odd values. */
export const oddValue: fc.Arbitrary<unknown> = fc.constantFrom(...ODD_VALUES);

const MAX_DEPTH = 6;
const MAX_ITEMS = 4;
const MAX_STRING = 40;

function typesOf(schema: Schema): readonly string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (type) return type;
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string', 'integer', 'boolean', 'object'];
}

/** A string's length bounds: those drawn (at most MAX_STRING), and whether a string keeps the schema's. */
interface Lengths {
  readonly minLength: number;
  readonly maxLength: number;
  readonly fits: (s: string) => boolean;
}

const plainString = ({ minLength, maxLength }: Lengths): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );

const someDate = () => fc.date({ min: new Date('1950-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });

/** Strings of each format the contract uses (named in test/contractSchemas.ts: a new one needs one here). */
const FORMAT_ARBITRARIES: { readonly [F in StringFormat]: (lengths: Lengths) => fc.Arbitrary<string> } = {
  email: ({ fits }) => fc.emailAddress({ size: 'xsmall' }).filter(fits),
  uuid: () => fc.uuid(),
  date: () => someDate().map((d) => d.toISOString().slice(0, 10)),
  'date-time': () => someDate().map((d) => d.toISOString()),
  uri: ({ fits }) => fc.webUrl({ size: 'xsmall' }).filter(fits),
  'uri-reference': () => fc.webPath({ size: 'xsmall' }).map((p) => `/${p.replace(/^\/+/, '')}`),
  hostname: () => fc.domain({ size: 'xsmall' }),
  password: ({ minLength, maxLength }) =>
    fc.string({ minLength: Math.max(minLength, 12), maxLength: Math.max(maxLength, 16) }),
  // A file's content: any text.
  binary: plainString,
};

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    // Patterns over the whole value; lengths checked after (the classifier judges the rest).
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' })
      .map((s) => (fits(s) ? s : s.slice(0, maxLength)));
  }
  const { format } = schema;
  const formatted = format !== undefined && Object.hasOwn(FORMAT_ARBITRARIES, format);
  return (formatted ? FORMAT_ARBITRARIES[format as StringFormat] : plainString)({ minLength, maxLength, fits });
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const int32 = schema.format === 'int32';
  const min = schema.minimum ?? (int32 ? -(2 ** 31) : Number.MIN_SAFE_INTEGER);
  const max = schema.maximum ?? (int32 ? 2 ** 31 - 1 : Number.MAX_SAFE_INTEGER);
  const exclusiveMin = schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum;
  const low = Math.max(min, exclusiveMin === undefined ? -Infinity : exclusiveMin + 1);
  const high = Math.min(max, exclusiveMax === undefined ? Infinity : exclusiveMax - 1);
  const near = fc.integer({ min: Math.max(low, -1000), max: Math.max(Math.min(high, 1000), Math.max(low, -1000)) });
  // Anywhere in the range, also beyond int32 (fc.integer stops there): spread over the safe integers.
  const anywhere = fc.maxSafeNat().map((n) => low + (n % (high - low + 1)));
  return fc.oneof(
    { weight: 3, arbitrary: near },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
    { weight: 1, arbitrary: anywhere },
  );
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** Values the schema (probably) accepts. */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolved(schema);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const { oneOf: _o, anyOf: _a, ...base } = s;
    return fc.oneof(...alternatives.map((alt) => validValue({ ...base, ...resolved(alt) }, depth + 1)));
  }
  return fc.oneof(...typesOf(s).map((type) => valueOfType(type, s, depth)));
}

function valueOfType(type: string, s: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(s);
    case 'number':
      return numberOf(s);
    case 'string':
      return stringOf(s);
    case 'array': {
      const minItems = s.minItems ?? 0;
      const maxItems = Math.max(minItems, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      if (depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(validValue(s.items ?? {}, depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      if (depth >= MAX_DEPTH) return fc.constant({});
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, validValue(p, depth + 1)])),
        { requiredKeys: [...required].filter((name) => name in properties) },
      );
      const extra = s.additionalProperties;
      if (extra && typeof extra === 'object') {
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validValue(extra, depth + 1), { maxKeys: 2 }),
          )
          .map(([known, more]) => ({ ...more, ...known }));
      }
      return record;
    }
    default:
      return fc.constant(null);
  }
}

/** Where in a JSON value a mutation lands: the path of each node. */
function pathsOf(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  const here = [[...prefix]];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return here;
}

function replaceAt(value: unknown, path: readonly (string | number)[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, i) => (i === head ? replaceAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replaceAt(record[head!], rest, replace) };
}

/** One way to break a value. */
type Mutation =
  { kind: 'replace'; by: unknown } | { kind: 'drop' } | { kind: 'extra'; name: string; by: unknown } | { kind: 'long' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: oddValue.map((by): Mutation => ({ kind: 'replace', by })) },
  { weight: 2, arbitrary: fc.constant<Mutation>({ kind: 'drop' }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'unexpected', 'id', 'clientId', 'freelancerId'), oddValue)
      .map(([name, by]): Mutation => ({ kind: 'extra', name, by })),
  },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'long' }) },
);

/** A value of the schema broken in one place. */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> {
  return validValue(schema).chain((value) => {
    const paths = pathsOf(value);
    return fc.tuple(fc.constantFrom(...paths), mutation).map(([path, change]) => {
      switch (change.kind) {
        case 'replace':
          return replaceAt(value, path, () => change.by);
        case 'long':
          return replaceAt(value, path, (old) =>
            typeof old === 'string' ? old.padEnd(100_000, 'ü') : 'x'.repeat(100_000),
          );
        case 'extra':
          return replaceAt(value, path, (old) => {
            const target: Record<string, unknown> =
              old && typeof old === 'object' && !Array.isArray(old) ? { ...old } : {};
            // defineProperty: `__proto__` becomes an own field (as JSON.parse makes it), not the prototype.
            Object.defineProperty(target, change.name, {
              value: change.by,
              enumerable: true,
              writable: true,
              configurable: true,
            });
            return target;
          });
        case 'drop': {
          if (path.length === 0) return undefined;
          const parent = path.slice(0, -1);
          const key = path[path.length - 1]!;
          return replaceAt(value, parent, (old) => {
            if (Array.isArray(old)) return (old as unknown[]).filter((_, i) => i !== key);
            const { [key]: _gone, ...rest } = old as Record<string, unknown>;
            return rest;
          });
        }
      }
    });
  });
}
