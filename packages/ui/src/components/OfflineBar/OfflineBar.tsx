import { WifiOff } from 'lucide-react';
import { useEffect, useState, type ReactElement } from 'react';
import * as styles from './OfflineBar.css.ts';

/** Props of `OfflineBar`. */
export interface OfflineBarProps {
  /** E.g. "You are offline. Changes are not saved." */
  readonly message: string;
  /** Locale of the clock. */
  readonly locale: string;
  /** Clock source, injected for tests and stories. */
  readonly now?: () => Date;
}

/**
 * The red bar shown while the browser is offline (spec §2), with a live clock so the user sees
 * the page is alive. The message is announced once (role alert); the clock ticks outside the
 * live region so screen readers are not told the time every second.
 */
export function OfflineBar({ message, locale, now = () => new Date() }: OfflineBarProps): ReactElement {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const text = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(time);
  return (
    <div className={styles.bar}>
      <WifiOff aria-hidden size={18} />
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <time dateTime={time.toISOString()} className={styles.clock}>
        {text}
      </time>
    </div>
  );
}
