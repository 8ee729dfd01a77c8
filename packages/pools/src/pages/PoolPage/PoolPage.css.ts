import { pageTitle, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

// The portal layout's <main> sets the width and the outer padding.
export const page = style([stack.lg, { maxWidth: '48rem' }]);

export const back = style({ margin: 0 });

export const header = stack.sm;

export const title = pageTitle;

export const section = stack.sm;

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });
