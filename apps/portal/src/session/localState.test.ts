import { COLLECTED_JOB_KEY } from '@talent/app-context';
import { DRAFT_STORAGE_PREFIX } from '@talent/domain';
import { STEP_DRAFT_PREFIX } from '@talent/onboarding';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVATION_PAUSED_KEY, clearLocalSessionState } from './localState.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearLocalSessionState (logout)', () => {
  it('clears the activation flag, drafts, the collected job and unsaved onboarding input, and nothing else', () => {
    localStorage.setItem(`${DRAFT_STORAGE_PREFIX}1042`, '{}');
    localStorage.setItem(COLLECTED_JOB_KEY, '{"id":1042,"title":"Data engineer"}');
    localStorage.setItem('talent.other', 'kept');
    sessionStorage.setItem(ACTIVATION_PAUSED_KEY, '1');
    sessionStorage.setItem(`${STEP_DRAFT_PREFIX}long.about-you`, '{}');
    clearLocalSessionState(localStorage, sessionStorage);
    expect(Object.keys(localStorage)).toEqual(['talent.other']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
