import { media, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

// The portal layout's <main> sets the width and the outer padding.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const groupTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const groupDescription = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.below.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
