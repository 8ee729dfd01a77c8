import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySubtle, color: vars.color.primaryStrong },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});
