import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  padding: `0 ${vars.space.md}`,
  // On a phone every pixel counts: the actions must fit on one line beside the logo and the menu.
  '@media': { [media.below.sm]: { gap: vars.space.xs, padding: `0 ${vars.space.sm}` } },
  background: vars.color.headerBackground,
  color: vars.color.onHeader,
  boxShadow: vars.shadow.sm,
});

// The logo is what gives way when space is short (a long brand logo on a phone): the actions and
// the menu button keep their size, and the logo scales down keeping its proportions.
export const logoLink = style({
  display: 'inline-flex',
  flex: '0 1 auto',
  minWidth: 0,
  alignItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const logo = style({
  display: 'block',
  height: 36,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const nav = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  // Below lg the links go to the drawer: five of them, the account menu and the actions need about
  // 1,150 px in German or French, and a bar that wraps to two rows is worse than a menu button.
  '@media': { [media.below.lg]: { display: 'none' } },
});

export const links = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
});

/** The account menu: its button sits in the bar like a link; the panel drops below it. */
export const accountMenu = style({ position: 'relative' });

export const chevron = style({ marginInlineStart: vars.space.xs });

export const accountPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  minWidth: '14rem',
  padding: vars.space.xs,
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.divider}`,
});

export const drawerHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  whiteSpace: 'nowrap',
  font: 'inherit',
  background: 'none',
  border: 'none',
  borderTop: '3px solid transparent',
  cursor: 'pointer',
  padding: `0 ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"], &[data-current]': { borderBottomColor: 'currentColor', fontWeight: vars.fontWeight.bold },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onHeader },
  },
});

export const spacer = style({ flex: 1, '@media': { [media.atLeast.lg]: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.below.sm]: { gap: vars.space.xs } },
});

// "Log in", "Sign up", "Log out" never break over two lines (a two-line button reads as two).
globalStyle(`${actions} > *`, { whiteSpace: 'nowrap' });

export const menuButton = style({
  flexShrink: 0,
  color: vars.color.onHeader,
  '@media': { [media.atLeast.lg]: { display: 'none' } },
  selectors: { '&:focus-visible': { outlineColor: vars.color.onHeader } },
});

export const drawerLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.primaryStrong,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-current="page"]': { background: vars.color.primarySubtle, fontWeight: vars.fontWeight.bold } },
});

/** The count beside a link's label: a small pill in the header's colours, inverted. */
export const badge = style({
  marginInlineStart: vars.space.xs,
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: 999,
  background: vars.color.onHeader,
  color: vars.color.headerBackground,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.5,
  textAlign: 'center',
});
