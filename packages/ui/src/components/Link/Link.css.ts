import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const link = style({
  color: vars.color.primaryStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { textDecorationThickness: 2 } },
});

export const inherit = style({ color: 'inherit' });

export const external = style({ verticalAlign: 'middle', marginInlineStart: 2 });
