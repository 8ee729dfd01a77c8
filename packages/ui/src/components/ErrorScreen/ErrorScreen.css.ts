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

export const code = style({
  margin: 0,
  fontSize: '4rem',
  lineHeight: 1,
  color: vars.color.primaryStrong,
  fontFamily: vars.font.heading,
});

export const messages = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
