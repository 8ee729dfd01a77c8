// makeTheme: a tenant's few tokens in, every value of the theme contract out. Colours are derived
// so that each text/background pair the components use meets WCAG 2.2 AA; a tenant colour that
// cannot is adjusted (lightness only) and reported as a warning, which `npm test` prints for
// every tenant folder.
import { BREAKPOINTS, LOADER_Z_INDEX } from '@talent/domain';
import { AA_NON_TEXT, AA_TEXT, ensureContrast, lightness, readableOn, withLightness } from './color.ts';
import type { StatusTone, ThemeValues } from './themeShape.ts';
import type { ThemeTokens } from './tokens.ts';

/** A tenant colour that was changed to meet WCAG 2.2 AA. */
export interface ThemeWarning {
  /** The token that was adjusted (`primaryColor`, `text`). */
  readonly token: string;
  readonly original: string;
  readonly adjusted: string;
  /** What the colour is checked against, e.g. "text on #ffffff". */
  readonly against: string;
  readonly originalRatio: number;
  readonly ratio: number;
  readonly message: string;
}

/** Options of `makeTheme`. */
export interface MakeThemeOptions {
  /** Called once per adjusted tenant colour. */
  readonly onWarning?: (warning: ThemeWarning) => void;
}

const DEFAULTS = {
  background: '#ffffff',
  text: '#1b1f24',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: 'medium',
  header: 'surface',
} as const;

// Status hues are the same for every tenant (users learn what red means); only their shades
// adapt to the tenant's background.
const STATUS_BASE: Record<StatusTone, string> = {
  info: '#1565c0',
  success: '#2e7d32',
  warning: '#f2a900',
  error: '#c62828',
};

const RADII = {
  none: { sm: '0', md: '0', lg: '0' },
  small: { sm: '2px', md: '4px', lg: '6px' },
  medium: { sm: '4px', md: '8px', lg: '12px' },
  large: { sm: '8px', md: '16px', lg: '24px' },
} as const;

const ratio = (n: number) => `${n.toFixed(2)}:1`;

/**
 * Derives the full theme of a tenant from its tokens (primary colour and optional overrides).
 * Pure and deterministic: the same tokens always give the same values.
 */
export function makeTheme(tokens: ThemeTokens, options: MakeThemeOptions = {}): ThemeValues {
  const warn = (token: string, original: string, against: string, fix: ReturnType<typeof ensureContrast>) => {
    if (!fix.adjusted) return;
    options.onWarning?.({
      token,
      original,
      adjusted: fix.color,
      against,
      originalRatio: fix.originalRatio,
      ratio: fix.ratio,
      message:
        `${token} ${original} reaches only ${ratio(fix.originalRatio)} as ${against}; ` +
        `using ${fix.color} (${ratio(fix.ratio)}) to meet WCAG 2.2 AA.`,
    });
  };

  const background = tokens.background ?? DEFAULTS.background;
  const bgL = lightness(background);
  // One step darker than the page, tinted with the brand hue.
  const surface = withLightness(mixHue(background, tokens.primaryColor), Math.max(0, bgL - 0.035), 0.15);

  // Tinted backgrounds text sits on: the brand tint and the status tints.
  const primarySubtle = withLightness(tokens.primaryColor, Math.min(0.97, Math.max(bgL - 0.04, 0.9)), 0.25);
  const subtle = (tone: StatusTone) => withLightness(STATUS_BASE[tone], Math.min(0.97, bgL - 0.02), 0.2);
  const tints = [primarySubtle, subtle('info'), subtle('success'), subtle('warning'), subtle('error')];
  const textFix = ensureContrast(tokens.text ?? DEFAULTS.text, [background, surface, ...tints], AA_TEXT);
  warn('text', tokens.text ?? DEFAULTS.text, `text on ${background} and tinted surfaces`, textFix);
  const text = textFix.color;
  const textMuted = ensureContrast(withLightness(text, 0.5, 0.6), [background, surface], AA_TEXT).color;
  const border = ensureContrast(withLightness(text, 0.62, 0.4), [background, surface], AA_NON_TEXT).color;
  const divider = withLightness(text, Math.max(0, bgL - 0.1), 0.2);

  // Filled brand surfaces: keep the brand colour when white or near-black text reads on it.
  let primary = tokens.primaryColor.toLowerCase();
  let onPrimary = readableOn(primary);
  if (ensureContrast(onPrimary, [primary], AA_TEXT).adjusted) {
    const fix = ensureContrast(primary, ['#ffffff'], AA_TEXT);
    warn('primaryColor', primary, 'a fill under white text', fix);
    primary = fix.color;
    onPrimary = '#ffffff';
  }
  const hoverL = lightness(primary) + (onPrimary === '#ffffff' ? -0.07 : 0.07);
  const primaryHover = ensureContrast(withLightness(primary, hoverL), [onPrimary], AA_TEXT).color;
  // Brand-coloured text and small graphics (links, checked controls, progress) on light surfaces.
  const strongFix = ensureContrast(tokens.primaryColor, [background, surface, primarySubtle], AA_TEXT);
  warn('primaryColor', tokens.primaryColor.toLowerCase(), `text on ${background}`, strongFix);
  const primaryStrong = strongFix.color;

  const headerOnPrimary = (tokens.header ?? DEFAULTS.header) === 'primary';
  const status = (tone: StatusTone) => {
    const base = STATUS_BASE[tone];
    const tint = subtle(tone);
    return {
      [tone]: base,
      [`on${tone[0]!.toUpperCase()}${tone.slice(1)}`]: readableOn(base),
      [`${tone}Subtle`]: tint,
      [`${tone}Text`]: ensureContrast(base, [tint, background, surface], AA_TEXT).color,
    };
  };
  const radii = RADII[tokens.radius ?? DEFAULTS.radius];
  const body = tokens.fontFamily ?? DEFAULTS.fontFamily;

  return {
    color: {
      background,
      surface,
      text,
      textMuted,
      border,
      divider,
      primary,
      onPrimary,
      primaryHover,
      primarySubtle,
      primaryStrong,
      focus: primaryStrong,
      headerBackground: headerOnPrimary ? primary : surface,
      onHeader: headerOnPrimary ? onPrimary : text,
      overlay: 'rgba(0, 0, 0, 0.5)',
      disabled: withLightness(text, Math.max(0, bgL - 0.1), 0.1),
      onDisabled: withLightness(text, 0.55, 0.2),
      ...(status('info') as Record<'info' | 'onInfo' | 'infoSubtle' | 'infoText', string>),
      ...(status('success') as Record<'success' | 'onSuccess' | 'successSubtle' | 'successText', string>),
      ...(status('warning') as Record<'warning' | 'onWarning' | 'warningSubtle' | 'warningText', string>),
      ...(status('error') as Record<'error' | 'onError' | 'errorSubtle' | 'errorText', string>),
    },
    font: {
      body,
      heading: tokens.headingFontFamily ?? body,
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    fontWeight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
    space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
    radius: { ...radii, full: '9999px' },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
      md: '0 2px 8px rgba(0, 0, 0, 0.16)',
      lg: '0 8px 24px rgba(0, 0, 0, 0.24)',
    },
    zIndex: {
      header: '100',
      loader: String(LOADER_Z_INDEX),
      drawer: String(LOADER_Z_INDEX + 2),
      dialog: String(LOADER_Z_INDEX + 2),
      toast: String(LOADER_Z_INDEX + 4),
    },
    breakpoint: {
      sm: `${BREAKPOINTS.sm}px`,
      md: `${BREAKPOINTS.md}px`,
      lg: `${BREAKPOINTS.lg}px`,
      xl: `${BREAKPOINTS.xl}px`,
    },
  };
}

