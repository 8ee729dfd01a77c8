import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadProfilePage } from '../../loaders.ts';
import { parseProfileSearch } from '../../profileTabs.ts';
import { cvFile, fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import type { FakeOnboardingState } from '../../test/fakeApi.ts';
import { axeViolations } from '../../test/harness.tsx';
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
    expect(fake.callsTo('PUT /freelancer')).toHaveLength(0);
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
    expect(await screen.findByText('Ada Lovelace CV.pdf')).toBeInTheDocument();
    expect(screen.getByText('Generated from your profile')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this CV?' });
    expect(fake.callsTo('DELETE /freelancer/cv/pdf/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /freelancer/cv/pdf/:id')[0]!.path).toBe('/freelancer/cv/pdf/5');
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
  });

  it('loads what the page needs before it renders', async () => {
    const fake = fakeOnboardingApi(state());
    const { runtime } = await renderWithPortal(null, { api: fake, user: fake.state.user });
    await loadProfilePage(runtime);
    expect(fake.callsTo('GET /flexOnboarding/profile')).toHaveLength(1);
    expect(fake.callsTo('GET /freelancer/hiddenFields')).toHaveLength(1);
  });
});
