import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const stepHeading = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
});
export const stepNumber = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });
export const alert = style({ outline: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
