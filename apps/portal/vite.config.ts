// The portal's build: TanStack Router's file routes (code-split per route), React, and the design
// system's vanilla-extract styles. `vite build` makes the browser bundle (dist/client);
// `vite build --ssr server/entry.ts` makes the server's helpers (dist/server), so the server
// runs the theme code compiled with the same plugins as the browser.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader is split out with its component: loaders import their feature's queries
      // and the things they prefetch, and without this every route's loader sits in the entry
      // chunk, so each page carried the data code of all the others.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    // Hashed file names under /assets are cached for a year by the server.
    assetsDir: 'assets',
    sourcemap: true,
    // The manifest lists each chunk's static and dynamic imports: the JavaScript budget
    // (build/budget.ts) and the server's modulepreload links read it.
    manifest: true,
    target: 'es2022',
  },
  ssr: {
    // The server bundle inlines the workspace packages (TypeScript sources) and the styles.
    noExternal: [/^@talent\//, /^@vanilla-extract\//],
  },
});
