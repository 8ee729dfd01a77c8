// `<html data-portal-ready>`: the page is interactive — for automated journeys and monitors, which
// must not click a server-rendered control before React handles it. Hydration does not finish in
// one commit: React commits the app's shell first and hydrates the route's content in later passes
// (more of them, and later, on a slow device), so the app's first effect is too early. The router
// says when its page is on screen and live: `onRendered`, emitted once the matches of its first
// load are committed in the browser (after hydration of a server-rendered page, or after the first
// client render), which TanStack Router's docs name for DOM-dependent work.
import type { AnyRouter } from '@tanstack/react-router';

/** The attribute on <html> (as a dataset key) that marks the page interactive. */
export const READY_KEY = 'portalReady';

/**
 * Marks `<html data-portal-ready>` when `router` has rendered its first page; call before the
 * first render (the event of a hydrated page comes during React's commit). Returns the cleanup.
 */
export function markReadyWhenRendered(router: AnyRouter, doc: Document): () => void {
  const unsubscribe = router.subscribe('onRendered', () => {
    doc.documentElement.dataset[READY_KEY] = '';
    unsubscribe();
  });
  return unsubscribe;
}
