import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  small: { width: 16, height: 16, borderWidth: 2 },
  medium: { width: 24, height: 24 },
  large: { width: 40, height: 40, borderWidth: 4 },
});

export const tone = styleVariants({
  current: {},
  primary: { color: vars.color.primaryStrong },
});
