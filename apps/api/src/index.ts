// Public API of @talent/api: building the server (used by its own entry and, later, by the portal's
// single-process server).
export { loadConfig } from './config.ts';
export type { Config } from './config.ts';
export { createServer } from './server.ts';
export type { Server, ServerOverrides } from './server.ts';
