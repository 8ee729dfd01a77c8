import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
});

export const toggle = style({
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primaryStrong,
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const remove = style({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySubtle } },
});
