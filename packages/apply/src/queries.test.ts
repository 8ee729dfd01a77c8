import { describe, expect, it } from 'vitest';
import type { Application, TalentApi } from '@talent/api-client';
import { applicationsQuery, applyKeys } from './queries.ts';

describe('applyKeys', () => {
  it('roots every key of the feature under one prefix', () => {
    expect(applyKeys.all).toEqual(['apply']);
  });
});

describe('the applications list', () => {
  const api = {} as TalentApi;
  const next = applicationsQuery(api, null).getNextPageParam;
  const page = (offset: number, count: number, total: number) => ({
    offset,
    total,
    results: Array.from({ length: count }, (_, i) => ({ id: offset + i }) as Application),
  });

  it('keys every list under the applications prefix, by status', () => {
    expect(applyKeys.applicationList(null)).toEqual(['apply', 'applications', 'list', null]);
    expect(applyKeys.applicationList('HIRED')).toEqual(['apply', 'applications', 'list', 'HIRED']);
    expect(applyKeys.drafts()).toEqual(['apply', 'applications', 'drafts']);
    expect(applyKeys.invitations()).toEqual(['apply', 'invitations']);
  });

  it('asks for the next offset until the total is reached', () => {
    expect(next(page(0, 20, 45), [], 0, [])).toBe(20);
    expect(next(page(20, 20, 45), [], 20, [])).toBe(40);
    expect(next(page(40, 5, 45), [], 40, [])).toBeUndefined();
    expect(next(page(0, 20, 20), [], 0, [])).toBeUndefined();
  });

  it('stops at an empty page even when the total says there is more', () => {
    expect(next(page(20, 0, 45), [], 20, [])).toBeUndefined();
  });
});
