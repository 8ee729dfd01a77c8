// The portal's build: TanStack Router's file routes (code-split per route), React, and the design
// system's vanilla-extract styles. `vite build` makes the browser bundle (dist/client);
// `vite build --ssr server/entry.ts` makes the server's helpers (dist/server), so the server
// runs the theme code compiled with the same plugins as the browser.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { UNSPLIT_ROUTE_IDS } from './build/budget.ts';
import { stripDefaultMessagesPlugin } from './build/stripDefaultMessages.ts';

/** The modules of the `projectList` chunk (see `codeSplitting.groups`); their own imports come along. */
const PROJECT_LIST =
  /\/packages\/(search\/src\/(components\/(ProjectCard|ProjectStatusBadge)\/|format\.ts)|ui\/src\/(components\/(Card|StatusBadge|Skeleton|EmptyState)\/|icons\/statusIcons\.ts)|domain\/src\/statuses\.ts)/;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser formats messages the server compiled (`@talent/i18n` `compileMessages`), so its
  // build takes the ICU parser's no-parser entry (same syntax-tree helpers, no parser: ~8 KB gzip
  // less). The server build and tests keep the parser.
  // TanStack's store reads `useSyncExternalStore` through the `use-sync-external-store` shim, which
  // carries its own implementation for React before 18 beside React's; React 19 has the hook, so
  // the shim's entry is React itself (~0.2 KB gzip less; `with-selector` stays, React has none).
  ...(command === 'build' && !isSsrBuild
    ? {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
          ],
        },
      }
    : {}),
  plugins: [
    stripDefaultMessagesPlugin(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader is split out with its component, in one chunk: loaders import their
      // feature's queries and the things they prefetch, and without this every route's loader sits
      // in the entry chunk, so each page carried the data code of all the others. Loader and
      // component share most of their modules (the feature's queries, messages, a job page's head
      // rules): as two chunks, those went to a third, and each file is compressed on its own
      // (~0.4 KB gzip more per page). A link's preload (`intent`) now fetches the component too,
      // which the navigation needs anyway.
      // The layout routes every page of a layout renders (the portal's, the default one) are not
      // split: their code is in the entry (`UNSPLIT_ROUTE_IDS`, build/budget.ts).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) => (UNSPLIT_ROUTE_IDS.has(routeId) ? [] : undefined),
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
    //
    // No modulepreload polyfill (0.3 KB gzip in every page's entry): every browser of the build's
    // target but Safari before 17 and Firefox before 115 preloads modules itself; those two ignore
    // the server's `<link rel="modulepreload">` and fetch each file when it is imported instead.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk: it all loads before the page is
          // interactive anyway. Left to itself the bundler cut it into ~85 files (each module
          // group shared with some route's chunk got its own), and their import and export lists
          // and separately compressed bodies cost ~34 KB gzip more than one file. Route chunks
          // stay split and load with their route. The HTML entry and main.tsx stay the entry.
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id) },
            // The project list of the public pages (search, listings, a job page's similar projects,
            // and the in-app search): the project card and the pieces it is made of, and the list's
            // skeleton and empty state. Left to itself the bundler made seven files of them (each
            // shared by a different set of pages), 0.8 KB gzip more on the search and job pages.
            { name: 'projectList', test: PROJECT_LIST },
          ],
        },
      },
    },
  },
  ssr: {
    // The server bundle inlines the workspace packages (TypeScript sources) and the styles.
    noExternal: [/^@talent\//, /^@vanilla-extract\//],
  },
}));
