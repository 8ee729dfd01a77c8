// The committed types must be what the contract generates: CI fails on a stale file.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { GENERATED_URL, generateTypes } from '../scripts/generateTypes.ts';

it('src/openapi.gen.ts is up to date with openapi/openapi.yaml (run `pnpm generate`)', async () => {
  expect(readFileSync(GENERATED_URL, 'utf8') === (await generateTypes())).toBe(true);
}, 30_000);
