import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastOnWhite, parseHex, readableOnWhite } from './colour.ts';

describe('the brand colour as text on white', () => {
  it('reads #rrggbb and #rgb, nothing else', () => {
    expect(parseHex('#0052cc')).toEqual({ red: 0, green: 0x52 / 255, blue: 0xcc / 255 });
    expect(parseHex('#fff')).toEqual({ red: 1, green: 1, blue: 1 });
    expect(parseHex('blue')).toBeUndefined();
    expect(parseHex('#12345')).toBeUndefined();
  });

  it('keeps a colour that is readable already', () => {
    const blue = parseHex('#0052cc')!;
    expect(contrastOnWhite(blue)).toBeGreaterThan(AA_TEXT);
    expect(readableOnWhite(blue)).toBe(blue);
  });

  it('darkens a light colour just to AA, keeping its hue', () => {
    for (const hex of ['#00a86b', '#ffcc00', '#ffffff', '#7fd3ff']) {
      const light = parseHex(hex)!;
      expect(contrastOnWhite(light)).toBeLessThan(AA_TEXT);
      const fixed = readableOnWhite(light);
      expect(contrastOnWhite(fixed), hex).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastOnWhite(fixed), hex).toBeLessThan(AA_TEXT + 0.1);
      // The same hue: the channels keep their order.
      const order = (c: typeof light) =>
        [c.red, c.green, c.blue]
          .map((v, i) => [v, i])
          .sort((a, b) => a[0]! - b[0]!)
          .map((p) => p[1]);
      if (hex !== '#ffffff') expect(order(fixed), hex).toEqual(order(light));
    }
  });
});
