// TextField uses the shared field anatomy (styles/shared.css.ts); nothing of its own yet.
export {};
