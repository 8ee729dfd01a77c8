import { style } from '@vanilla-extract/css';

// The native select keeps the platform's keyboard and screen-reader behaviour (and mobile pickers).
export const select = style({ appearance: 'auto', paddingInlineEnd: 8 });
