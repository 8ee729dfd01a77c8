import { describe, expect, it } from 'vitest';
import { stableName } from './checkBudget.ts';

describe('stableName', () => {
  it('drops the content hash, whatever characters it has', () => {
    expect(stableName('assets/SearchPage-CIyeLCgb.js')).toBe('SearchPage.js');
    expect(stableName('assets/projects._title._-_id_--1EG1LdY.js')).toBe('projects._title._-_id_.js');
    expect(stableName('assets/Toast.css.ts-DKmWLjLH.css')).toBe('Toast.css.ts.css');
  });
});
