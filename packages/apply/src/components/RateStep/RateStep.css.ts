import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

/** Value, currency and unit side by side where there is room, stacked on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const shown = style({ minHeight: '1.5em', fontWeight: 600 });
