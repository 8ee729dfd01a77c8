import { style } from '@vanilla-extract/css';
import { bareList, media, pageTitle, sidebarLayout, stack, vars } from '@talent/ui';

export const page = stack.lg;

export const header = stack.md;

export const title = pageTitle;

// Filters in the sidebar, results in the main column.
export const layout = sidebarLayout.start;

export const results = stack.md;

// Small screens: the results first, the filters behind a button. Written wide-first (the button
// hidden, the filters shown, unless the screen is narrow), so without media queries — a test DOM —
// the wide layout is the one in effect.
export const filtersToggle = style({ display: 'none', '@media': { [media.below.md]: { display: 'inline-flex' } } });

export const filters = style({
  '@media': { [media.below.md]: { selectors: { '&:not([data-open="true"])': { display: 'none' } } } },
});

export const resultsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted });

export const list = style([stack.md, bareList, { selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } }]);

export const skeletons = stack.lg;
