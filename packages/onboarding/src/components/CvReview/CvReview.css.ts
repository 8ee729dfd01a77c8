import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const conflict = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const outcome = style({ margin: 0, fontWeight: 600 });
