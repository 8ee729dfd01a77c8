// Vitest config for mutation testing (`pnpm mutation`). Stryker instruments the sources, so the
// public-API test, which reads source text for TSDoc, is left out of that run only.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig(), {
  test: { exclude: ['src/publicApi.test.ts'], reporters: ['default'] },
});
