import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
