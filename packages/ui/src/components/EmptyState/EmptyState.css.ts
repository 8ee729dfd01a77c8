import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({ color: vars.color.textMuted });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' });
