// The one theme contract. Components read only these variables; each tenant fills them at
// runtime (themeCss.ts), so one build serves every tenant.
import { createThemeContract } from '@vanilla-extract/css';
import { THEME_SHAPE } from './themeShape.ts';

/** CSS variables of the theme contract (`vars.color.primary` is `var(--…)`). */
export const vars = createThemeContract(THEME_SHAPE);
