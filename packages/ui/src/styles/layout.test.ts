// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bareList, pageTitle, sidebarLayout, stack } from './layout.css.ts';

describe('page layout styles', () => {
  it('has one class per spacing step and per sidebar side', () => {
    expect(Object.keys(stack)).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    expect(Object.keys(sidebarLayout)).toEqual(['start', 'end']);
    const classes = [...Object.values(stack), ...Object.values(sidebarLayout), pageTitle, bareList];
    expect(new Set(classes).size).toBe(classes.length);
    expect(classes.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
  });
});
