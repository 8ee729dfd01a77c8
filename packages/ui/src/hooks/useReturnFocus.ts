import { useState } from 'react';

/** Focus handlers for a Radix dialog opened by state rather than by its own Trigger part. */
export interface ReturnFocusHandlers {
  readonly onCloseAutoFocus: (event: Event) => void;
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
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  if (open !== wasOpen) {
    // React's pattern for state that follows a prop: set during render, re-rendered at once.
    setWasOpen(open);
    if (open && typeof document !== 'undefined') {
      const active = document.activeElement;
      setReturnTo(active instanceof HTMLElement ? active : null);
    }
  }
  return {
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (returnTo?.isConnected) returnTo.focus();
    },
  };
}
