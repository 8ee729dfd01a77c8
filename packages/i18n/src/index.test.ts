// The public entry in plain Node: the API server imports this package without Vite, so importing it
// must not need Vite's `import.meta.glob` (the portal's catalogs are globbed on first use only), and
// the mail texts load as JSON modules.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

function inNode(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
  }).trim();
}

describe('@talent/i18n in plain Node', () => {
  it('imports and matches locales', () => {
    expect(
      inNode(
        "const i18n = await import('./src/index.ts'); console.log(i18n.matchLocale(['de-CH'], ['en', 'de'], 'en'));",
      ),
    ).toBe('de');
  });

  it('reads the mail texts', () => {
    expect(
      inNode(
        "const i18n = await import('./src/index.ts'); console.log(i18n.mailTexts('de-CH').texts['mail.activation.action'].message);",
      ),
    ).toBe('Konto aktivieren');
  });
});
