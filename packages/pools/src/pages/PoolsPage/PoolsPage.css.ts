import { bareList, media, pageTitle, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

// The portal layout's <main> sets the width and the outer padding.
export const page = stack.xl;

export const header = stack.xs;

export const title = pageTitle;

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const group = stack.md;

export const groupTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const groupDescription = style({ margin: 0, color: vars.color.textMuted });

export const list = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': {
      [media.below.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.below.sm]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
]);
