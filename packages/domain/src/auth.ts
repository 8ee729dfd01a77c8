// Access-token refresh timing (spec §4 "Auth", §9). Time and timers are injected so the schedule
// is exact in tests and identical in the browser and on the server.
import { TOKEN_REFRESH_MARGIN_MS } from './constants.ts';

/** Milliseconds until the token should be refreshed: 5 minutes before expiry, 0 inside that window. */
export function refreshDelay(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - TOKEN_REFRESH_MARGIN_MS - nowMs);
}

/** Longest delay `setTimeout` honours (2^31 - 1 ms); longer waits are split and re-checked. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** What the refresher needs from its host. */
export interface TokenRefresherOptions<Handle = unknown> {
  /** Obtains a new token pair and stores it, so `getExpiresAt` reflects it once this resolves. */
  refresh: () => Promise<void>;
  /** Expiry (epoch ms) of the current access token, or null/undefined when logged out. */
  getExpiresAt: () => number | null | undefined;
  now: () => number;
  setTimer: (callback: () => void, delayMs: number) => Handle;
  clearTimer: (handle: Handle) => void;
  /** Told when a refresh fails or returns a token that is still inside the refresh window. */
  onError?: (error: unknown) => void;
}

/** Starts and stops the refresh schedule. */
export interface TokenRefresher {
  /** (Re)schedules from the current token: refreshes at once when already inside the window. */
  start(): void;
  /** Cancels the schedule; a refresh in flight finishes but schedules nothing. */
  stop(): void;
}

/**
 * Refreshes the access token 5 minutes before it expires, immediately when already inside that
 * window, and re-checks the new expiry after each refresh. A refresh that fails, or that yields a
 * token already inside the window, stops the schedule and is reported through `onError`: retrying
 * at once could not help, and the 401 path of the API client takes over.
 */
export function createTokenRefresher<Handle>(options: TokenRefresherOptions<Handle>): TokenRefresher {
  const { refresh, getExpiresAt, now, setTimer, clearTimer, onError } = options;
  let timer: { handle: Handle } | undefined;
  // Bumped by start() and stop(); a refresh finishing under an older generation does nothing.
  let generation = 0;

  const cancelTimer = () => {
    if (timer) clearTimer(timer.handle);
    timer = undefined;
  };

  const runRefresh = (current: number) => {
    refresh().then(
      () => {
        if (current !== generation) return;
        const expiresAt = getExpiresAt();
        if (expiresAt != null && refreshDelay(expiresAt, now()) === 0) {
          onError?.(new Error('The refreshed access token already expires within the refresh margin.'));
          return;
        }
        schedule(current);
      },
      (error: unknown) => {
        if (current === generation) onError?.(error);
      },
    );
  };

  function schedule(current: number): void {
    cancelTimer();
    const expiresAt = getExpiresAt();
    if (expiresAt == null) return;
    const delay = refreshDelay(expiresAt, now());
    if (delay === 0) {
      runRefresh(current);
      return;
    }
    timer = {
      handle: setTimer(
        () => {
          timer = undefined;
          // Woken early when the delay was split: this re-checks and either refreshes or waits on.
          if (current === generation) schedule(current);
        },
        Math.min(delay, MAX_TIMER_DELAY_MS),
      ),
    };
  }

  return {
    start() {
      generation += 1;
      schedule(generation);
    },
    stop() {
      generation += 1;
      cancelTimer();
    },
  };
}
