import { memoryTokenStore } from '@talent/api-client';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from './sessionStore.ts';

const tokens = { accessToken: 'a', expiresAt: 10 };

describe('session store', () => {
  it('starts logged in when tokens are stored, logged out otherwise', () => {
    expect(sessionStore(memoryTokenStore(tokens)).isLoggedIn()).toBe(true);
    expect(sessionStore(memoryTokenStore(null)).isLoggedIn()).toBe(false);
  });

  it('tells subscribers when the session starts and ends, not when tokens are renewed', () => {
    const store = sessionStore(memoryTokenStore(null));
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(tokens);
    expect(store.isLoggedIn()).toBe(true);
    store.set({ ...tokens, accessToken: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.accessToken).toBe('b');
    store.set(null);
    expect(store.isLoggedIn()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = sessionStore(memoryTokenStore(null));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set(tokens);
    expect(listener).not.toHaveBeenCalled();
  });
});
