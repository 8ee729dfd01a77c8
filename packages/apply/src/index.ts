// Public API of @talent/apply. Explicit named exports only.

export { applyKeys } from './queries.ts';
