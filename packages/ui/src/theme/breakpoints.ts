// Media queries from the spec's breakpoints (§9). CSS custom properties cannot appear in media
// queries, so styles use these strings while the contract carries the same values for scripts.
import { BREAKPOINTS } from '@talent/domain';

/** `@media` conditions for `.css.ts` files: `below.sm` is the small-screen (fullscreen dialog) case. */
export const media = {
  below: {
    sm: `screen and (max-width: ${BREAKPOINTS.sm - 0.02}px)`,
    md: `screen and (max-width: ${BREAKPOINTS.md - 0.02}px)`,
    lg: `screen and (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
  },
  atLeast: {
    sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
    md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
    lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
    xl: `screen and (min-width: ${BREAKPOINTS.xl}px)`,
  },
} as const;
