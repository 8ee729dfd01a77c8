// The search box's form: the query field grows, the button keeps its size and wraps below on narrow screens.
import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 18rem' });
