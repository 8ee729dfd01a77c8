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

/** A link that starts something (accept, continue) looks like a primary button; it navigates. */
export const primaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

// The portal layout's <main> sets the width and the outer padding.
export const page = stack.xl;

export const header = stack.xs;

export const title = pageTitle;

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style([bareList, stack.md]);

/** A failed list: the sentence and its retry button, wrapping on phones. */
export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
