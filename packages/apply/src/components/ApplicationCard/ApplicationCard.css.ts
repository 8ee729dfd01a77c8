import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const description = style({ margin: 0 });

export const timeline = style({ fontSize: vars.fontSize.sm });

export const summary = style({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  width: 'fit-content',
  color: vars.color.primaryStrong,
});

export const events = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const event = style({ overflowWrap: 'anywhere' });

export const eventStatus = style({ fontWeight: vars.fontWeight.bold });

export const eventTime = style({ color: vars.color.textMuted });
