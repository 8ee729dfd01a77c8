import { DRAFT_STORAGE_PREFIX, emptyDraft } from '@talent/domain';
import { landedOn } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  PROJECT_ID,
  cvFile,
  fakeFlowApi,
  flowState,
  testFlow,
  testProject,
} from '../../test/flowApi.ts';
import type { FakeFlowApi } from '../../test/flowApi.ts';
import { renderApply } from '../../test/flowHarness.tsx';
import { axeViolations } from '@talent/test-utils';

const stepHeading = (number: number, count: number, name: string) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`Step ${number} of ${count}\\s*${name}`) });

const patches = (fake: FakeFlowApi) => fake.callsTo('PATCH /project/:id/applicationFlow').map((c) => c.body);

/** Saves a local draft of the test project as the page would, `ageMs` ago. */
function saveLocalDraft(ageMs: number, stepName: string, motivationComment: string) {
  const draft = { ...emptyDraft(PROJECT_ID), applicationId: APPLICATION_ID, motivationComment };
  localStorage.setItem(
    `${DRAFT_STORAGE_PREFIX}${PROJECT_ID}`,
    JSON.stringify({ version: 1, savedAt: Date.now() - ageMs, stepName, draft }),
  );
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
});

describe('ApplyPage: the flow', () => {
  // The whole flow typed step by step: about 3 s alone, over 5 s on a busy 2-core CI machine.
  it('walks the steps the API lists, saving each, and submits once', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi();
    const { notify, queryClient } = await renderApply(fake);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for Senior React Developer' }),
    ).toBeInTheDocument();
    // The draft was made on entry (none existed).
    expect(fake.callsTo('POST /projectApplication')[0]!.body).toEqual({ job: PROJECT_ID });
    expect(await stepHeading(1, 6, 'Questions')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Application steps' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '17');
    expect(await axeViolations()).toEqual([]);

    // Required question not answered: refused, marked, nothing saved.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(screen.getByText('Please answer this.')).toBeInTheDocument();
    expect(patches(fake)).toEqual([]);

    // "Yes" reveals the follow-up of scope "yes", itself required and a number.
    expect(screen.queryByLabelText('How many apps did you ship?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes, in production' }));
    const count = await screen.findByLabelText(/How many apps did you ship\?/);
    await user.type(count, 'three');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a number.')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await stepHeading(2, 6, 'CV')).toHaveFocus();
    expect(patches(fake)[0]).toEqual({
      stepName: 'questions',
      parentAnswersList: [{ id: 1, type: 'radio', value: 'yes', groupId: null }],
      childAnswersList: { yes: [{ id: 2, type: 'number', value: 3, groupId: null, scopeId: 'yes' }] },
    });

    // Back keeps the answers; forward again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading(1, 6, 'Questions')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Yes, in production' })).toBeChecked();
    expect(screen.getByLabelText(/How many apps did you ship\?/)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // CV: nothing chosen is refused; the uploaded CV is chosen.
    await stepHeading(2, 6, 'CV');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a CV, upload one or generate one.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'cv-2026.pdf' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(3, 6, 'Motivation');
    expect(patches(fake).at(-1)).toEqual({
      stepName: 'cv',
      resumeMethod: 1,
      selectedCv: { contentType: 'application/pdf', id: 5, name: 'cv-2026.pdf', uuid: cvFile(5, '').uuid },
    });

    await user.type(screen.getByLabelText(/Why are you a good fit/), 'I built three apps.');
    expect(screen.getByText('19 / 5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Rate: the client's rate is calculated live and announced politely.
    await stepHeading(4, 6, 'Rate');
    await user.type(screen.getByLabelText(/Your rate/), '80');
    const shown = await screen.findByText('The client sees €96.00 per hour.');
    expect(shown).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(5, 6, 'Interview');
    expect(patches(fake).at(-1)).toEqual({
      stepName: 'rate',
      talentRate: { value: 80, currency: 'EUR', period: 'HR' },
    });

    // Interview: the slots by day; one is chosen.
    const times = await screen.findAllByRole('button', { pressed: false });
    expect(times.length).toBeGreaterThanOrEqual(3);
    await user.click(times[0]!);
    expect(times[0]).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Review: everything, with Edit links; Submit sends the draft's payload once.
    await stepHeading(6, 6, 'Review');
    expect(screen.getByText('Yes, in production')).toBeInTheDocument();
    expect(screen.getByText('I built three apps.')).toBeInTheDocument();
    expect(screen.getByText('€80.00 per hour')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    const release = fake.hold('POST /project/:id/finishFlow');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await user.click(submit);
    await user.click(submit);
    release();

    expect(await landedOn()).toBe('/app/project?tab=applications');
    const finished = fake.callsTo('POST /project/:id/finishFlow');
    expect(finished).toHaveLength(1);
    expect(finished[0]!.body).toEqual({
      job: PROJECT_ID,
      hourlyRate: { currency: 'EUR', value: 80 },
      cvUuid: cvFile(5, '').uuid,
      motivationComment: 'I built three apps.',
      appAnswers: [
        { questionId: 1, answers: [{ type: 'radio', value: 'yes', groupId: null }] },
        { questionId: 2, answers: [{ type: 'number', value: 3, groupId: null }] },
      ],
      cvCover: null,
      liveInterview: { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' },
    });
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Your application for Senior React Developer was sent.',
    });
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}${PROJECT_ID}`)).toBeNull();
    // The finished draft is not fetched (nor created) again; the rest of the feature's data is stale.
    expect(fake.callsTo('POST /projectApplication')).toHaveLength(1);
    expect(queryClient.getQueryState(['apply', 'flow', PROJECT_ID])).toBeUndefined();
    expect(queryClient.getQueryState(['apply', 'project', PROJECT_ID])?.isInvalidated).toBe(true);
  }, 20_000);

  it('says a slot someone else booked is taken, refreshes the slots and keeps the rest', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(
      flowState({
        steps: ['interview', 'review'],
        takenSlots: ['2026-12-01T09:00:00.000Z'],
        flow: testFlow({ motivationComment: 'Kept' }),
      }),
    );
    await renderApply(fake);
    await stepHeading(1, 2, 'Interview');
    const before = await screen.findAllByRole('button', { pressed: false });
    await user.click(before[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/Someone else just booked this time/)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET /projectApplication/:id/calendar/freebusy')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2, name: /Interview/ })).toHaveFocus();

    // The remaining time, then the review still has the other answers.
    await user.click(screen.getAllByRole('button', { pressed: false })[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    expect(patches(fake).at(-1)).toMatchObject({
      stepName: 'interview',
      alternativeInterviewSlot: false,
      interviewSlot: { initialStart: '2026-12-01T13:00:00.000Z' },
    });
  });

  it('offers "none of these suit me", and explains why there are no slots', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ steps: ['interview', 'review'], flow: testFlow() }));
    await renderApply(fake);
    await stepHeading(1, 2, 'Interview');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a time, or say that none suits you.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /None of these times suit me/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    expect(patches(fake).at(-1)).toEqual({
      stepName: 'interview',
      alternativeInterviewSlot: true,
      interviewSlot: null,
    });
    expect(screen.getByText('Another time, to be agreed')).toBeInTheDocument();
  });

  it.each([
    ['NO_FREE_SLOTS', 'The client has no free interview times at the moment.'],
    ['NO_SUITABLE_SLOTS', 'None of the client’s free times fit an interview.'],
    ['ERROR', 'The client’s calendar cannot be read right now.'],
  ] as const)('explains %s and goes on with the alternative', async (result, text) => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(
      flowState({ steps: ['interview', 'review'], flow: testFlow(), slots: [], slotResult: result }),
    );
    await renderApply(fake);
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    expect(patches(fake).at(-1)).toEqual({
      stepName: 'interview',
      alternativeInterviewSlot: true,
      interviewSlot: null,
    });
  });

  it('generates a CV from the profile (method GENERATED, no uuid sent)', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ steps: ['cv', 'review'], flow: testFlow(), cvFiles: [] }));
    await renderApply(fake);
    await stepHeading(1, 2, 'CV');
    await user.click(screen.getByRole('radio', { name: 'A CV generated from my profile' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a CV, upload one or generate one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate my CV from my profile' }));
    expect(await screen.findByText('Your CV was generated from your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    expect(patches(fake).at(-1)).toEqual({ stepName: 'cv', resumeMethod: 2, selectedCv: null });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await landedOn();
    expect(fake.callsTo('POST /project/:id/finishFlow')[0]!.body).toMatchObject({ cvUuid: null });
  });

  it('agrees to the client’s terms on the legal step, and adds a security id matching the pattern', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ steps: ['legal', 'securityId', 'review'], flow: testFlow() }));
    await renderApply(fake);
    await stepHeading(1, 3, 'Terms');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please agree to continue.')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy statement/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading(2, 3, 'Security ID');
    const agreed = fake.callsTo('POST /projectApplication/:id/legal/agree');
    expect(agreed).toHaveLength(1);
    expect(Object.fromEntries(agreed[0]!.query)).toEqual({ terms: 'true', privacy: 'true' });
    expect(await screen.findByText('Your badge number, printed on your site pass.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please add a security ID.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Add a security ID/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This is not a valid security ID.')).toBeInTheDocument();
    expect(fake.callsTo('POST /freelancer/securityId')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Add a security ID/));
    await user.type(screen.getByLabelText(/Add a security ID/), 'AB123456');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('••••456')).toBeInTheDocument();
    expect(fake.callsTo('POST /freelancer/securityId')[0]!.body).toEqual({ projectId: PROJECT_ID, value: 'AB123456' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(3, 3, 'Review');
  });

  it('shows one page with every field when the modern flow is off (steps application + review)', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ steps: ['application', 'review'], flow: testFlow() }));
    await renderApply(fake);
    await stepHeading(1, 2, 'Your application');
    expect(screen.getByRole('radio', { name: 'Yes, in production' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Why are you a good fit/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your rate/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your rate.')).toBeInTheDocument();
    expect(screen.getByText('Please answer this.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a refused submit with the step to fix, keeping everything', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(
      flowState({
        steps: ['cv', 'review'],
        flow: testFlow({
          selectedCv: { contentType: 'application/pdf', id: 5, name: 'cv-2026.pdf', uuid: cvFile(5, '').uuid },
        }),
        finishProblem: {
          status: 422,
          messages: ['validation.failed'],
          fieldErrors: [{ field: 'cvUuid', messages: ['application.cvNotFound'] }],
        },
      }),
    );
    await renderApply(fake);
    await stepHeading(1, 2, 'CV');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application could not be sent.');
    await user.click(within(alert).getByRole('button', { name: 'Go to “CV”' }));
    expect(await stepHeading(1, 2, 'CV')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'cv-2026.pdf' })).toBeChecked();
  });
});

describe('ApplyPage: drafts', () => {
  it('restores a local draft younger than 3 days at its step, with a dismissible notice', async () => {
    const user = userEvent.setup();
    saveLocalDraft(60 * 60 * 1000, 'motivation', 'Typed on this laptop');
    const fake = fakeFlowApi(flowState({ flow: testFlow() }));
    await renderApply(fake);
    expect(await stepHeading(3, 6, 'Motivation')).toBeInTheDocument();
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent(/We restored your draft from/);
    expect(screen.getByLabelText(/Why are you a good fit/)).toHaveValue('Typed on this laptop');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/We restored your draft/)).not.toBeInTheDocument();
  });

  it('drops a local draft older than 3 days and continues from the server draft’s step', async () => {
    saveLocalDraft(4 * 24 * 60 * 60 * 1000, 'motivation', 'Too old');
    const fake = fakeFlowApi(flowState({ flow: testFlow({ stepName: 'cv', motivationComment: 'From my phone' }) }));
    await renderApply(fake);
    // The server saved "cv" last: the talent goes on with the next step.
    expect(await stepHeading(3, 6, 'Motivation')).toBeInTheDocument();
    expect(screen.queryByText(/We restored your draft/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Why are you a good fit/)).toHaveValue('From my phone');
  });

  it('keeps every change locally with its step', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(flowState({ steps: ['motivation', 'review'], flow: testFlow() }));
    await renderApply(fake);
    await user.type(await screen.findByLabelText(/Why are you a good fit/), 'Hello');
    const saved = JSON.parse(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}${PROJECT_ID}`)!) as {
      stepName: string;
      draft: { motivationComment: string };
    };
    expect(saved.stepName).toBe('motivation');
    expect(saved.draft.motivationComment).toBe('Hello');
  });
});

