import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const file = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
