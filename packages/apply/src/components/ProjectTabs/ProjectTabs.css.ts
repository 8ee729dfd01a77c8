import { bareList, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const nav = style({ borderBottom: `1px solid ${vars.color.divider}`, marginBottom: vars.space.lg });

/** Scrolls sideways on its own if the labels outgrow a phone, never the page. */
export const tabs = style([bareList, { display: 'flex', gap: vars.space.xs, overflowX: 'auto' }]);

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.primaryStrong,
      color: vars.color.primaryStrong,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
