// Public API of @talent/search. Explicit named exports only.
export {};