describe('ApplyPage: editing a submitted application', () => {
  const applied = testProject({ applicationId: APPLICATION_ID, appliedAt: '2026-11-20T10:00:00.000Z' });

  it('starts from what was submitted and sends the change with PUT', async () => {
    const user = userEvent.setup();
    const fake = fakeFlowApi(
      flowState({
        project: applied,
        steps: ['motivation', 'review'],
        loaded: {
          id: APPLICATION_ID,
          job: PROJECT_ID,
          canEdit: true,
          cvUuid: cvFile(5, '').uuid,
          motivationComment: 'Submitted text',
          hourlyRate: { currency: 'EUR', value: 70 },
          cvCover: null,
          interviewSlot: null,
          liveInterview: null,
          appAnswers: [],
        },
      }),
    );
    const { notify } = await renderApply(fake, '/app/project/1042/apply?edit=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change your application for Senior React Developer' }),
    ).toBeInTheDocument();
    const text = await screen.findByLabelText(/Why are you a good fit/);
    expect(text).toHaveValue('Submitted text');
    await user.type(text, ', changed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading(2, 2, 'Review');
    // A submitted application is not a draft: nothing patched, nothing kept locally.
    expect(patches(fake)).toEqual([]);
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}${PROJECT_ID}`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await landedOn()).toBe('/app/project?tab=applications');
    const put = fake.callsTo('PUT /projectApplication/:id');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toMatchObject({
      job: PROJECT_ID,
      motivationComment: 'Submitted text, changed',
      cvUuid: cvFile(5, '').uuid,
    });
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Your changes to the application for Senior React Developer were sent.',
    });
  });

  it('explains an application that can no longer be changed', async () => {
    const fake = fakeFlowApi(
      flowState({
        project: applied,
        loaded: {
          id: APPLICATION_ID,
          job: PROJECT_ID,
          canEdit: false,
          cvUuid: null,
          motivationComment: '',
          hourlyRate: null,
          cvCover: null,
          interviewSlot: null,
          liveInterview: null,
          appAnswers: [],
        },
      }),
    );
    await renderApply(fake, '/app/project/1042/apply?edit=1');
    expect(
      await screen.findByRole('heading', { name: 'This application can no longer be changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute(
      'href',
      '/app/project?tab=applications',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

describe('loadApplyPage', () => {
  it.each(['abc', '0', '99'])('is a 404 for project %s', async (id) => {
    await renderApply(fakeFlowApi(), `/app/project/${id}/apply`);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('says a closed project is closed, with a way back, and starts no draft', async () => {
    const fake = fakeFlowApi(flowState({ project: testProject({ status: 'CLOSED' }) }));
    await renderApply(fake);
    expect(await screen.findByRole('heading', { name: 'This project is closed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute('href', '/app/project/1042');
    expect(fake.callsTo('POST /projectApplication')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the talent to the client’s site when applications are taken there', async () => {
    const fake = fakeFlowApi(flowState());
    fake.state.options = { ...fake.state.options, externalApplicationUrl: 'https://careers.example.com/jobs/1042' };
    await renderApply(fake);
    expect(await screen.findByRole('heading', { name: 'Apply on the client’s website' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continue to the client’s website/ })).toHaveAttribute(
      'href',
      'https://careers.example.com/jobs/1042',
    );
    expect(fake.callsTo('POST /projectApplication')).toHaveLength(0);
  });

  it('sends a talent who already applied to the applications tab', async () => {
    const fake = fakeFlowApi(
      flowState({ project: testProject({ applicationId: APPLICATION_ID, appliedAt: '2026-11-20T10:00:00.000Z' }) }),
    );
    await renderApply(fake);
    expect(await landedOn()).toBe('/app/project?tab=applications');
  });
});
