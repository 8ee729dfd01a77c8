import { media, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const section = stack.md;

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

/** The heading and the status filter side by side, the filter below the heading on phones. */
export const listHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '14rem', '@media': { [media.below.sm]: { minWidth: 0, width: '100%' } } });

export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const count = style({ margin: 0, color: vars.color.textMuted });
