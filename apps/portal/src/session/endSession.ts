// Ending a session (spec §4 "Auth"): POST /logout, then the tokens, the refresh timer, the
// activation-paused flag, saved drafts and every cached query are cleared.
import type { PortalRuntime } from '../app/runtime.ts';
import { clearLocalSessionState } from './localState.ts';

/**
 * Logs out on the server (best effort) and clears the session in this browser. The server revokes
 * the session (its access tokens stop working at once) and clears the HttpOnly refresh-token
 * cookie, which the browser sends with the request by itself.
 */
export async function endSession(runtime: PortalRuntime): Promise<void> {
  runtime.endingSession = true;
  try {
    if (runtime.session.isLoggedIn()) {
      // The session ends here even if the server cannot be told (offline, token already gone).
      await runtime.api.quiet.POST('/logout').catch(() => undefined);
    }
    // Clears the tokens and stops the refresh timer.
    runtime.api.logout();
    clearLocalSessionState(localStorage, sessionStorage);
    runtime.queryClient.clear();
  } finally {
    runtime.endingSession = false;
  }
}
