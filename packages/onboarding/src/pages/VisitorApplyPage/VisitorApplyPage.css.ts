import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'center' });
export const primary = style({ fontWeight: 700 });
