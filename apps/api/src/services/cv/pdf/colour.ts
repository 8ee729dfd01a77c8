// The tenant's primary colour as text on the white page. A light brand colour (a jade, a yellow) is
// fine for a rule or a bar but unreadable as text: such a colour is darkened until it reaches WCAG
// 2.2 AA for text on white (4.5:1). The darkening scales the colour in linear light, which keeps its
// hue and reaches the needed luminance exactly; the portal's theme does the same with culori, which
// this package does not depend on for one formula.

/** An sRGB colour with channels 0–1, as pdf-lib's `rgb()` takes them. */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const toSrgb = (linear: number) => (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055);

/** `#rrggbb` (or `#rgb`) as channels; undefined for anything else. */
export function parseHex(hex: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [red, green, blue] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
  return { red: red!, green: green!, blue: blue! };
}

/** WCAG relative luminance. */
export function luminance({ red, green, blue }: Rgb): number {
  return 0.2126 * toLinear(red) + 0.7152 * toLinear(green) + 0.0722 * toLinear(blue);
}

/** WCAG contrast ratio of a colour against white. */
export const contrastOnWhite = (colour: Rgb) => 1.05 / (luminance(colour) + 0.05);

/** WCAG 2.2 AA for normal text. */
export const AA_TEXT = 4.5;

/** The colour, darkened (same hue) just enough to be readable as text on white. */
export function readableOnWhite(colour: Rgb): Rgb {
  const current = luminance(colour);
  const wanted = 1.05 / AA_TEXT - 0.05;
  if (current <= wanted) return colour;
  // Luminance is linear in the linear channels: scaling each by wanted / current reaches it exactly.
  // A hair below, so that rounding never lands a colour just under the ratio.
  const scale = (wanted * 0.995) / current;
  const darker = (channel: number) => Math.min(1, Math.max(0, toSrgb(toLinear(channel) * scale)));
  return { red: darker(colour.red), green: darker(colour.green), blue: darker(colour.blue) };
}
