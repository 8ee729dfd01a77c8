import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
