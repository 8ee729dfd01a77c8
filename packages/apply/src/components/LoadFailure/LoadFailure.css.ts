import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

/** The sentence and its retry button, wrapping on phones. */
export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
