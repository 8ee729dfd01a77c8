import { bareList, stack, vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const section = stack.sm;

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style([bareList, stack.sm]);

/** The job and its status or action side by side, wrapping on phones. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
