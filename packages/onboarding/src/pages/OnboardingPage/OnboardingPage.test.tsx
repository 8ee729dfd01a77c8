import { COLLECTED_JOB_KEY } from '@talent/app-context';
import { landedOn } from '@talent/test-utils';
import { problem } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cvFile, fakeOnboardingApi, onboardingState, row } from '../../test/fakeApi.ts';
import type { FakeOnboardingState } from '../../test/fakeApi.ts';
import { renderOnboarding } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';

const STRUCTURE = [
  row(1, 'About you', 1, 'first_name', { form: { required: true } }),
  row(2, 'About you', 1, 'residence_country'),
  row(3, 'About you', 1, 'linkedin_handle', { canParse: true }),
  row(10, 'Your CV', 2, 'cv_upload'),
  row(11, 'Your CV', 2, 'skills', { canParse: true }),
  row(12, 'Your CV', 2, 'employment_history', { canParse: true }),
  row(20, 'Questions', 3, 'select', {
    form: {
      label: 'How did you hear of us?',
      required: true,
      options: [
        { value: 'friend', label: 'A friend' },
        { value: 'web', label: 'The web' },
      ],
    },
  }),
  row(21, 'Questions', 3, 'text', { showOn: ['long'], form: { label: 'Anything else?', rules: 'max:5' } }),
];

