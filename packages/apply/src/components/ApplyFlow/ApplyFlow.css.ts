import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const stepHeading = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
  outline: 'none',
});
export const stepNumber = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });
export const alert = style({ outline: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
/** The "we restored your draft" notice: text and its Dismiss button, wrapping on a phone. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
