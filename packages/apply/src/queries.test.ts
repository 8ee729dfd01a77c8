import { describe, expect, it } from 'vitest';
import { applyKeys } from './queries.ts';

describe('applyKeys', () => {
  it('roots every key of the feature under one prefix', () => {
    expect(applyKeys.all).toEqual(['apply']);
  });
});
