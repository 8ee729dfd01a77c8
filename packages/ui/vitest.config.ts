// Unit and component tests (jsdom). Storybook's stories run in real Chromium through
// vitest.storybook.config.ts instead.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig({ environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] }), {
  plugins: [react(), vanillaExtractPlugin()],
  test: { setupFiles: ['./src/test/setup.ts'] },
});
