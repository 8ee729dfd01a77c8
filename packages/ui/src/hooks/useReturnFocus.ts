import { useState } from 'react';

/** Focus handlers for a Radix dialog opened by state rather than by its own Trigger part. */
export interface ReturnFocusHandlers {
  readonly onCloseAutoFocus: (event: Event) => void;
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Gives focus back to whatever had it when a dialog opened. Radix returns focus only to its own
 * `Trigger`; our dialogs are opened from state (a button, a route, a timer), so without this
 * keyboard users would land on `<body>` after closing one (WCAG 2.4.3).
 *
 * The element is read while the opening renders, before the dialog's content mounts: a control
 * in it with `autoFocus` (a confirmation that starts on its safe choice) takes focus during that
 * commit, before Radix's open callback runs, so reading it there would find the dialog itself.
 */
export function useReturnFocus(open: boolean): ReturnFocusHandlers {
  const [wasOpen, setWasOpen] = useState(open);
  // A dialog can mount already open (one loaded when first opened, `lazyWhenOpen`): its opening
  // render is the first one.
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  if (open !== wasOpen) {
    // React's pattern for state that follows a prop: set during render, re-rendered at once.
    setWasOpen(open);
    if (open) setReturnTo(focusedElement());
  }
  return {
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (returnTo?.isConnected) returnTo.focus();
    },
  };
}
