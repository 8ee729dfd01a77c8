// The contract (packages/api-client/openapi/openapi.yaml) as the server, its CLIs and its tests
// read it: parsed once per process, and one way to get an Ajv that knows the contract's formats
// and schemas. Validating "with the server's settings" only means something when there is one
// place that says what those settings are.
import { contractUrl } from '@talent/api-client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A response as the contract declares it (inline, or a `$ref` to components.responses). */
export interface ContractResponse {
  readonly $ref?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: unknown }>>;
}

/** An operation's request body as the contract declares it (`$ref`s to components resolved by the reader). */
export interface ContractRequestBody {
  readonly $ref?: string;
  readonly required?: boolean;
  readonly content?: Readonly<Record<string, unknown>>;
}

/** A parameter as the contract declares it (inline, or a `$ref` to components.parameters). */
export interface ContractParameter {
  readonly $ref?: string;
  readonly name?: string;
  readonly in?: string;
  readonly style?: string;
  readonly explode?: boolean;
}

/** One operation of the contract. */
export interface ContractOperation {
  readonly operationId: string;
  readonly security?: readonly unknown[];
  readonly parameters?: readonly ContractParameter[];
  readonly requestBody?: ContractRequestBody;
  readonly responses?: Readonly<Record<string, ContractResponse>>;
}

/** The parts of the contract document the server and its tests read. */
export interface Contract {
  /** The default security of operations that declare none. */
  readonly security?: readonly unknown[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, ContractOperation>>>>;
  readonly components: {
    readonly parameters: Readonly<Record<string, ContractParameter & { name: string; in: string }>>;
    readonly responses: Readonly<Record<string, ContractResponse>>;
    readonly requestBodies?: Readonly<Record<string, ContractRequestBody>>;
    readonly schemas: Readonly<Record<string, unknown>>;
  };
}

let parsed: Contract | undefined;

/** The contract document, parsed on the first call and shared afterwards (treat it as read-only). */
export function loadContract(): Contract {
  parsed ??= parse(readFileSync(contractUrl, 'utf8')) as Contract;
  return parsed;
}

/** The `$id` under which `contractAjv` registers the contract's schemas. */
export const CONTRACT_SCHEMA_ID = 'contract';

/** Rewrites the contract's `#/components/schemas/X` references to the schemas `contractAjv` registers. */
export function contractRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${CONTRACT_SCHEMA_ID}#/$defs/`)) as T;
}

/** A reference to one of the contract's schemas, for `ajv.compile`. */
export function contractSchemaRef(name: string): { $ref: string } {
  return { $ref: `${CONTRACT_SCHEMA_ID}#/$defs/${name}` };
}

const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** Options of `contractAjv`: Ajv's own, and whether the contract's schemas are registered. */
export interface ContractAjvOptions extends Options {
  /** Register components.schemas under `contract#/$defs/…` (default true). */
  readonly withSchemas?: boolean;
}

/**
 * An Ajv (JSON Schema 2020-12) with the formats the contract uses: the standard ones, plus the
 * OpenAPI-only `int32`, `int64`, `password` and `binary`, which constrain nothing Ajv can check.
 * `strict: false` because the contract carries OpenAPI keywords (`example`, `discriminator`…).
 */
export function contractAjv(options: ContractAjvOptions = {}): Ajv2020 {
  const { withSchemas = true, ...ajvOptions } = options;
  const ajv = new Ajv2020({ strict: false, ...ajvOptions });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'password', 'binary']) ajv.addFormat(format, true);
  if (withSchemas) ajv.addSchema({ $id: CONTRACT_SCHEMA_ID, $defs: contractRefs(loadContract().components.schemas) });
  return ajv;
}
