import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  // The page shows through, dimmed towards the tenant's background.
  background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`,
});

export const caption = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
