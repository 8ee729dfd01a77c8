import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: 10,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  maxHeight: 280,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.primarySubtle, outline: `2px solid ${vars.color.primaryStrong}` },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted, margin: 0 });
