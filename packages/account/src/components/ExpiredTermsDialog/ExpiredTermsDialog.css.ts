import { EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX } from '@talent/domain';
import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The expired-terms text box (spec §9: at most 230 px high, scrolls). */
export const termsText = style({
  maxHeight: `${EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX}px`,
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const links = style({ margin: 0, paddingInlineStart: vars.space.lg });
