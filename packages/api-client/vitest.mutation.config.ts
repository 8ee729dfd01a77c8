// Vitest config for mutation testing (`pnpm mutation`): only the client's behaviour tests; the
// contract and generated-types checks read files and do not exercise the mutated code.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig(), {
  test: { include: ['src/createTalentApi.test.ts', 'src/apiError.test.ts'], reporters: ['default'] },
});
