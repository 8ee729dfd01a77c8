// The shape of the theme contract: every token a component may read. One shape serves the
// vanilla-extract contract (`vars`), the values `makeTheme` derives per tenant, and the CSS that
// applies them, so a token added here is a type error everywhere it is missing.

const status = <P extends string>(p: P) =>
  ({ [p]: null, [`on${capitalize(p)}`]: null, [`${p}Subtle`]: null, [`${p}Text`]: null }) as Record<
    P | `on${Capitalize<P>}` | `${P}Subtle` | `${P}Text`,
    null
  >;

function capitalize<S extends string>(s: S): Capitalize<S> {
  return (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;
}

/** Every token of the theme contract, grouped; leaves are `null` placeholders. */
export const THEME_SHAPE = {
  color: {
    /** Page background. */
    background: null,
    /** Cards, menus, the footer: a background one step away from the page. */
    surface: null,
    /** Body text on background and surface. */
    text: null,
    /** Secondary text (hints, captions) on background and surface. */
    textMuted: null,
    /** Boundaries of form controls (WCAG non-text contrast 3:1). */
    border: null,
    /** Decorative separators (no contrast requirement). */
    divider: null,
    /** The tenant's brand colour: filled buttons, progress, selected states. */
    primary: null,
    onPrimary: null,
    primaryHover: null,
    /** A light tint of the brand colour for selected rows and chips. */
    primarySubtle: null,
    /** The brand colour at 4.5:1 on background, surface and primarySubtle: links, outlined
     * buttons, checked controls, progress. Darker than `primary` when the brand colour is light. */
    primaryStrong: null,
    /** Focus indicator on background and surface (3:1). */
    focus: null,
    headerBackground: null,
    onHeader: null,
    /** Backdrop behind dialogs and drawers. */
    overlay: null,
    disabled: null,
    onDisabled: null,
    ...status('info'),
    ...status('success'),
    ...status('warning'),
    ...status('error'),
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { header: null, drawer: null, loader: null, dialog: null, toast: null },
  /** Informational (CSS variables cannot be used in media queries; use `media` from breakpoints.ts). */
  breakpoint: { sm: null, md: null, lg: null, xl: null },
} as const;

/** The theme values of one tenant: a string for every token of `THEME_SHAPE`. */
export type ThemeValues = {
  readonly [G in keyof typeof THEME_SHAPE]: { readonly [T in keyof (typeof THEME_SHAPE)[G]]: string };
};

/** The status colour roles (spec §4: info, success, warning, error). */
export type StatusTone = 'info' | 'success' | 'warning' | 'error';
