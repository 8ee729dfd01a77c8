// Ending a session (spec §4 "Auth"): POST /logout, then the tokens, the refresh timer, the
// activation-paused flag, saved drafts and every cached query are cleared.
import type { PortalRuntime } from './runtime.ts';
import { clearLocalSessionState } from '../session/localState.ts';

/** Logs out on the server (best effort) and clears the session in this browser. */
export async function endSession(runtime: PortalRuntime): Promise<void> {
  const refreshToken = runtime.session.get()?.refreshToken;
  runtime.endingSession = true;
  try {
    if (runtime.session.isLoggedIn()) {
      // The session ends here even if the server cannot be told (offline, token already gone).
      await runtime.api.quiet
        .POST('/logout', { body: refreshToken ? { refresh_token: refreshToken } : {} })
        .catch(() => undefined);
    }
    // Clears the tokens and stops the refresh timer.
    runtime.api.logout();
    clearLocalSessionState(localStorage, sessionStorage);
    runtime.queryClient.clear();
  } finally {
    runtime.endingSession = false;
  }
}
