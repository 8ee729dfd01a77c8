// Base styles every tenant shares: box sizing, body type and colours from the contract, and a
// visible focus ring (WCAG 2.4.7) for keyboard users only.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
