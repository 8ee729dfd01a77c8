// The server's knowledge of the portal's URLs is the router's: every route of the generated tree is
// a page (so a route added later needs no change on the server), anything else is not.
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createPortalRouter } from '../src/router.tsx';
import { isPortalPage } from './entry.ts';

/** A URL of each route of the tree: params and optional params filled with sample values. */
function sampleUrls(): string[] {
  // Only the tree is read: no runtime.
  const router = createPortalRouter(undefined as never, { history: createMemoryHistory() });
  return Object.keys(router.routesByPath).map((path) =>
    path.replace(/\{-\$[^}]+\}/g, 'maybe').replace(/\$[A-Za-z]+/g, '42'),
  );
}

describe('isPortalPage', () => {
  it('knows every route of the generated tree', () => {
    const urls = sampleUrls();
    expect(urls).toEqual(expect.arrayContaining(['/app/login', '/app/project/42', '/projects/42/maybe']));
    expect(urls.filter((url) => !isPortalPage(url))).toEqual([]);
  });

  it.each([
    '/',
    '/login',
    '/projects',
    '/projects/',
    '/projects?any=java&pools=1,2',
    '/projects/senior-developer',
    '/projects/in',
    '/projects/pool/42',
    '/subscriptions',
    '/app/mobile-activation',
    // As the browser's router: case-insensitive, percent-decoded.
    '/APP/Login',
    '/app/%6Cogin',
  ])('%s is a page', (url) => {
    expect(isPortalPage(url)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/no/such/page',
    '/app',
    '/app/',
    '/app/project/42/nothing',
    '/projects/a/b/c',
    '/%',
    '//example.com',
  ])('%s is no page', (url) => {
    expect(isPortalPage(url)).toBe(false);
  });
});
