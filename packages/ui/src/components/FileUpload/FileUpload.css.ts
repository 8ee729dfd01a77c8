import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.primaryStrong, background: vars.color.primarySubtle },
  },
});

export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const progress = style({
  width: '100%',
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', background: vars.color.primaryStrong, transition: 'width 150ms' });
