// axe-core in the jsdom tests — of @talent/ui's components, the feature packages' pages and the
// portal's shell — as one helper with one output, so a violation reads the same in every package.
// jsdom has no layout, so colour contrast is left to the real browser (every story in every tenant
// theme, the e2e journeys); a component or a test page has no landmarks of the portal layout
// around it, so `region` is off too. Every other rule runs.
import axe from 'axe-core';

/**
 * The axe violations in `root` (the document's body by default) as `rule: help (targets)` lines;
 * `[]` when it is accessible.
 *
 * @param {Element} [root]
 * @returns {Promise<string[]>}
 */
export async function axeViolations(root = globalThis.document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
