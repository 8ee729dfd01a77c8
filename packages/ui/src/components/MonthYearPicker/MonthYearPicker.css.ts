import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
