import { problem, renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProfilePage } from '../../loaders.ts';
import { parseProfileSearch } from '../../profileTabs.ts';
import { stubDownloads } from '../../test/downloads.ts';
import type { StubbedDownloads } from '../../test/downloads.ts';
import { cvFile, fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import type { FakeOnboardingState } from '../../test/fakeApi.ts';
import { axeViolations } from '@talent/test-utils';
import { ProfilePage } from './ProfilePage.tsx';

function state(extra: Partial<FakeOnboardingState> = {}): FakeOnboardingState {
  return onboardingState([], {
    profile: { professionalTitle: 'Engineer', homeAddress: { city: 'Berlin' } },
    cv: {
      skills: ['Rust'],
      toolsAndTechnologies: [],
      masteredLanguages: [{ code: 'de', proficiency: 5 }],
      employmentHistory: [
        { title: 'Engineer', organization: 'Now', start: '2022-01-01', ongoing: true },
        { title: 'Intern', organization: 'Before', start: '2019-01-01', end: '2019-06-01', ongoing: false },
      ],
      educationHistory: [],
      certificateHistory: [],
    },
    files: [cvFile(5, 'cv.pdf')],
    strength: { score: 60, missing: ['skills', 'hourRate', 'somethingUnknown'] },
    ...extra,
  });
}

function renderProfile(fake: ReturnType<typeof fakeOnboardingApi>, url = '/app/profile') {
  return renderWithPortal(({ search }) => <ProfilePage {...parseProfileSearch(search)} />, {
    api: fake,
    user: fake.state.user,
    path: '/app/profile',
    url,
  });
}

describe('ProfilePage', () => {
  it('shows the strength with what to add next, linking to the tabs; accessible', async () => {
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake);
    const strength = await screen.findByRole('region', { name: 'Profile strength' });
    expect(within(strength).getByText('60% complete')).toBeInTheDocument();
    expect(within(strength).getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '/app/profile?tab=skills');
    expect(within(strength).getByRole('link', { name: 'Hourly rate' })).toHaveAttribute(
      'href',
      '/app/profile?tab=rate',
    );
    // Unknown items are not shown as raw ids.
    expect(within(strength).queryByText(/somethingUnknown/)).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Professional title' })).toHaveValue('Engineer');
    expect(await axeViolations()).toEqual([]);
  });

  it('does not show hidden fields', async () => {
    const fake = fakeOnboardingApi(state({ hidden: ['professionalTitle', 'homeAddress.street', 'hourRate'] }));
    await renderProfile(fake);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Professional title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street and number' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
    expect(screen.queryByRole('tab', { name: 'Rate' })).not.toBeInTheDocument();
  });

  it('saves personal data without the hidden fields', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state({ hidden: ['linkedinHandle'] }));
    const { toasts } = await renderProfile(fake);
    const title = await screen.findByRole('textbox', { name: 'Professional title' });
    await user.clear(title);
    await user.type(title, 'Staff engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ tone: 'success', message: 'Your changes were saved.' }));
    const body = fake.callsTo('PUT /freelancer/updateProfileInfo')[0]!.body as Record<string, unknown>;
    expect(body['professionalTitle']).toBe('Staff engineer');
    expect(body).not.toHaveProperty('linkedinHandle');
    // The address as loaded, by the profile's field names.
    expect(body['homeAddress']).toEqual({ city: 'Berlin' });
    expect(fake.callsTo('PUT /freelancer')).toHaveLength(0);
  });

  it('takes the keyboard to a field the API refused, with its message', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    fake.on('PUT /freelancer/updateProfileInfo', () =>
      problem(422, ['error.validation'], [{ field: 'linkedinHandle', messages: ['validation.pattern'] }]),
    );
    await renderProfile(fake);
    await user.type(await screen.findByRole('textbox', { name: 'LinkedIn profile name' }), 'a b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const linkedin = screen.getByRole('textbox', { name: 'LinkedIn profile name' });
    await waitFor(() => expect(linkedin).toHaveFocus());
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some entries are not valid. Please check them.');
    expect(linkedin).toHaveValue('a b');
  });

  it('refuses an entry without a title before saving, and takes the keyboard to it', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake, '/app/profile?tab=education');
    await user.click(await screen.findByRole('button', { name: 'Add an entry' }));
    await user.type(screen.getByRole('textbox', { name: 'School or university' }), 'UCL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked answers.');
    expect(screen.getByRole('group', { name: 'Education' })).toHaveAccessibleDescription('Entry 1 needs a title.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Degree or course' })).toHaveFocus());
    expect(fake.callsTo('PUT /freelancer/cv')).toHaveLength(0);
  });

  it('edits experience newest first through PUT /freelancer/cv', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake, '/app/profile?tab=experience');
    const titles = await screen.findAllByRole('textbox', { name: 'Job title' });
    expect(titles.map((t) => (t as HTMLInputElement).value)).toEqual(['Engineer', 'Intern']);
    await user.click(screen.getByRole('button', { name: 'Add an entry' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Job title' })[0]!, 'Founder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PUT /freelancer/cv')).toHaveLength(1));
    const sent = fake.callsTo('PUT /freelancer/cv')[0]!.body as { employmentHistory: { title: string }[] };
    // An entry without a start sorts last (newest first by start date).
    expect(sent.employmentHistory.map((e) => e.title)).toEqual(['Engineer', 'Intern', 'Founder']);
  });

  it('generates a CV and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake, '/app/profile?tab=cv');
    await user.click(await screen.findByRole('button', { name: 'Generate a CV from my profile' }));
    expect(await screen.findByText('CV Ada Lovelace.pdf')).toBeInTheDocument();
    expect(screen.getByText('Generated from your profile')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this CV?' });
    expect(fake.callsTo('DELETE /freelancer/cv/pdf/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /freelancer/cv/pdf/:id')[0]!.path).toBe('/freelancer/cv/pdf/5');
  });

  describe('downloads', () => {
    let downloads: StubbedDownloads;
    beforeEach(() => {
      downloads = stubDownloads();
    });
    afterEach(() => downloads.restore());

    it('downloads each CV with the session under its own name, then frees the URL', async () => {
      const user = userEvent.setup();
      const fake = fakeOnboardingApi(state({ files: [cvFile(6, 'cv-2026.pdf'), cvFile(5, 'cv.pdf')] }));
      await renderProfile(fake, '/app/profile?tab=cv');
      await user.click(await screen.findByRole('button', { name: 'Download cv-2026.pdf' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]!.name).toBe('cv-2026.pdf');
      expect(await downloads.saved[0]!.content).toBe('%PDF-1.7 cv-2026.pdf');
      const call = fake.callsTo('GET /napi/resource/:id')[0]!;
      expect(call.path).toBe(`/napi/resource/${cvFile(6, '').uuid}`);
      expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
      await waitFor(() => expect(downloads.revoked).toEqual(['blob:test/1']));
      // The link is gone from the page.
      expect(document.querySelector('a[download]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Download cv.pdf' })).toBeInTheDocument();
    });

    it('offers the generated CV for download right after generating it', async () => {
      const user = userEvent.setup();
      const fake = fakeOnboardingApi(state());
      await renderProfile(fake, '/app/profile?tab=cv');
      await user.click(await screen.findByRole('button', { name: 'Generate a CV from my profile' }));
      const ready = await screen.findByRole('status');
      expect(ready).toHaveTextContent('Your CV was generated: CV Ada Lovelace.pdf');
      await user.click(within(ready).getByRole('button', { name: 'Download CV Ada Lovelace.pdf' }));
      await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['CV Ada Lovelace.pdf']));
      expect(await downloads.saved[0]!.content).toBe('%PDF-1.7 generated');
    });

    it('says so when a file cannot be downloaded', async () => {
      const user = userEvent.setup();
      const fake = fakeOnboardingApi(state());
      fake.on('GET /napi/resource/:id', () => problem(404, ['file.notFound']));
      await renderProfile(fake, '/app/profile?tab=cv');
      await user.click(await screen.findByRole('button', { name: 'Download cv.pdf' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be found.');
      expect(downloads.saved).toEqual([]);
    });

    it('downloads the cover letter just uploaded', async () => {
      const user = userEvent.setup();
      const fake = fakeOnboardingApi(state());
      await renderProfile(fake, '/app/profile?tab=cv');
      await screen.findByText('Cover letter (PDF)');
      const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
      await user.upload(
        inputs[inputs.length - 1]!,
        new File(['%PDF-1.7 letter'], 'letter.pdf', { type: 'application/pdf' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Download letter.pdf' }));
      await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['letter.pdf']));
      expect(await downloads.saved[0]!.content).toBe('%PDF-1.7 letter');
    });
  });

  it('uploads a cover letter as a COVER_LETTER resource', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    const { toasts } = await renderProfile(fake, '/app/profile?tab=cv');
    await screen.findByText('Cover letter (PDF)');
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(
      inputs[inputs.length - 1]!,
      new File(['%PDF-1.7 letter'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({ tone: 'success', message: 'Cover letter uploaded: letter.pdf' }),
    );
    expect(fake.callsTo('POST /resource')[0]!.query.get('kind')).toBe('COVER_LETTER');
  });

  it('sets the rate', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake, '/app/profile?tab=rate');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '85,50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per' }), 'DAY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.state.rate).toEqual({ value: 85.5, currency: 'EUR', period: 'DAY' }));
    // The contract's names (the API refuses any other): a period sent as `unit` was ignored.
    expect(Object.fromEntries(fake.callsTo('PUT /freelancer/rate')[0]!.query)).toEqual({
      value: '85.5',
      currency: 'EUR',
      period: 'DAY',
    });
  });

  it('refuses a rate that is no amount and takes the keyboard to it', async () => {
    const user = userEvent.setup();
    const fake = fakeOnboardingApi(state());
    await renderProfile(fake, '/app/profile?tab=rate');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked answers.');
    expect(fake.callsTo('PUT /freelancer/rate')).toHaveLength(0);
  });

  it('loads what the page needs before it renders', async () => {
    const fake = fakeOnboardingApi(state());
    const { runtime } = await renderWithPortal(null, { api: fake, user: fake.state.user });
    await loadProfilePage(runtime);
    expect(fake.callsTo('GET /flexOnboarding/profile')).toHaveLength(1);
    expect(fake.callsTo('GET /freelancer/hiddenFields')).toHaveLength(1);
  });
});
