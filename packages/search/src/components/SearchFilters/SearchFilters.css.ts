import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const location = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'stretch' });
