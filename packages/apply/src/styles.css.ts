// Styles the pages and cards of the applications and invitations tabs share.
import { bareList, pageTitle, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

/** City, dates and rate in a muted row that wraps on narrow screens. */
export const facts = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.md}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  },
]);

// The portal layout's <main> sets the width and the outer padding.
export const page = stack.xl;

export const header = stack.xs;

export const title = pageTitle;

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style([bareList, stack.md]);
