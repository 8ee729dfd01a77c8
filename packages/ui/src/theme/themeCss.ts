// Applying a theme at runtime: the contract's variables are set on the root element by a
// `<style>` rule. A server puts `themeCss(values)` into the HTML head of the first response, so
// the page is painted in the tenant's colours from the first frame (no flash of unbranded
// content), and one build of the portal serves every tenant.
import { vars } from './contract.css.ts';
import type { ThemeValues } from './themeShape.ts';

type Tree = { readonly [key: string]: string | Tree };

/** `var(--name)` -> `--name` */
function variableName(reference: string): string {
  const match = /^var\((--[^),\s]+)\)$/.exec(reference);
  if (!match?.[1]) throw new Error(`Not a CSS variable reference: ${reference}`);
  return match[1];
}

function collect(contract: Tree, values: Tree, path: string, out: Record<string, string>): void {
  for (const [key, reference] of Object.entries(contract)) {
    const value = values[key];
    if (typeof reference === 'string') {
      if (typeof value !== 'string') throw new Error(`Theme value missing: ${path}${key}`);
      out[variableName(reference)] = value;
    } else {
      if (value === undefined || typeof value === 'string') throw new Error(`Theme group missing: ${path}${key}`);
      collect(reference, value, `${path}${key}.`, out);
    }
  }
}

/** The custom properties of a theme: `{ '--color-primary__x1': '#0052cc', … }`. */
export function themeVariables(values: ThemeValues): Record<string, string> {
  const out: Record<string, string> = {};
  collect(vars, values, '', out);
  return out;
}

// A value may come from tenant data (font stacks): keep it from closing the declaration or rule.
function safeValue(value: string): string {
  return value.replace(/[;{}<>]/g, '');
}

/** A CSS rule that sets every theme variable on `selector` (default `:root`). */
export function themeCss(values: ThemeValues, selector = ':root'): string {
  const declarations = Object.entries(themeVariables(values))
    .map(([name, value]) => `${name}:${safeValue(value)}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
