import { useRef } from 'react';

/** Focus handlers for a Radix dialog opened by state rather than by its own Trigger part. */
export interface ReturnFocusHandlers {
  readonly onOpenAutoFocus: () => void;
  readonly onCloseAutoFocus: (event: Event) => void;
}

/**
 * Gives focus back to whatever had it when a dialog opened. Radix returns focus only to its own
 * `Trigger`; our dialogs are opened from state (a button, a route, a timer), so without this
 * keyboard users would land on `<body>` after closing one (WCAG 2.4.3).
 */
export function useReturnFocus(): ReturnFocusHandlers {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (previous.current?.isConnected) previous.current.focus();
      previous.current = null;
    },
  };
}