function state(extra: Partial<FakeOnboardingState> = {}): FakeOnboardingState {
  return onboardingState(STRUCTURE, extra);
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('OnboardingPage', () => {
  it('starts at the first step, with numbers, progress and no previous; accessible', async () => {
    const fake = fakeOnboardingApi(state());
    const { router } = await renderOnboarding(fake);
    expect(router.state.location.pathname).toBe('/app/onboarding/about-you');
    expect(await screen.findByRole('heading', { level: 2, name: /Step 01 of 3\s*About you/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(fake.callsTo('GET /flexOnboarding')[0]!.query.get('type')).toBe('long');
    expect(await axeViolations()).toEqual([]);
  });

  it('redirects an unknown step to the first', async () => {
    const fake = fakeOnboardingApi(state());
    const { router } = await renderOnboarding(fake, '/app/onboarding/no-such-step');
    expect(router.state.location.pathname).toBe('/app/onboarding/about-you');
  });

  it('checks the rules before saving and moves focus to the first problem', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderOnboarding(fake);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'First name' });
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked answers.');
    expect(fake.callsTo('PUT /flexOnboarding')).toHaveLength(0);
  });

  it('saves the step on Next and goes on; Previous goes back keeping what was typed', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    const { router } = await renderOnboarding(fake);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of residence' }), 'FR');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/your-cv'));
    expect(fake.callsTo('PUT /flexOnboarding')[0]!.body).toEqual({
      type: 'long',
      stepName: 'About you',
      answers: [
        { id: 1, type: 'first_name', value: 'Ada' },
        { id: 2, type: 'residence_country', value: 'FR' },
        { id: 3, type: 'linkedin_handle', value: null },
      ],
    });
    // The new step's heading takes the focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Your CV/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Rust{Enter}');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/about-you'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/your-cv'));
    expect(screen.getByRole('list', { name: 'Skills: chosen' })).toHaveTextContent('Rust');
  });

  it('shows the server’s field errors on the rows', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    fake.on('PUT /flexOnboarding', () =>
      problem(422, ['error.validation'], [{ field: 'answers.2.value', messages: ['validation.pattern'] }]),
    );
    await renderOnboarding(fake);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn profile name' }), 'ada-l');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const linkedin = await screen.findByRole('textbox', { name: 'LinkedIn profile name' });
    await waitFor(() => expect(linkedin).toHaveAttribute('aria-invalid', 'true'));
    expect(linkedin).toHaveFocus();
  });

  it('restores saved answers and unsaved input after a reload', async () => {
    const fake = fakeOnboardingApi(
      state({
        answers: [
          { id: 1, type: 'first_name', value: 'Grace' },
          { id: 2, type: 'residence_country', value: 'NL' },
        ],
      }),
    );
    sessionStorage.setItem(
      'talent.onboardingStep.long.about-you',
      JSON.stringify({ 3: { kind: 'text', text: 'grace-hopper' } }),
    );
    await renderOnboarding(fake, '/app/onboarding/about-you');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveValue('NL');
    expect(screen.getByRole('textbox', { name: 'LinkedIn profile name' })).toHaveValue('grace-hopper');
  });

  it('keeps the input when the connection is lost, and saves on retry', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    const handlers = { offline: true };
    fake.on('PUT /flexOnboarding', () => {
      if (handlers.offline) throw new TypeError('Failed to fetch');
      return { type: 'long', structure: fake.state.structure };
    });
    const { router } = await renderOnboarding(fake);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/The connection is lost/)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('talent.onboardingStep.long.about-you') ?? '{}')).toMatchObject({
      1: { kind: 'text', text: 'Ada' },
    });
    handlers.offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/your-cv'));
    expect(sessionStorage.getItem('talent.onboardingStep.long.about-you')).toBeNull();
  });

  it('uploads the CV with a progress bar', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderOnboarding(fake, '/app/onboarding/your-cv');
    const release = fake.hold('POST /freelancer/cv');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.7 my CV'], 'cv.pdf', { type: 'application/pdf' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your CV' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    release();
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading your CV' })).not.toBeInTheDocument();
    expect(fake.state.files).toHaveLength(1);
  });

  it('refuses a CV over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderOnboarding(fake, '/app/onboarding/your-cv');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByText('This file is larger than 10 MB.')).toBeInTheDocument();
    expect(fake.callsTo('POST /freelancer/cv')).toHaveLength(0);
  });

  it('tolerates a CV that cannot be read, saying why in the API’s words', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state({ files: [cvFile(5, 'scan.pdf')], parsed: 'cv.noText' }));
    await renderOnboarding(fake, '/app/onboarding/your-cv');
    await user.click(await screen.findByRole('button', { name: 'Fill my profile from my CV' }));
    const reason = await screen.findByText(/We could not find any text in this CV \(it may be a scan\)/);
    // Told politely (a status, not an error): the talent fills in the steps instead.
    expect(reason.closest('[role="status"]')).toHaveTextContent(
      "We couldn't read your CV. Please fill in the steps yourself.",
    );
    expect(fake.callsTo('GET /freelancer/cv/parse')[0]!.query.get('resourceId')).toBe('5');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('reviews the parsed CV: accept, edit, discard, and never overwrites silently', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(
      state({
        files: [cvFile(5, 'cv.pdf')],
        answers: [{ id: 3, type: 'linkedin_handle', value: 'ada-mine' }],
        parsed: {
          skills: ['Rust', 'Go'],
          employmentHistory: [
            { title: 'Engineer', organization: 'Analytical Engines', start: '2020-01-01', ongoing: true },
          ],
          linkedIn: 'https://www.linkedin.com/in/ada-from-cv',
        },
      }),
    );
    const { router } = await renderOnboarding(fake, '/app/onboarding/your-cv');
    await user.type(await screen.findByRole('textbox', { name: 'Skills' }), 'Python{Enter}');
    await user.click(screen.getByRole('button', { name: 'Fill my profile from my CV' }));
    const review = await screen.findByRole('region', { name: 'Check what we read from your CV' });
    expect(fake.callsTo('PUT /flexOnboarding')).toHaveLength(0);

    // Skills: the talent already typed some, so the choice is theirs; merge keeps both.
    const skills = within(review).getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('You already entered something else here.')).toBeInTheDocument();
    expect(within(skills).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    await user.click(within(skills).getByRole('radio', { name: 'Merge both' }));
    await user.click(within(skills).getByRole('button', { name: 'Accept' }));
    expect(within(skills).getByText('Accepted')).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Skills: chosen' })).toHaveTextContent(/Python.*Rust.*Go/);

    // The job is edited before it is accepted.
    const job = within(review).getByRole('region', { name: 'Work experience: Engineer' });
    await user.click(within(job).getByRole('button', { name: 'Edit' }));
    const title = within(job).getByRole('textbox', { name: 'Job title' });
    await user.clear(title);
    await user.type(title, 'Lead engineer');
    await user.click(within(job).getByRole('button', { name: 'Done editing' }));
    await user.click(within(job).getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Lead engineer');

    // LinkedIn (another step) differs from the saved one: discarded, nothing changes.
    const linkedin = within(review).getByRole('region', { name: 'LinkedIn' });
    expect(within(linkedin).getByText('Yours: ada-mine')).toBeInTheDocument();
    await user.click(within(linkedin).getByRole('button', { name: 'Discard' }));
    expect(within(linkedin).getByText('Discarded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/questions'));
    const saved = fake.callsTo('PUT /flexOnboarding')[0]!.body as {
      answers: { id: number; type: string; value: unknown }[];
    };
    expect(saved.answers).toContainEqual({ id: 11, type: 'skills', value: ['Python', 'Rust', 'Go'] });
    expect(saved.answers).toContainEqual({ id: 12, groupId: 1, type: 'title', value: 'Lead engineer' });
    expect(fake.state.answers).toContainEqual({ id: 3, type: 'linkedin_handle', value: 'ada-mine' });
    expect(await axeViolations()).toEqual([]);
  });

  it('accepting a CV value for another step puts it there; closing the review returns to its button', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(
      state({ files: [cvFile(5, 'cv.pdf')], parsed: { linkedIn: 'linkedin.com/in/ada-from-cv' } }),
    );
    const { router } = await renderOnboarding(fake, '/app/onboarding/your-cv');
    await user.click(await screen.findByRole('button', { name: 'Fill my profile from my CV' }));
    const linkedin = await screen.findByRole('region', { name: 'LinkedIn' });
    expect(within(linkedin).queryByText('You already entered something else here.')).not.toBeInTheDocument();
    await user.click(within(linkedin).getByRole('button', { name: 'Accept' }));
    // Closing the review takes the keyboard back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Close the review' }));
    expect(screen.queryByRole('region', { name: 'Check what we read from your CV' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fill my profile from my CV' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding/about-you'));
    expect(screen.getByRole('textbox', { name: 'LinkedIn profile name' })).toHaveValue('ada-from-cv');
  });

  it('finishes the long onboarding and goes to project search', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state({ answers: [{ id: 1, type: 'first_name', value: 'Ada' }] }));
    await renderOnboarding(fake, '/app/onboarding/questions');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How did you hear of us?' }), 'web');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await landedOn()).toBe('/app/project');
    expect(fake.callsTo('POST /flexOnboarding/long/store')).toHaveLength(1);
    expect(fake.state.user.hasCompletedOnboarding).toBe(true);
  });

  it('links the required answers still missing to their steps', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderOnboarding(fake, '/app/onboarding/questions');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'How did you hear of us?' }), 'friend');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'First name (step 01)' })).toHaveAttribute(
      'href',
      '/app/onboarding/about-you',
    );
  });

  it('is the short onboarding with the saved job, and ends on the job', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      COLLECTED_JOB_KEY,
      JSON.stringify({ id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 32 }),
    );
    const fake = fakeOnboardingApi(state({ answers: [{ id: 1, type: 'first_name', value: 'Ada' }] }));
    await renderOnboarding(fake, '/app/onboarding/questions');
    const job = await screen.findByRole('region', { name: 'You are applying for' });
    expect(job).toHaveTextContent('Data engineer');
    expect(job).toHaveTextContent('Location: Berlin');
    expect(job).toHaveTextContent('32 hours per week');
    // The short structure has no "Anything else?" row.
    expect(screen.queryByRole('textbox', { name: 'Anything else?' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear of us?' }), 'web');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await landedOn()).toBe('/app/project/1042/apply');
    expect(fake.callsTo('POST /flexOnboarding/short/store')[0]!.body).toEqual({
      job: { id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 32 },
    });
    expect(localStorage.getItem(COLLECTED_JOB_KEY)).toBeNull();
  });
});
