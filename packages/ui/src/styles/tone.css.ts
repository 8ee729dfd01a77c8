// Tone colours (info, success, warning, error) shared by Alert, Banner, Toast and StatusBadge.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Tinted background with its readable text colour. */
export const subtle = styleVariants({
  info: { background: vars.color.infoSubtle, color: vars.color.text, borderColor: vars.color.infoText },
  success: { background: vars.color.successSubtle, color: vars.color.text, borderColor: vars.color.successText },
  warning: { background: vars.color.warningSubtle, color: vars.color.text, borderColor: vars.color.warningText },
  error: { background: vars.color.errorSubtle, color: vars.color.text, borderColor: vars.color.errorText },
});

/** Icon colour on the tinted background. */
export const icon = styleVariants({
  info: { color: vars.color.infoText },
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  error: { color: vars.color.errorText },
});
