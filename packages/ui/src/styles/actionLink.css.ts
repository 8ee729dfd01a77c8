// A link that is a page's main action (apply, accept an invitation, continue a draft): it
// navigates, so it stays an <a>, but it is drawn like the primary button.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** A link drawn like the primary button (44 px high, the brand colour, focus ring). */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
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
