// Browser state that logout clears (spec §4 "Auth"): the activation-paused flag and saved drafts.
import { DRAFT_STORAGE_PREFIX } from '@talent/domain';

/** sessionStorage key of the flag that pauses the activation reminder after "not received". */
export const ACTIVATION_PAUSED_KEY = 'talent.activationPaused';

/** Removes the activation-paused flag and every saved application draft. */
export function clearLocalSessionState(storage: Storage, session: Storage): void {
  session.removeItem(ACTIVATION_PAUSED_KEY);
  storage.removeItem(ACTIVATION_PAUSED_KEY);
  for (const key of Object.keys(storage)) {
    if (key.startsWith(DRAFT_STORAGE_PREFIX)) storage.removeItem(key);
  }
}
