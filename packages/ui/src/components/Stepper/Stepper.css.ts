import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `2px solid currentColor`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '[aria-current="step"] > &': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

export const done = style({ color: vars.color.successText });

export const track = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.divider,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.primaryStrong });
