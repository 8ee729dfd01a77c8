import { media, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: 600 });
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const entryHeading = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const pair = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.atLeast.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
