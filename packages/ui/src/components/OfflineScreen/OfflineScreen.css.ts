import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.primaryStrong });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
});

export const message = style({ margin: 0, maxWidth: '40rem' });
