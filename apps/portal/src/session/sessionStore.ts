// Whether this browser holds a session, as a store React can subscribe to. Logging in, logging out
// and a failed refresh change it; every subscriber (the session context, the header) re-renders.
import type { TokenSet, TokenStore } from '@talent/api-client';

/** A token store that tells subscribers when the session starts or ends. */
export interface SessionStore extends TokenStore {
  /** Whether tokens are held. */
  isLoggedIn(this: void): boolean;
  /** Listens for the session starting or ending (a useSyncExternalStore subscription). */
  subscribe(this: void, listener: () => void): () => void;
}

/** Wraps a token store (cookies in the browser) and notifies on login and logout. */
export function sessionStore(inner: TokenStore): SessionStore {
  const listeners = new Set<() => void>();
  let loggedIn = inner.get() !== null;
  return {
    get: () => inner.get(),
    set(tokens: TokenSet | null) {
      inner.set(tokens);
      const next = tokens !== null;
      if (next !== loggedIn) {
        loggedIn = next;
        for (const listener of listeners) listener();
      }
    },
    isLoggedIn: () => loggedIn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
