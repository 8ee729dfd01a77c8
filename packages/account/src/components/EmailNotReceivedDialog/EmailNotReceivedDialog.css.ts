import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.lg });
