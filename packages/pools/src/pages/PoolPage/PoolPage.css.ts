import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

// The portal layout's <main> sets the width and the outer padding.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

export const back = style({ margin: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });
