// Every story as a test in real Chromium (Vitest browser mode; Playwright drives Debian's
// /usr/bin/chromium, no browser is downloaded): render, play function, then axe through the a11y
// addon. One project per shipped tenant, so every story is checked in every tenant theme.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { readdirSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@talent/tooling/chromium';

/** Headless, with the repository's flags for Debian's Chromium (`@talent/tooling/chromium`). */
const HEADLESS_CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_ARGS];

// Pre-bundled up front: a dependency Vite discovers mid-run makes it reload the browser, which
// fails the tests that were running (and loads React twice).
const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tabs',
  'lucide-react',
  'culori',
  'valibot',
];

// The shipped tenants: the folders of tenants/ (the same rule as @talent/tenant-tools' tenantIds,
// which this config cannot import: that package depends on this one).
const tenantIds = readdirSync(new URL('../../tenants/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !/^[._]/.test(e.name))
  .map((e) => e.name)
  .sort();

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/storybook.json' }]],
    passWithNoTests: false,
    projects: tenantIds.map((tenant) => ({
      plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { tenant } })],
      optimizeDeps: { include: PREBUNDLED },
      test: {
        name: `storybook:${tenant}`,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: { executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_ARGS },
          }),
          instances: [{ browser: 'chromium' }],
        },
      },
    })),
  },
});
