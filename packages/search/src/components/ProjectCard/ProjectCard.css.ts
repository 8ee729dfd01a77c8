// The card itself, its title row and badge come from @talent/ui's Card; only the facts list is
// the search result's own.
import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text });
