import { style } from '@vanilla-extract/css';
import { bareList, pageTitle, sidebarLayout, stack, vars } from '@talent/ui';

export const page = stack.lg;

export const header = stack.md;

export const title = pageTitle;

// Filters in the sidebar, results in the main column.
export const layout = sidebarLayout.start;

export const results = stack.md;

export const resultsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted });

export const list = style([stack.md, bareList, { selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } }]);

export const skeletons = stack.lg;
