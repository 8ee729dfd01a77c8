import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const entry = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', flexWrap: 'wrap' });
export const input = style({
  flex: '1 1 12rem',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.errorText, borderWidth: 2 } },
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
