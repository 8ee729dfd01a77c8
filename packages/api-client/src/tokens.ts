// Where the client keeps the access token. The refresh token is not the client's to keep: the
// server sets it as an HttpOnly cookie (`auth.refresh`) that page scripts cannot read, and the
// browser sends it with POST /refreshToken by itself. The portal stores the access token in
// cookies (spec §9: prefix "auth.", path /, SameSite lax); tests and servers can use the
// in-memory store.
import type { components } from './openapi.gen.ts';

/** The contract's token response. */
export type TokenResponse = components['schemas']['TokenResponse'];

/** A stored access token. */
export interface TokenSet {
  readonly accessToken: string;
  /** When the access token expires, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** Reads and replaces the current session's access token; null means logged out. */
export interface TokenStore {
  get(): TokenSet | null;
  set(tokens: TokenSet | null): void;
}

/** A token store held in memory. */
export function memoryTokenStore(initial: TokenSet | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}

/** The token set of a token response received at `nowMs` (the expiry comes from `expires_in`). */
export function tokenSetFromResponse(response: TokenResponse, nowMs: number): TokenSet {
  return { accessToken: response.access_token, expiresAt: nowMs + response.expires_in * 1000 };
}
