// The dependency table of ARCHITECTURE.md, as data. The `talent/boundaries` rule and the README
// both derive from it, so there is exactly one place where a layer's allowed imports are written.
//
//   apps/*  ->  feature packages  ->  ui, i18n, api-client, domain
//
// Apps import no app: the composition app (apps/server) is the one package that imports the API and
// the portal, to serve both from one process.
//
// `kind` drives the rules; `imports` lists the kinds (not names) a package may import, so adding a
// feature package is one line here and never touches the rule.

/** @typedef {'domain' | 'compression' | 'api-client' | 'i18n' | 'ui' | 'app-context' | 'test-utils' | 'fixtures' | 'feature' | 'portal' | 'api' | 'composition' | 'bench' | 'tenant-tools' | 'tooling'} Kind */

/** @type {Record<Kind, readonly Kind[]>} */
export const ALLOWED_IMPORTS = {
  domain: [],
  // The server's compression settings, shared by the API's compress plugin and the portal's kept pages.
  compression: [],
  'api-client': ['domain'],
  i18n: ['domain'],
  ui: ['domain', 'i18n'],
  // What the app provides to features (API client, session, tenant): contexts and hooks only.
  'app-context': ['api-client', 'domain'],
  // The shared helpers of the portal-side component tests: what a page needs to render as in the portal.
  'test-utils': ['app-context', 'api-client', 'domain', 'i18n', 'ui'],
  // Inputs with known answers (the CV corpus, the search's relevance set) for tests, e2e and benchmarks.
  fixtures: ['api-client', 'domain'],
  // `test-utils` and `fixtures` only from test files (`*.test.*`, `src/test/**`, `test/**`, `e2e/**`):
  // the rule checks where the import sits.
  feature: ['app-context', 'ui', 'i18n', 'api-client', 'domain', 'test-utils'],
  // The portal and its server plugin, which takes what it needs of its host as interfaces (no app).
  portal: ['feature', 'app-context', 'ui', 'i18n', 'api-client', 'domain', 'compression', 'test-utils', 'fixtures'],
  // The API server shares rules and contract types, never UI code.
  api: ['api-client', 'i18n', 'domain', 'compression', 'fixtures'],
  // The thin entry that composes the two apps into one process: the API server with the portal's plugin.
  composition: ['api', 'portal', 'domain'],
  // Benchmarks drive the API server from outside the test suite.
  bench: ['api', 'api-client', 'domain', 'fixtures'],
  // Node scripts over tenants/: the schemas of domain and the theme rules of ui (its Node subset).
  'tenant-tools': ['domain', 'ui'],
  tooling: [],
};

/** @type {Record<string, Kind>} */
export const PACKAGE_KINDS = {
  '@talent/domain': 'domain',
  '@talent/compression': 'compression',
  '@talent/api-client': 'api-client',
  '@talent/i18n': 'i18n',
  '@talent/ui': 'ui',
  '@talent/app-context': 'app-context',
  '@talent/test-utils': 'test-utils',
  '@talent/fixtures': 'fixtures',
  '@talent/search': 'feature',
  '@talent/onboarding': 'feature',
  '@talent/apply': 'feature',
  '@talent/pools': 'feature',
  '@talent/account': 'feature',
  '@talent/content': 'feature',
  '@talent/portal': 'portal',
  '@talent/api': 'api',
  '@talent/server': 'composition',
  '@talent/bench': 'bench',
  '@talent/tenant-tools': 'tenant-tools',
  '@talent/tooling': 'tooling',
};

/**
 * The test helpers of `@talent/tooling` (its subpaths besides the config presets), which test files
 * anywhere — and `@talent/test-utils`, all of it test code — may import: the jsdom tests' axe
 * helper lives there because `ui` (whose component tests use it) may not import `test-utils`,
 * and both must report violations the same way.
 */
export const TOOLING_TEST_HELPERS = ['axe'];

/** Module specifiers that mean React or other UI runtime code. */
export const UI_MODULES = [
  'react',
  'react-dom',
  'react-intl',
  '@radix-ui/*',
  '@vanilla-extract/*',
  '@tanstack/react-*',
];

/** Node built-ins that perform I/O or reach the process; `domain` is pure and must not use them. */
export const IO_MODULES = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'http',
  'https',
  'http2',
  'net',
  'tls',
  'dns',
  'dgram',
  'child_process',
  'cluster',
  'worker_threads',
  'crypto',
  'stream',
  'zlib',
  'readline',
  'process',
  'undici',
  'axios',
  'ky',
  'ofetch',
  'openapi-fetch',
];

/** Globals that do I/O, read the clock or reach the host; `domain` receives these as parameters. */
export const IO_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'document',
  'window',
  'navigator',
  'location',
  'process',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'performance',
];
