// Where a keyboard user goes after a form was refused: the first field marked invalid (a control
// with aria-invalid, else the first control of a group described by its error: history entries,
// languages, choices), so the field and its error are read out; else the failure's own text.

const MARKED = [
  '[aria-invalid="true"]',
  'fieldset[aria-describedby$="-error"] input',
  'fieldset[aria-describedby$="-error"] select',
  'fieldset[aria-describedby$="-error"] textarea',
].join(', ');

/** Focuses the first marked field in `form`, else `fallback`. */
export function focusProblem(form: HTMLElement | null, fallback: HTMLElement | null): void {
  (form?.querySelector<HTMLElement>(MARKED) ?? fallback)?.focus();
}
