import { style } from '@vanilla-extract/css';
import { media, vars } from '@talent/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.atLeast.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const resultsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
