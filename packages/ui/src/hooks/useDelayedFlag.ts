import { useEffect, useState } from 'react';

/**
 * Follows `value` with delays: turns true `onDelayMs` after `value` became true, and false
 * `offDelayMs` after it became false. Loaders use it so quick actions never flash a loader
 * (200 ms action-loader delay) and the page loader does not flicker between requests (300 ms
 * off-delay), spec §9.
 */
export function useDelayedFlag(value: boolean, onDelayMs: number, offDelayMs = 0): boolean {
  const [shown, setShown] = useState(value && onDelayMs === 0);
  useEffect(() => {
    const delay = value ? onDelayMs : offDelayMs;
    if (delay === 0) {
      setShown(value);
      return undefined;
    }
    const timer = setTimeout(() => setShown(value), delay);
    return () => clearTimeout(timer);
  }, [value, onDelayMs, offDelayMs]);
  return shown;
}
