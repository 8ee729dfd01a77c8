import type { ReactElement } from 'react';
import './global.css.ts';
import { themeCss } from './themeCss.ts';
import type { ThemeValues } from './themeShape.ts';

/** Props of `ThemeStyle`. */
export interface ThemeStyleProps {
  /** The tenant's theme, from `makeTheme`. */
  readonly values: ThemeValues;
  /** Element the variables are set on; `:root` so portals (dialogs, toasts) are themed too. */
  readonly selector?: string;
}

/**
 * Applies a tenant theme by rendering its variables as a `<style>` rule. Rendered on the server
 * it reaches the browser with the first HTML, so nothing is painted unbranded; re-rendered with
 * other values it switches the theme in place (the Storybook toolbar does this).
 */
export function ThemeStyle({ values, selector = ':root' }: ThemeStyleProps): ReactElement {
  return <style data-talent-theme="">{themeCss(values, selector)}</style>;
}
