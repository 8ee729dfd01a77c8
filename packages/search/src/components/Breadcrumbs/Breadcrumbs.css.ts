import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs, color: vars.color.textMuted },
  },
});
