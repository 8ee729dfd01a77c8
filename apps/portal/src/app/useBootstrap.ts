// The page's bootstrap (tenant data the client context does not carry), from the router context.
import { useRouteContext } from '@tanstack/react-router';
import type { PortalBootstrap } from '../bootstrap.ts';

/** The bootstrap the server wrote into this page. */
export function useBootstrap(): PortalBootstrap {
  return useRouteContext({ from: '__root__', select: (context) => context.runtime.bootstrap });
}
