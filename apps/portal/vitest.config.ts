// Component and route tests of the shell (jsdom): React and the design system's vanilla-extract
// styles, as in the build. The router's file-route plugin is left out on purpose: the tests use
// the committed routeTree.gen.ts, so they run against exactly the tree the build generates.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(
  talentVitestConfig({
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
  }),
  {
    plugins: [react(), vanillaExtractPlugin()],
    test: { setupFiles: ['./src/test/setup.ts'] },
  },
);
