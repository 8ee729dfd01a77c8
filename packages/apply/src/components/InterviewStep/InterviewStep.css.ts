import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const days = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0 });
export const day = style({ listStyle: 'none' });
export const dayTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
/** The times of a day wrap, so a phone shows them in rows without scrolling sideways. */
export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });
export const time = style({ listStyle: 'none' });
