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
    // Preload lists only for the page's entry (index.html), none for dynamic imports: Vite would
    // write, into the route stubs the entry imports, the file list of every route's chunks (about
    // 0.7 KB gzip per route, ~20 KB on each page). The server preloads the matched route's files
    // (build/budget.ts); a link the user points at is preloaded by the router (`defaultPreload:
    // 'intent'`), and a chunk's own imports follow it.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    target: 'es2022',
  },
  ssr: {
    // The server bundle inlines the workspace packages (TypeScript sources) and the styles.
    noExternal: [/^@talent\//, /^@vanilla-extract\//],
  },
});
