// Page layout shared by the feature packages' pages (search, pools, …): the column of sections,
// the page title, the main-plus-sidebar grid and the unstyled list. Written once here so that a
// spacing or breakpoint change reaches every page.
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

const spaces = { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl };

/**
 * A column of blocks with a gap from the spacing scale (`stack.lg`). It may shrink below its
 * content's width (`min-width: 0`), so long words wrap inside grids instead of overflowing.
 */
export const stack = styleVariants(spaces, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  minWidth: 0,
}));

/** The `<h1>` of a page (font and line height come from the global heading style). */
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' });

/**
 * Main column plus a sidebar from md up, one column below: `start` puts an 18rem sidebar first
 * (filters), `end` a 20rem sidebar last (facts and actions).
 */
export const sidebarLayout = styleVariants(
  { start: '18rem minmax(0, 1fr)', end: 'minmax(0, 1fr) 20rem' },
  (columns) => ({
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.atLeast.md]: { gridTemplateColumns: columns, alignItems: 'start' } },
  }),
);

/** A `<ul>`/`<ol>` without bullets, indent or margins, for lists laid out as cards. */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });
