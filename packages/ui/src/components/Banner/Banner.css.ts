import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '2px solid',
});

export const message = style({ flex: '1 1 16rem', margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
