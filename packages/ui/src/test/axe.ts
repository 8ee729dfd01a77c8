// axe-core in the jsdom component tests. jsdom has no layout, so colour contrast is left to the
// Storybook run in real Chromium (every story in every tenant theme); every other rule runs here.
import axe from 'axe-core';

/** axe violations in `root` as readable lines; `[]` when accessible. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
