// The Node subset of @talent/ui: the theme rules without React or vanilla-extract, for Node
// scripts that check tenant folders (@talent/tenant-tools). Node has no JSX and cannot evaluate
// `.css.ts` files, so such scripts resolve `@talent/ui` with the `talent-node` condition to this
// file. Every name here is also exported, identically, by src/index.ts.
export { AA_NON_TEXT, AA_TEXT, contrastRatio, ensureContrast } from './theme/color.ts';
export type { ContrastFix } from './theme/color.ts';
export { CONTRAST_PAIRS, makeTheme, themeWarnings } from './theme/makeTheme.ts';
export type { MakeThemeOptions, ThemeWarning } from './theme/makeTheme.ts';
export type { StatusTone, ThemeValues } from './theme/themeShape.ts';
export { HEADER_STYLES, RADIUS_SCALES, themeOverridesSchema, themeTokensSchema } from './theme/tokens.ts';
export type { ThemeOverrides, ThemeTokens } from './theme/tokens.ts';
