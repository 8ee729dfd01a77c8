// The anatomy every form field shares: a column of label, hint, control and error.
import { style, styleVariants } from '@vanilla-extract/css';
import { hint } from '../../styles/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** A fieldset that looks like any other field (no browser border, padding or min-content width). */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

const labelBase = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, color: vars.color.text });

export { hint };

export const label = styleVariants({
  default: [labelBase],
  // A part of a group (the month of a date, the code of a phone number) is named in hint style.
  part: [hint],
  // The question of a choice group reads at body size; its options carry the small labels.
  question: { padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.errorText, margin: 0 });

/** Control and label on one line, the label after it (checkboxes). */
export const inlineRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: 44 });

export const inlineLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  cursor: 'pointer',
});
