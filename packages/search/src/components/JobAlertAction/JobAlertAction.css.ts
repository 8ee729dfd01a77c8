import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

// The header is a column that stretches its children: the action keeps its own width.
export const action = style({ alignSelf: 'flex-start' });

export const visitor = style({ margin: 0 });

export const hint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
