import { media, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: 600 });
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.atLeast.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
