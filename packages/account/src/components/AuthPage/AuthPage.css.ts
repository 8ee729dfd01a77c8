import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const focusTarget = style({ outline: 'none' });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const captcha = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minHeight: 78 });

export const captchaError = style({ fontSize: vars.fontSize.sm, color: vars.color.errorText, margin: 0 });
