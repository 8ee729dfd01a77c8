import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const strength = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const meter = style({ width: '100%', height: '1rem' });
export const value = style({ margin: 0 });
export const next = style({ margin: 0, fontSize: vars.fontSize.md });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
