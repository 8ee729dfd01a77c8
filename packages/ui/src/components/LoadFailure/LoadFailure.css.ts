import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The sentence and its retry button, wrapping on phones. */
export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
