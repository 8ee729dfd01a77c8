// The router context's type on its own: the root route (routes/__root.tsx) needs it, and the
// router (router.tsx) imports the generated route tree, which imports the root route. Keeping the
// type here, beside the runtime it carries, is what keeps that chain from closing into a cycle.
import type { PortalRuntime } from './runtime.ts';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  readonly runtime: PortalRuntime;
}
