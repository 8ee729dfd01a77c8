/**
 * The axe violations in `root` (the document's body by default) as `rule: help (targets)` lines;
 * `[]` when it is accessible. Colour contrast and `region` are left out (jsdom has no layout; a
 * component or test page has no portal layout around it).
 */
export function axeViolations(root?: Element): Promise<string[]>;
