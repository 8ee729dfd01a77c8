// Public API of @talent/account. Explicit named exports only.
export {};
