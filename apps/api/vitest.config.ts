// Every integration test (test/) runs twice: on embedded PGlite and on the machine's PostgreSQL.
// The unit tests beside the code (src/) need no database and run once, in the pglite project.
// A project that `extends` the root config gets the root's include plus its own (Vitest merges
// arrays), so the root holds only what both projects run.
import { availableParallelism } from 'node:os';
import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer.ts';

const SETUP = 'test/globalSetup.ts';

export default mergeConfig(talentVitestConfig({ include: ['test/**/*.test.ts'] }), {
  test: {
    testTimeout: 30_000,
    // A test file here spends much of its time waiting (PostgreSQL in its own processes, HTTP,
    // child CLIs, timers), so one file more than there are cores keeps them busy. Vitest's default
    // (cores - 1) ran one file at a time on a 2-core machine: 915 s; three at a time, 488 s.
    maxWorkers: availableParallelism() + 1,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
    // Each project makes the template databases its test files copy (test/templates.ts) once.
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DB: 'pglite' }, globalSetup: [SETUP] },
      },
      { extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' }, globalSetup: [SETUP] } },
    ],
  },
});
