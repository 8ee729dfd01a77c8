// Browser state that logout clears (spec §4 "Auth"): the activation-paused flag and saved drafts —
// the application drafts and the job a visitor saved before signing up (the short onboarding's).
import { COLLECTED_JOB_KEY } from '@talent/app-context';
import { DRAFT_STORAGE_PREFIX } from '@talent/domain';
import { STEP_DRAFT_PREFIX } from '@talent/onboarding';

/** sessionStorage key of the flag that pauses the activation reminder after "not received". */
export const ACTIVATION_PAUSED_KEY = 'talent.activationPaused';

/**
 * Removes the activation-paused flag, every saved application draft, the collected job and the
 * unsaved onboarding input of this tab.
 */
export function clearLocalSessionState(storage: Storage, session: Storage): void {
  session.removeItem(ACTIVATION_PAUSED_KEY);
  storage.removeItem(ACTIVATION_PAUSED_KEY);
  storage.removeItem(COLLECTED_JOB_KEY);
  for (const key of Object.keys(storage)) {
    if (key.startsWith(DRAFT_STORAGE_PREFIX)) storage.removeItem(key);
  }
  for (const key of Object.keys(session)) {
    if (key.startsWith(STEP_DRAFT_PREFIX)) session.removeItem(key);
  }
}
