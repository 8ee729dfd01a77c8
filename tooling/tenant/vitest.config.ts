import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';

// Resolve @talent/ui to its Node subset, as the `tenant:new` command does (`--conditions=talent-node`).
const conditions = ['talent-node', 'node', 'import', 'module', 'default'];

export default mergeConfig(talentVitestConfig({ include: ['*.test.ts'] }), {
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
});
