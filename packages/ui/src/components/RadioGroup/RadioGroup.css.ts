import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 });

// The browser's radio, drawn as the design system's: a ring, and a dot when it is chosen.
export const radio = style({
  appearance: 'none',
  width: 20,
  height: 20,
  flexShrink: 0,
  margin: 0,
  padding: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&:checked': {
      borderColor: vars.color.primaryStrong,
      // The dot: 10 px of the ring's 16 px inside.
      backgroundImage: `radial-gradient(circle, ${vars.color.primaryStrong} 0 4.5px, transparent 5px)`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const itemLabel = style({ cursor: 'pointer' });
