// A tenant's design tokens: the few choices a brand makes. Everything else in the theme is
// derived from them by makeTheme, so brands differ only in this data (the Braid idea).
import * as v from 'valibot';

const hex = v.pipe(v.string(), v.hexColor('Expected a hex colour such as #0052cc'));
const fontStack = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300));

/** Corner rounding scales a tenant can pick. */
export const RADIUS_SCALES = ['none', 'small', 'medium', 'large'] as const;
/** Header looks a tenant can pick: a light surface bar or a bar in the brand colour. */
export const HEADER_STYLES = ['surface', 'primary'] as const;

/** What a tenant may set besides its primary colour (`tenants/<id>/theme.json`). */
export const themeOverridesSchema = v.strictObject({
  /** Page background; light backgrounds are the tested case. */
  background: v.optional(hex),
  /** Body text colour; adjusted if it misses 4.5:1 on the background. */
  text: v.optional(hex),
  /** CSS font stack of body text (system fonts only: no web font is downloaded). */
  fontFamily: v.optional(fontStack),
  /** CSS font stack of headings; defaults to the body stack. */
  headingFontFamily: v.optional(fontStack),
  radius: v.optional(v.picklist(RADIUS_SCALES)),
  header: v.optional(v.picklist(HEADER_STYLES)),
});

/** Schema of a tenant's theme tokens: the context's `primaryColor` plus the overrides. */
export const themeTokensSchema = v.strictObject({
  /** The client context's `primaryColor` (spec §1). */
  primaryColor: hex,
  ...themeOverridesSchema.entries,
});

/** A tenant's theme overrides as written in `theme.json`. */
export type ThemeOverrides = v.InferOutput<typeof themeOverridesSchema>;
/** A tenant's theme tokens, the input of `makeTheme`. */
export type ThemeTokens = v.InferOutput<typeof themeTokensSchema>;
