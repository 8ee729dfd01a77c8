// Where focus goes when the control that had it disappears (a deleted alert, a removed device, a
// signed-out session): to the heading of its section, once the list has been redrawn, so keyboard
// and screen-reader users continue from a known place (WCAG 2.4.3) instead of the page's start.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** A section heading's ref and the request to move focus to it after the next render. */
export function useSectionFocus(): { headingRef: RefObject<HTMLHeadingElement | null>; focusHeading: () => void } {
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) headingRef.current?.focus();
  }, [requests]);
  const focusHeading = useCallback(() => setRequests((n) => n + 1), []);
  return { headingRef, focusHeading };
}
