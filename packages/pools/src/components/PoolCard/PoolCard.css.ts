import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const description = style({ margin: 0 });
