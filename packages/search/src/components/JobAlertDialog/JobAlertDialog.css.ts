import { style } from '@vanilla-extract/css';
import { stack, vars } from '@talent/ui';

export const form = stack.md;

export const manage = style({ margin: 0, color: vars.color.textMuted });
