// Contrast maths on top of culori (WCAG 2.x relative luminance and ratio). Adjustments move a
// colour's OKLCH lightness only, so the hue of a brand colour survives the correction.
import { clampChroma, converter, formatHex, wcagContrast, wcagLuminance } from 'culori';

const toOklch = converter('oklch');

/** WCAG 2.2 AA minimum contrast for normal text. */
export const AA_TEXT = 4.5;
/** WCAG 2.2 AA minimum contrast for user-interface components and graphics (1.4.11). */
export const AA_NON_TEXT = 3;

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

function lowestContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((b) => contrastRatio(color, b)));
}

/** The colour with OKLCH lightness `l` (0–1), brought back into the sRGB gamut, as `#rrggbb`. */
export function withLightness(color: string, l: number, chromaScale = 1): string {
  const c = toOklch(color);
  if (!c) throw new Error(`Not a colour: ${color}`);
  return formatHex(clampChroma({ ...c, l, c: (c.c ?? 0) * chromaScale }, 'oklch'));
}

/** OKLCH lightness (0–1) of a colour. */
export function lightness(color: string): number {
  const c = toOklch(color);
  if (!c) throw new Error(`Not a colour: ${color}`);
  return c.l;
}

/** Whichever of white and near-black reads better on `background` (white wins ties at AA). */
export function readableOn(background: string, dark = '#111111'): string {
  const white = contrastRatio('#ffffff', background);
  return white >= AA_TEXT || white >= contrastRatio(dark, background) ? '#ffffff' : dark;
}

/** Result of `ensureContrast`: the colour to use and what was measured. */
export interface ContrastFix {
  readonly color: string;
  readonly ratio: number;
  readonly originalRatio: number;
  readonly adjusted: boolean;
}

/**
 * `color` if it reaches `min` against every background; otherwise the colour of the same hue with
 * the nearest OKLCH lightness that does (darker on light backgrounds, lighter on dark ones).
 */
export function ensureContrast(color: string, backgrounds: readonly string[], min: number): ContrastFix {
  const hex = formatHex(color);
  if (!hex) throw new Error(`Not a colour: ${color}`);
  const originalRatio = lowestContrast(hex, backgrounds);
  if (originalRatio >= min) return { color: hex, ratio: originalRatio, originalRatio, adjusted: false };
  const darken = Math.min(...backgrounds.map((b) => wcagLuminance(b))) > 0.18;
  const start = lightness(hex);
  // Binary search between the colour and black (or white) for the lightness nearest the original.
  let near = start;
  let far = darken ? 0 : 1;
  let best = withLightness(hex, far);
  for (let i = 0; i < 24; i += 1) {
    const mid = (near + far) / 2;
    const candidate = withLightness(hex, mid);
    if (lowestContrast(candidate, backgrounds) >= min) {
      best = candidate;
      far = mid;
    } else {
      near = mid;
    }
  }
  if (lowestContrast(best, backgrounds) < min) {
    // Unreachable with one hue (e.g. mixed light and dark backgrounds): fall back to black or white.
    best = darken ? '#000000' : '#ffffff';
  }
  return { color: best, ratio: lowestContrast(best, backgrounds), originalRatio, adjusted: true };
}
