import { useEffect, useState } from 'react';

/**
 * Follows `value` with delays: turns true `onDelayMs` after `value` became true, and false
 * `offDelayMs` after it became false. Loaders use it so quick actions never flash a loader
 * (200 ms action-loader delay) and the page loader does not flicker between requests (300 ms
 * off-delay), spec §9.
 */
export function useDelayedFlag(value: boolean, onDelayMs: number, offDelayMs = 0): boolean {
  const [shown, setShown] = useState(value && onDelayMs === 0);
  const delay = value ? onDelayMs : offDelayMs;
  // Without a delay the flag follows in the same render (React re-renders at once, no effect pass).
  if (delay === 0 && shown !== value) setShown(value);
  useEffect(() => {
    if (delay === 0) return undefined;
    const timer = setTimeout(() => setShown(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return shown;
}
