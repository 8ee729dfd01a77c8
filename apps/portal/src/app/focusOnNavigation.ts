// After an in-app navigation to another page the browser leaves focus on the link that was followed,
// or on <body> when that link went away with the old page: a screen reader announces nothing, and
// the next Tab starts from the top of the document. A page load would have announced the page, so
// the router does the equivalent once for every route: focus moves to the new page's h1 (or, for a
// page without one, its main landmark). Only when the path changes: a filter or tab that rewrites
// the query string keeps the user where they are.
import type { AnyRouter } from '@tanstack/react-router';

/** How long a page may take to show its heading (one that comes with its data) before main gets focus. */
export const HEADING_WAIT_MS = 2000;
const STEP_MS = 50;

/** The page's main landmark and its first h1, as they are now. */
function pageTargets(doc: Document): { main: HTMLElement | null; heading: HTMLElement | null } {
  const main = doc.querySelector<HTMLElement>('main');
  return { main, heading: (main ?? doc).querySelector<HTMLElement>('h1') };
}

/** Focuses `element` without scrolling (the router restores the scroll position itself). */
function focusQuietly(element: HTMLElement): void {
  // A heading is not focusable by itself; -1 makes it a focus target that Tab skips.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** Moves focus to the new page's heading after each navigation to another path; returns the cleanup. */
export function focusPageOnNavigation(router: AnyRouter, doc: Document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    // The first page of a visit is a page load: the browser and screen reader handle it.
    if (!event.fromLocation || !event.pathChanged) return;
    clearTimeout(timer);
    const started = Date.now();
    const attempt = () => {
      // A dialog the new page opened keeps its focus.
      if (doc.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const { main, heading } = pageTargets(doc);
      const waiting = Date.now() - started < HEADING_WAIT_MS;
      if (heading) {
        focusQuietly(heading);
        // The old page's heading may still have been on screen: if it goes, try the new one.
        if (waiting) timer = setTimeout(() => heading.isConnected || attempt(), STEP_MS);
        return;
      }
      if (waiting) timer = setTimeout(attempt, STEP_MS);
      else if (main) focusQuietly(main);
    };
    // After React has drawn the resolved page.
    timer = setTimeout(attempt, 0);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
