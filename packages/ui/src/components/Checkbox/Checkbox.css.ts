import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.primaryStrong,
  cursor: 'pointer',
});
