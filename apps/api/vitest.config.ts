// Every integration test (test/) runs twice: on embedded PGlite and on the machine's PostgreSQL.
// The unit tests beside the code (src/) need no database and run once, in the pglite project.
// A project that `extends` the root config gets the root's include plus its own (Vitest merges
// arrays), so the root holds only what both projects run.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig({ include: ['test/**/*.test.ts'] }), {
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' } } },
    ],
  },
});
