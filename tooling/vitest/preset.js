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
      restoreMocks: true,
      unstubGlobals: true,
    },
  });
}
