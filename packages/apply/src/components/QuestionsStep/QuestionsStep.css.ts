import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

/** Follow-up questions, set in under the answer that revealed them. */
export const children = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
});
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
