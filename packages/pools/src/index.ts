// Public API of @talent/pools. Explicit named exports only.
export {};
