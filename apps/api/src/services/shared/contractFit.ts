// Values made to match the contract where they come from a source that can produce anything (text
// read out of an uploaded CV): strings and lists over their limits are cut, and anything else the
// contract's schema rejects is dropped, guided by the contract's own validator rather than a copy
// of its rules. What is valid is never touched.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, contractSchemaRef } from '../../contract/contract.ts';

const validators = new Map<string, ValidateFunction>();

function validatorOf(schemaName: string): ValidateFunction {
  let validate = validators.get(schemaName);
  if (!validate) {
    validate = contractAjv({ allErrors: true }).compile(contractSchemaRef(schemaName));
    validators.set(schemaName, validate);
  }
  return validate;
}

type Path = Array<string | number>;

/** JSON Pointer segments of an instance path, array indices as numbers. */
const pathOf = (pointer: string): Path =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

const parentOf = (root: unknown, path: Path): unknown =>
  path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);

/** What one error asks for: cut a string or list at a length, or drop the value. */
type Fix = { readonly path: Path; readonly cut?: number };

function fixOf(error: ErrorObject): Fix {
  const path = pathOf(error.instancePath);
  const limit = (error.params as { limit?: number }).limit;
  if ((error.keyword === 'maxLength' || error.keyword === 'maxItems') && limit !== undefined)
    return { path, cut: limit };
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  if (error.keyword === 'additionalProperties' && extra !== undefined) return { path: [...path, extra] };
  // Anything else — a wrong format or pattern, a missing required property — drops the value (an
  // object without its required property goes as a whole).
  return { path };
}

const MAX_PASSES = 8;

/**
 * `value` fitted to the contract's schema `schemaName`: strings over `maxLength` cut (by code point,
 * as JSON Schema counts), lists over `maxItems` cut, every other invalid value removed (an array
 * item taken out of its list, an object property deleted). Throws if the value as a whole is not
 * what the schema describes (that is a bug of the caller, not bad input).
 */
export function fitToContract<T>(schemaName: string, value: T): T {
  const validate = validatorOf(schemaName);
  const copy = structuredClone(value);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (validate(copy)) return copy;
    const fixes = new Map<string, Fix>();
    for (const error of validate.errors ?? []) {
      const fix = fixOf(error);
      const key = JSON.stringify(fix.path);
      // A drop wins over a cut at the same place.
      if (!fixes.has(key) || fix.cut === undefined) fixes.set(key, fix);
    }
    // Deepest first, and later array items before earlier ones, so that no removal moves another's target.
    const ordered = [...fixes.values()].sort((a, b) => {
      if (a.path.length !== b.path.length) return b.path.length - a.path.length;
      const [x, y] = [a.path.at(-1), b.path.at(-1)];
      return typeof x === 'number' && typeof y === 'number' ? y - x : 0;
    });
    for (const { path, cut } of ordered) {
      if (path.length === 0) throw new Error(`The value does not match ${schemaName} as a whole`);
      const parent = parentOf(copy, path) as Record<string | number, unknown> | unknown[] | undefined;
      const key = path.at(-1)!;
      if (parent === undefined || parent === null || typeof parent !== 'object') continue;
      const current = (parent as Record<string | number, unknown>)[key];
      if (cut !== undefined && typeof current === 'string') {
        (parent as Record<string | number, unknown>)[key] = Array.from(current).slice(0, cut).join('');
      } else if (cut !== undefined && Array.isArray(current)) {
        current.length = cut;
      } else if (Array.isArray(parent) && typeof key === 'number') {
        parent.splice(key, 1);
      } else {
        delete (parent as Record<string | number, unknown>)[key];
      }
    }
  }
  if (validate(copy)) return copy;
  throw new Error(`Could not fit the value to ${schemaName}: ${JSON.stringify(validate.errors)}`);
}
