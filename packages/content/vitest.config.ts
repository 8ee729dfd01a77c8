// Component tests (jsdom) with the design system's vanilla-extract styles compiled.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig({ environment: 'jsdom' }), {
  plugins: [react(), vanillaExtractPlugin()],
  test: { setupFiles: ['./src/test/setup.ts'] },
});
