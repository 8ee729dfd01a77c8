import { media, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

/** Log in / sign up in the header: the header's own text colour (the tenant's header may be coloured). */
export const headerAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  '@media': { [media.below.sm]: { padding: `0 ${vars.space.xs}` } },
  whiteSpace: 'nowrap',
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.onHeader}`, outlineOffset: '2px' } },
});
