import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalBootstrap } from '../../bootstrap.ts';
import { testBootstrap } from '../../test/fixtures.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { ROUTE_HEAD_ATTRIBUTE } from './routeHead.ts';

const SERVED = `<link ${ROUTE_HEAD_ATTRIBUTE}="" rel="canonical" href="https://acme.example/served" />`;

function renderHead({ headFromServer }: { headFromServer: boolean }) {
  const root = createRootRouteWithContext<{ runtime: { bootstrap: PortalBootstrap; headFromServer: boolean } }>()({
    component: () => (
      <>
        <DocumentHead />
        <Outlet />
      </>
    ),
  });
  const page = (path: string, title: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      head: () => ({ meta: [{ title }, { name: 'description', content: `About ${title}` }] }),
      component: () => <h1>{title}</h1>,
    });
  const runtime = { bootstrap: testBootstrap(), headFromServer };
  const router = createRouter({
    routeTree: root.addChildren([page('/first', 'First'), page('/second', 'Second')]),
    context: { runtime },
    history: createMemoryHistory({ initialEntries: ['/first'] }),
  });
  render(<RouterProvider router={router} />);
  return { router, runtime };
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

// Other tests' apps write heads into the same document: each test starts from the served one.
beforeEach(() => {
  for (const element of document.head.querySelectorAll(`[${ROUTE_HEAD_ATTRIBUTE}]`)) element.remove();
  document.title = '';
});

describe('DocumentHead', () => {
  it("leaves a server-rendered first page's head as the server wrote it", async () => {
    document.head.insertAdjacentHTML('beforeend', SERVED);
    const { router, runtime } = renderHead({ headFromServer: true });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    // DocumentHead has taken the shown page's head for the server's (the next page writes its own)…
    await waitFor(() => expect(runtime.headFromServer).toBe(false));
    // …and had it asked for the head code anyway, that import (of the module this file already
    // loaded) would have settled, and written the head, before this one does.
    await import('./routeHead.ts');
    expect(canonical()).toBe('https://acme.example/served');
  });

  it('writes the head of each page navigated to', async () => {
    document.head.insertAdjacentHTML('beforeend', SERVED);
    const { router } = renderHead({ headFromServer: true });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await act(() => router.navigate({ href: '/second' }));
    await waitFor(() => expect(canonical()).toBe('https://acme.example/second'));
    expect(document.title).toBe('Second');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About Second');
    await act(() => router.navigate({ href: '/first' }));
    await waitFor(() => expect(canonical()).toBe('https://acme.example/first'));
    expect(document.title).toBe('First');
  });

  it('writes the head of a first page the browser rendered itself', async () => {
    renderHead({ headFromServer: false });
    await waitFor(() => expect(canonical()).toBe('https://acme.example/first'));
    expect(document.title).toBe('First');
  });
});
