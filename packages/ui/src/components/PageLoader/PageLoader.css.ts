import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const bar = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  height: 4,
  zIndex: vars.zIndex.loader,
  overflow: 'hidden',
  background: vars.color.primarySubtle,
});

export const runner = style({
  width: '40%',
  height: '100%',
  background: vars.color.primaryStrong,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
