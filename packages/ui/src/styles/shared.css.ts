// Styles several components share: the visually-hidden helper, muted small text and the look of a
// form control. The field anatomy around a control lives in FieldGroup.
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

/** Small muted text: field hints, counters, drop-zone help. */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

/** A text input, select or textarea. */
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
