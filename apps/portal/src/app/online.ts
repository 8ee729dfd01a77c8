// Whether the browser has a network connection, as it says (`navigator.onLine` and its `online` /
// `offline` events): the offline bar and the error page's "needs a connection" screen read it.
import { useSyncExternalStore } from 'react';

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/**
 * True when the browser says it has no connection. Only a browser can say so: on the server (Node
 * has a `navigator` without `onLine`) this is false.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether the browser is online, live; always true while rendering on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !isOffline(),
    () => true,
  );
}
