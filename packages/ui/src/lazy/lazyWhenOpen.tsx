// Dialogs and drawers are closed on almost every page view, yet their code (Radix's dialog, focus
// scope, scroll lock, the dialog's own form) cost every page about 19 KB gzip. `lazyWhenOpen`
// loads such a component the first time it is opened: the control that opens it is rendered at
// once by its owner, and the closed component renders nothing anyway.
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';

/** Props every component `lazyWhenOpen` wraps has: whether it is open. */
export interface OpenableProps {
  readonly open: boolean;
}

/**
 * Wraps a dialog-like component so its code loads (with `import()` in `load`) when `open` first
 * becomes true; until then it renders nothing. Once loaded it stays mounted, so closing runs as
 * before (focus return, exit animation). `preload` starts the download early, e.g. on hover.
 */
export function lazyWhenOpen<P extends OpenableProps>(
  load: () => Promise<ComponentType<P>>,
): ((props: P) => ReactElement | null) & { readonly preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function WhenOpen(props: P): ReactElement | null {
    const [opened, setOpened] = useState(props.open);
    // Set during render (React's pattern for state derived from props): no empty frame first.
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenOpen, { preload: () => void start() });
}
