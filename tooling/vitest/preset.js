// Shared Vitest settings. Each package's vitest.config.ts is `talentVitestConfig({ … })`.
import { defineConfig } from 'vitest/config';

/**
 * @param {{ environment?: 'node' | 'jsdom' | 'happy-dom', include?: string[] }} [options]
 */
export function talentVitestConfig({ environment = 'node', include = ['src/**/*.test.{ts,tsx}'] } = {}) {
  return defineConfig({
    test: {
      environment,
      include,
      // A package with a test script but no tests is a mistake, not a pass.
      passWithNoTests: false,
      // `npm test` reads these JSON reports to print one total of tests across packages.
      reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      // A jsdom test renders the whole portal (router, queries, dialogs) and runs axe: ~1–2 s alone,
      // and past the default 5 s when `npm test` runs every package's tests at once on two cores
      // (SearchPage's job-alert journey timed out at 5.2 s in a clean-clone run). A slow test still
      // fails; a test that hangs still ends.
      ...(environment === 'node' ? {} : { testTimeout: 15_000 }),
      restoreMocks: true,
      unstubGlobals: true,
      // One worker runs many test files without a fresh process, environment (jsdom) and module
      // graph for each. Measured here (2 cores): packages/ui 40 s → 8 s, apps/api integration
      // 488 s → 307 s; isolation was most of the time. Safe because no test here replaces modules
      // (no vi.mock), mocks and stubbed globals are restored after each test (above), and React
      // Testing Library unmounts after each test. A test that needs a fresh module graph sets
      // `isolate: true` in its package's config.
      isolate: false,
    },
  });
}
