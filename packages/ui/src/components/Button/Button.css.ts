import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.background,
    color: vars.color.primaryStrong,
    borderColor: vars.color.primaryStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySubtle } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primaryStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySubtle } },
  },
  danger: {
    background: vars.color.error,
    color: vars.color.onError,
  },
});

export const size = styleVariants({
  small: { minHeight: 32, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  medium: {},
});

export const fullWidth = style({ width: '100%' });
