import { pageTitle, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

// The layout's <main> sets the outer width and padding; a page of text reads best at a line
// length of about 70 characters.
export const page = style([stack.lg, { maxWidth: '46rem' }]);

export const header = stack.xs;

export const title = pageTitle;

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
