import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.ts';
import { makeTheme } from './makeTheme.ts';
import { themeCss, themeVariables } from './themeCss.ts';
import { ThemeStyle } from './ThemeStyle.tsx';

const values = makeTheme({ primaryColor: '#0052cc' });
const name = (reference: string) => reference.slice('var('.length, -1);

describe('themeVariables', () => {
  it('sets every contract variable to the tenant value', () => {
    const variables = themeVariables(values);
    expect(variables[name(vars.color.primary)]).toBe('#0052cc');
    expect(variables[name(vars.zIndex.loader)]).toBe('998');
    expect(Object.keys(variables)).toHaveLength(
      Object.values(values).reduce((n, group) => n + Object.keys(group).length, 0),
    );
  });

  it('refuses a theme with a missing value', () => {
    const broken = { ...values, color: { ...values.color, primary: undefined } } as unknown as typeof values;
    let error: unknown;
    try {
      themeVariables(broken);
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe('Theme value missing: color.primary');
  });
});

describe('themeCss', () => {
  it('is one rule on :root (or the selector given) that sets the variables', () => {
    const css = themeCss(values);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(`${name(vars.color.primary)}:#0052cc`);
    expect(themeCss(values, '.preview').startsWith('.preview{')).toBe(true);
  });

  it('keeps tenant font stacks from breaking out of the rule', () => {
    const css = themeCss(makeTheme({ primaryColor: '#0052cc', fontFamily: 'Arial;}</style><script>x' }));
    expect(css).not.toMatch(/<\/style>|<script/);
    expect(css.match(/}/g)).toHaveLength(1);
  });
});

describe('ThemeStyle', () => {
  it('is in the server-rendered HTML, so the first paint is branded', () => {
    const html = renderToString(<ThemeStyle values={values} />);
    expect(html).toContain('<style data-talent-theme="">:root{');
    expect(html).toContain(`${name(vars.color.primary)}:#0052cc`);
  });
});
