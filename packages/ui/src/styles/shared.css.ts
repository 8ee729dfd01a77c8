// Styles several components share: field anatomy and the visually-hidden helper.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.errorText, margin: 0 });

export const control = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.errorText, borderWidth: 2 },
    '&:disabled': { background: vars.color.disabled, color: vars.color.onDisabled },
  },
});
