import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.drawer,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.drawer,
  width: 'min(320px, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const side = styleVariants({ start: { insetInlineStart: 0 }, end: { insetInlineEnd: 0 } });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const body = style({ padding: vars.space.md, overflowY: 'auto', flex: 1 });
