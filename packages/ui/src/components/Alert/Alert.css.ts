import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
});

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
