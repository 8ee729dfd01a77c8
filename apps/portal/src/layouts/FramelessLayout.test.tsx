// The frameless layout with the application flow (spec §2): the job bar and its Cancel.
import { COLLECTED_JOB_KEY } from '@talent/app-context';
import { DRAFT_STORAGE_PREFIX, emptyDraft } from '@talent/domain';
import { json, testTokens, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import { fakeShellApi } from '../test/shellApi.ts';

const project = {
  id: 1042,
  title: 'Senior React Developer',
  siteCity: 'Berlin',
  status: 'ACTIVE',
  applicationId: null,
  appliedAt: null,
};
// The server draft: the domain's empty draft as the API sends it.
const { isRestored: _restored, ...emptyFlow } = emptyDraft(1042);
const flow = { ...emptyFlow, applicationId: 77 };

function applyApi() {
  return fakeShellApi({
    'GET /freelancer': () => testUser(),
    'GET /project/:id': () => project,
    'GET /project/:id/options': () => ({
      currencies: ['EUR'],
      rateUnits: ['HR'],
      preApplicationQuestions: false,
      coverLetter: 'NONE',
      liveInterview: false,
      securityIdRequired: false,
      externalApplicationUrl: null,
    }),
    'GET /project/:id/applicationFlow': () => flow,
    'GET /projectApplication/:id/flowsteps': () => ({
      results: [
        { name: 'motivation', completed: false, optional: true },
        { name: 'review', completed: false, optional: false },
      ],
    }),
    'GET /projectApplication/:id/question': () => json({ results: [] }),
  });
}

afterEach(() => {
  localStorage.clear();
});

describe('FramelessLayout on /app/project/{id}/apply', () => {
  it('shows the job applied to; Cancel clears the kept job and the draft and returns to the job', async () => {
    localStorage.setItem(COLLECTED_JOB_KEY, JSON.stringify({ id: 1042, title: 'Senior React Developer' }));
    const { user, router } = await renderPortal({
      path: '/app/project/1042/apply',
      api: applyApi(),
      tokens: testTokens(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for Senior React Developer' }),
    ).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent('Applying for Senior React Developer, Berlin');
    await user.type(screen.getByLabelText(/Why are you a good fit/), 'Hi');
    await waitFor(() => expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1042`)).not.toBeNull());

    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/project/1042'));
    expect(localStorage.getItem(COLLECTED_JOB_KEY)).toBeNull();
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1042`)).toBeNull();
  });
});
