import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
