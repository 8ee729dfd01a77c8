import { media, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.atLeast.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
