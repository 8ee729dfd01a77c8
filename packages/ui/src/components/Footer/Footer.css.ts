import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const blocks = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const blockTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const columns = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });

export const column = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// Links stacked in columns: each at least 24 px high, so a list of short names still meets
// WCAG 2.2 target size (2.5.8) without leaning on the spacing exception.
globalStyle(`${column} a`, { display: 'inline-block', minHeight: 24, paddingBlock: 2, boxSizing: 'border-box' });

export const more = style({ marginTop: vars.space.sm });

// The disclosure's toggle: a link-coloured target at least 24 px high (WCAG 2.2, 2.5.8).
export const moreSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  cursor: 'pointer',
  color: vars.color.primaryStrong,
  marginBottom: vars.space.xs,
});

export const cms = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  '@media': { [media.below.sm]: { flexDirection: 'column' } },
});

export const cmsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${cmsList} a`, { display: 'inline-block', minHeight: 24, paddingBlock: 2, boxSizing: 'border-box' });

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legalLogo = style({ height: 28, width: 'auto' });

export const small = style({ margin: 0 });
