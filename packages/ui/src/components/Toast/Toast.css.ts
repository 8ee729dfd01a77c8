import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  bottom: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  padding: `0 ${vars.space.md}`,
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 560,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  boxShadow: vars.shadow.lg,
});

export const message = style({ flex: 1, margin: `${vars.space.sm} 0` });
