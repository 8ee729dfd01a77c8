// axe for the features' pages and components in jsdom. Contrast is left to real browsers (jsdom
// computes no colours; the stories and e2e phases check it), and a test page has no landmarks of
// the portal layout around it.
import axe from 'axe-core';

/** axe violations of the document, as "rule: targets" lines (an empty list when there are none). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
