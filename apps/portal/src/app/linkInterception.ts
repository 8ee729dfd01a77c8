// Design-system links are plain anchors (the ui package knows no router). One listener turns a
// click on an in-portal anchor into a client-side navigation, so every `<a href>` of the app
// navigates without a page load and still works without JavaScript, in a new tab, or when copied.
import { SERVER_PATHS } from './serverPaths.ts';

/** The in-portal href a click should navigate to on the client, or null to let the browser act. */
export function interceptedHref(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.target && target.target !== '_self') return null;
  if (target.hasAttribute('download') || target.getAttribute('rel')?.includes('external')) return null;
  const url = new URL(target.href, origin);
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return null;
  // A jump within this page (skip link, table of contents) is the browser's job.
  const here = target.ownerDocument.location;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Listens for anchor clicks on `root` and navigates with `navigate`; returns the cleanup. */
export function interceptLinks(root: Document, navigate: (href: string) => void): () => void {
  const listener = (event: MouseEvent) => {
    const href = interceptedHref(event, root.location.origin);
    if (href === null) return;
    event.preventDefault();
    navigate(href);
  };
  root.addEventListener('click', listener);
  return () => root.removeEventListener('click', listener);
}
