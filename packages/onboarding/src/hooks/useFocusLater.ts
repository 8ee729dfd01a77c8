// Keyboard focus for after the next render: on the element a change adds (a new entry's first
// field) or on what is left when the focused element goes away (a removed tag's input), so a
// keyboard user never lands on the page's start.
import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns `focusLater(id)`: the element with that id takes the focus once the change that comes with
 * the call (an `onChange`, a state update) is drawn.
 */
export function useFocusLater(): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    const id = target.current;
    if (id === null) return;
    target.current = null;
    document.getElementById(id)?.focus();
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}