/** The background colour carrying the hue of `brand` (used for the lightly tinted surface). */
function mixHue(background: string, brand: string): string {
  return withLightness(brand, lightness(background));
}

/** Every adjustment `makeTheme` makes to a tenant's colours (empty when all of them meet AA). */
export function themeWarnings(tokens: ThemeTokens): ThemeWarning[] {
  const warnings: ThemeWarning[] = [];
  makeTheme(tokens, { onWarning: (w) => warnings.push(w) });
  return warnings;
}

/**
 * The foreground/background pairs components draw, with the contrast each must reach. Tests
 * check every pair for every tenant and for arbitrary brand colours.
 */
export const CONTRAST_PAIRS: readonly (readonly [
  fg: keyof ThemeValues['color'],
  bg: keyof ThemeValues['color'],
  min: number,
])[] = [
  ['text', 'background', AA_TEXT],
  ['text', 'surface', AA_TEXT],
  ['textMuted', 'background', AA_TEXT],
  ['textMuted', 'surface', AA_TEXT],
  ['border', 'background', AA_NON_TEXT],
  ['border', 'surface', AA_NON_TEXT],
  ['onPrimary', 'primary', AA_TEXT],
  ['onPrimary', 'primaryHover', AA_TEXT],
  ['primaryStrong', 'background', AA_TEXT],
  ['primaryStrong', 'surface', AA_TEXT],
  ['primaryStrong', 'primarySubtle', AA_TEXT],
  ['text', 'primarySubtle', AA_TEXT],
  ['focus', 'background', AA_NON_TEXT],
  ['onHeader', 'headerBackground', AA_TEXT],
  ['onInfo', 'info', AA_TEXT],
  ['infoText', 'infoSubtle', AA_TEXT],
  ['infoText', 'background', AA_TEXT],
  ['onSuccess', 'success', AA_TEXT],
  ['successText', 'successSubtle', AA_TEXT],
  ['successText', 'background', AA_TEXT],
  ['onWarning', 'warning', AA_TEXT],
  ['warningText', 'warningSubtle', AA_TEXT],
  ['warningText', 'background', AA_TEXT],
  ['onError', 'error', AA_TEXT],
  ['errorText', 'errorSubtle', AA_TEXT],
  ['errorText', 'background', AA_TEXT],
  ['text', 'infoSubtle', AA_TEXT],
  ['text', 'successSubtle', AA_TEXT],
  ['text', 'warningSubtle', AA_TEXT],
  ['text', 'errorSubtle', AA_TEXT],
];
