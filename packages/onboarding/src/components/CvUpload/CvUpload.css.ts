import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const cv = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const status = style({ minHeight: '1lh' });
