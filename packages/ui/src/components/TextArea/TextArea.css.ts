import { style } from '@vanilla-extract/css';

export const textarea = style({ resize: 'vertical', minHeight: 120 });

export const counter = style({ alignSelf: 'flex-end' });
