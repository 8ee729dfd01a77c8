import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const term = style({ fontWeight: vars.fontWeight.bold });
/** Long answers wrap instead of widening the page on a phone. */
export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
