// The helpers' own tests (jsdom: renderWithPortal renders React).
import { talentVitestConfig } from '@talent/tooling/vitest';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig({ environment: 'jsdom' }), {
  plugins: [react()],
  test: { setupFiles: ['./src/setup.ts'] },
});
