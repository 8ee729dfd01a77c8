import { describe, expect, it } from 'vitest';
import { contractAjv, contractRefs, contractSchemaRef, loadContract } from './contract.ts';

describe('loadContract', () => {
  it('parses the contract once and shares it', () => {
    const contract = loadContract();
    expect(contract.paths['/authorize']).toBeDefined();
    expect(loadContract()).toBe(contract);
  });
});

describe('contractRefs', () => {
  it('points component references at the registered schemas, leaving others alone', () => {
    expect(contractRefs({ a: { $ref: '#/components/schemas/Problem' }, b: { $ref: '#/other' } })).toEqual({
      a: { $ref: 'contract#/$defs/Problem' },
      b: { $ref: '#/other' },
    });
  });
});

describe('contractAjv', () => {
  it('validates against a contract schema by name', () => {
    const validate = contractAjv({ allErrors: true }).compile(contractSchemaRef('ClientSubscriptionUpdate'));
    expect(validate({ subscribed: true })).toBe(true);
    expect(validate({ subscribed: 'yes' })).toBe(false);
  });

  it('knows the OpenAPI-only formats and the standard ones', () => {
    const ajv = contractAjv({ withSchemas: false });
    expect(ajv.validate({ type: 'integer', format: 'int64' }, 5)).toBe(true);
    expect(ajv.validate({ type: 'string', format: 'password' }, 'x')).toBe(true);
    expect(ajv.validate({ type: 'string', format: 'email' }, 'not an email')).toBe(false);
    expect(ajv.getSchema('contract')).toBeUndefined();
  });
});
