// Every integration test runs twice: on embedded PGlite and on the machine's PostgreSQL.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default mergeConfig(talentVitestConfig({ include }), {
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include, env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'postgres', include: ['test/**/*.test.ts'], env: { TEST_DB: 'postgres' } } },
    ],
  },
});
