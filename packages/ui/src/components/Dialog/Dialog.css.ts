import { DIALOG_WIDTHS } from '@talent/domain';
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // Spec §2: dialogs are fullscreen on small screens.
  '@media': {
    [media.below.sm]: {
      inset: 0,
      transform: 'none',
      width: '100vw',
      maxWidth: 'none',
      maxHeight: 'none',
      borderRadius: 0,
    },
  },
});

export const size = styleVariants({
  default: { maxWidth: DIALOG_WIDTHS.modal },
  large: { maxWidth: DIALOG_WIDTHS.expiredTerms },
  small: { maxWidth: DIALOG_WIDTHS.deactivate },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.xl });

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  overflowY: 'auto',
  flex: 1,
});

export const description = style({ marginTop: 0, color: vars.color.textMuted });

export const spinnerBox = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
