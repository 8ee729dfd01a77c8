import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.onDisabled } },
});

export const track = style({
  position: 'relative',
  width: 44,
  height: 24,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  border: `2px solid ${vars.color.border}`,
  transition: 'background 120ms',
  selectors: {
    '[aria-checked="true"] > &': { background: vars.color.primaryStrong, borderColor: vars.color.primaryStrong },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.border,
  transition: 'transform 120ms',
  selectors: {
    '[aria-checked="true"] > * > &': { transform: 'translateX(20px)', background: vars.color.background },
  },
});
