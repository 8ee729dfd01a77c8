// Tests of the composed server: the real API server with the portal's plugin on it. The portal's
// server entry is loaded from source (`sourceEntry` of @talent/portal), so Vite compiles it as the
// portal's own tests do: React and the design system's vanilla-extract styles.
import { talentVitestConfig } from '@talent/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(talentVitestConfig({ environment: 'node', include: ['test/**/*.test.ts'] }), {
  plugins: [react(), vanillaExtractPlugin()],
});
