import { describe, expect, it } from 'vitest';
import { limitOf, stableName } from './checkBudget.ts';

describe('stableName', () => {
  it('drops the content hash, whatever characters it has', () => {
    expect(stableName('assets/SearchPage-CIyeLCgb.js')).toBe('SearchPage.js');
    expect(stableName('assets/projects._title._-_id_--1EG1LdY.js')).toBe('projects._title._-_id_.js');
    expect(stableName('assets/Toast.css.ts-DKmWLjLH.css')).toBe('Toast.css.ts.css');
  });
});

describe('limitOf', () => {
  it('is the target when the committed figure meets it, or when there is none', () => {
    expect(limitOf(150_000, 120_000)).toBe(150_000);
    expect(limitOf(150_000, 150_000)).toBe(150_000);
    expect(limitOf(150_000, undefined)).toBe(150_000);
  });

  it('is the committed figure while that is over the target: no growth', () => {
    expect(limitOf(150_000, 219_106)).toBe(219_106);
  });
});
