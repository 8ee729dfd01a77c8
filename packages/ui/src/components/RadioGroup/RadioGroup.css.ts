import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 });

export const radio = style({
  width: 20,
  height: 20,
  flexShrink: 0,
  padding: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.primaryStrong } },
});

export const indicator = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.primaryStrong,
});

export const itemLabel = style({ cursor: 'pointer' });
