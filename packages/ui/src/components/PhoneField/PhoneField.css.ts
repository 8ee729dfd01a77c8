import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) 1fr', gap: vars.space.sm });
