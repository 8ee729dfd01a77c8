import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast } from './color.ts';
import { CONTRAST_PAIRS, makeTheme, themeWarnings } from './makeTheme.ts';
import { THEME_SHAPE } from './themeShape.ts';

const failingPairs = (values: ReturnType<typeof makeTheme>) =>
  CONTRAST_PAIRS.filter(([fg, bg, min]) => contrastRatio(values.color[fg], values.color[bg]) < min).map(
    ([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(values.color[fg], values.color[bg]).toFixed(2)}`,
  );

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('makeTheme', () => {
  it('fills every token of the contract', () => {
    const values = makeTheme({ primaryColor: '#0052cc' });
    for (const [group, tokens] of Object.entries(THEME_SHAPE)) {
      expect(Object.keys(values[group as keyof typeof values]).sort()).toEqual(Object.keys(tokens).sort());
    }
  });

  it('keeps a brand colour that meets AA and reports nothing', () => {
    const values = makeTheme({ primaryColor: '#0052CC' });
    expect(values.color.primary).toBe('#0052cc');
    expect(values.color.primaryStrong).toBe('#0052cc');
    expect(values.color.onPrimary).toBe('#ffffff');
    expect(themeWarnings({ primaryColor: '#0052cc' })).toEqual([]);
  });

  it('puts dark text on a light brand fill and darkens the brand colour for text, with a warning', () => {
    const values = makeTheme({ primaryColor: '#ffcc00' });
    expect(values.color.primary).toBe('#ffcc00');
    expect(values.color.onPrimary).toBe('#111111');
    expect(contrastRatio(values.color.primaryStrong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const warnings = themeWarnings({ primaryColor: '#ffcc00' });
    expect(warnings.map((w) => [w.token, w.original, w.adjusted])).toEqual([
      ['primaryColor', '#ffcc00', values.color.primaryStrong],
    ]);
    expect(warnings[0]?.originalRatio).toBeLessThan(4.5);
    expect(warnings[0]?.ratio).toBeGreaterThanOrEqual(4.5);
    expect(warnings[0]?.message).toContain('#ffcc00 reaches only 1.');
  });

  it('adjusts a mid-tone brand fill on which neither white nor near-black text reaches AA', () => {
    // #767676-ish greys sit where white gives < 4.5 and #111 gives < 4.5.
    const values = makeTheme({ primaryColor: '#6f6f6f' });
    expect(contrastRatio(values.color.onPrimary, values.color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(themeWarnings({ primaryColor: '#6f6f6f' }).map((w) => w.token)).toContain('primaryColor');
  });

  it('adjusts body text that is too light for the background and says so', () => {
    const warnings = themeWarnings({ primaryColor: '#0052cc', text: '#999999' });
    expect(warnings.map((w) => w.token)).toEqual(['text']);
    expect(failingPairs(makeTheme({ primaryColor: '#0052cc', text: '#999999' }))).toEqual([]);
  });

  it('meets AA for every pair, whatever the brand colour (property)', () => {
    fc.assert(
      fc.property(hexColor, (primaryColor) => {
        expect(failingPairs(makeTheme({ primaryColor }))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('meets AA with a brand-coloured header and light custom backgrounds (property)', () => {
    const lightBackground = fc.constantFrom('#ffffff', '#fafaf7', '#f4f7fb', '#fffdf5');
    fc.assert(
      fc.property(hexColor, lightBackground, hexColor, (primaryColor, background, text) => {
        expect(failingPairs(makeTheme({ primaryColor, background, text, header: 'primary' }))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('maps radius scales and the header style', () => {
    expect(makeTheme({ primaryColor: '#0052cc', radius: 'none' }).radius).toEqual({
      sm: '0',
      md: '0',
      lg: '0',
      full: '9999px',
    });
    expect(makeTheme({ primaryColor: '#0052cc', radius: 'large' }).radius.md).toBe('16px');
    const branded = makeTheme({ primaryColor: '#0052cc', header: 'primary' });
    expect([branded.color.headerBackground, branded.color.onHeader]).toEqual(['#0052cc', '#ffffff']);
    const plain = makeTheme({ primaryColor: '#0052cc' });
    expect([plain.color.headerBackground, plain.color.onHeader]).toEqual([plain.color.surface, plain.color.text]);
  });

  it('takes the spec constants: loader z-index 998 and the breakpoints', () => {
    const values = makeTheme({ primaryColor: '#0052cc' });
    expect(values.zIndex.loader).toBe('998');
    expect(values.breakpoint).toEqual({ sm: '600px', md: '960px', lg: '1264px', xl: '1440px' });
    expect(Number(values.zIndex.dialog)).toBeGreaterThan(998);
  });

  it('uses the font stacks given, headings falling back to the body stack', () => {
    const values = makeTheme({ primaryColor: '#0052cc', fontFamily: 'Georgia, serif' });
    expect(values.font.body).toBe('Georgia, serif');
    expect(values.font.heading).toBe('Georgia, serif');
    expect(makeTheme({ primaryColor: '#0052cc', headingFontFamily: 'Impact' }).font.heading).toBe('Impact');
  });
});

describe('ensureContrast', () => {
  it('keeps the hue and moves lightness only as far as needed', () => {
    const fix = ensureContrast('#ffcc00', ['#ffffff'], 4.5);
    expect(fix.adjusted).toBe(true);
    expect(fix.ratio).toBeGreaterThanOrEqual(4.5);
    // As close as possible: a little lighter would fail again.
    expect(fix.ratio).toBeLessThan(4.7);
  });

  it('lightens on dark backgrounds', () => {
    const fix = ensureContrast('#333333', ['#000000'], 4.5);
    expect(contrastRatio(fix.color, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fix.color, '#ffffff')).toBeLessThan(contrastRatio('#333333', '#ffffff'));
  });
});
