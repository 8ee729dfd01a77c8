import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.error,
  color: vars.color.onError,
  fontWeight: vars.fontWeight.medium,
});

export const message = style({ margin: 0 });

export const clock = style({ fontVariantNumeric: 'tabular-nums' });
