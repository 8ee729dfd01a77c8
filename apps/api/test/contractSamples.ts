// The simplest values the contract's schemas accept, for tests that must get a request past one
// part of the validation to see another answer: a valid body and path, so that what is refused is
// the query. Built from the schema alone (any operation the contract gains is covered), and checked
// against it by `contractSample`, so a schema this cannot fill fails loudly instead of testing
// something else.
import { contractAjv, contractRefs, loadContract } from '../src/contract/contract.ts';

/** A JSON Schema of the contract, as far as the samples read it. */
interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly minProperties?: number;
  readonly items?: Schema;
  readonly minItems?: number;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
}

const schemas = loadContract().components.schemas as Readonly<Record<string, Schema>>;

/** Strings for the formats the contract uses. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'sample@example.com',
  uuid: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  date: '2026-01-15',
  'date-time': '2026-01-15T10:00:00Z',
  uri: 'https://example.com/',
  'uri-reference': '/sample',
  hostname: 'example.com',
  password: 'analytical-engine-1843',
};

/** Strings tried in turn for a pattern (and length bounds): the first that fits is taken. */
const PATTERN_CANDIDATES = [
  'a',
  'sample',
  '1',
  '123456',
  'a1',
  '/',
  '/sample',
  'https://example.com/',
  '+4915112345678',
  '+49 30 123456',
  'aaa.bbb.ccc',
  `whsec_${'a'.repeat(43)}`,
];

function sampleString(schema: Schema): string {
  const fits = (text: string) =>
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  const formatted = schema.format === undefined ? undefined : FORMATS[schema.format];
  if (formatted !== undefined) return formatted;
  const lengths = [1, 2, 3, 4, 6].map((n) => Math.max(n, schema.minLength ?? 0));
  const repeated = ['a', 'A', '1'].flatMap((c) => lengths.map((n) => c.repeat(n)));
  return [...PATTERN_CANDIDATES, ...repeated].find(fits) ?? 'a'.repeat(schema.minLength ?? 1);
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  const value = Math.min(low, schema.maximum ?? low);
  return integer ? Math.ceil(value) : value;
}

/** The simplest value `schema` (of the contract, `$ref`s to its components) accepts. */
export function sampleOf(schema: Schema): unknown {
  if (schema.$ref) return sampleOf(schemas[schema.$ref.split('/').pop()!]!);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]!);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object)) as unknown;
  }
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      // The required properties, and as many others (in their order) as minProperties asks for.
      const optional = Object.keys(schema.properties ?? {}).filter((name) => !schema.required?.includes(name));
      const names = [...(schema.required ?? [])];
      while (names.length < (schema.minProperties ?? 0) && optional.length > 0) names.push(optional.shift()!);
      return Object.fromEntries(names.map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

const ajv = contractAjv({ allErrors: true });

/**
 * `sampleOf(schema)`, checked against the schema: throws, naming `what`, when the sample is not
 * valid (a schema these rules cannot fill yet: teach `sampleOf` its case).
 */
export function contractSample(schema: object, what: string): unknown {
  const sample = sampleOf(schema);
  const validate = ajv.compile(contractRefs(schema));
  if (!validate(sample)) {
    throw new Error(`no valid sample for ${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(sample)}`);
  }
  return sample;
}
