// Onboarding and profile journeys (issue 14): a new talent goes from sign-up through the long
// onboarding with a real CV upload and the review of what the parser read; a visitor who saved a
// job gets the short onboarding and ends on that job; a talent edits the profile, generates the
// CV and downloads it. Real portal, real API, Debian's Chromium; axe on every page visited.
import type { Page } from '@playwright/test';
import { corpusCv } from '@talent/api';
import { fillSignup, isMailTo, mailLink, waitForOutboxMail } from './accountHelpers.ts';
import { demoTalent, expect, expectAccessible, tenantOrigin, test, uniqueEmail } from './fixtures.ts';
import { apiSearch, resultsRegion } from './searchHelpers.ts';

const PASSWORD = 'onboarding-journey-2026';

/** Signs a new acme account up from the open sign-up form, activates it from the mail and logs in. */
async function signUpActivateAndLogIn(page: Page, account: { firstName: string; lastName: string; email: string }) {
  const since = new Date();
  await fillSignup(page, { ...account, password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  const mail = await waitForOutboxMail('acme', account.email, isMailTo('/app/account/activate', since));
  await page.goto(mailLink(mail, '/app/account/activate'));
  await expect(page).toHaveURL(/\/app\/login\?notice=activated$/);
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The step heading of the onboarding ("Step 02 of 5 Your CV", the h2 under "Complete your profile"). */
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d+ of \\d+ ${name}$`) });

/** Uploads a CV of the generated corpus (an English one-column CV with known contents) on the CV step. */
async function uploadCorpusCv(page: Page) {
  const cv = await corpusCv(0);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv.pdf) });
  await expect(page.getByText('ada-cv.pdf')).toBeVisible();
  return cv.truth;
}

test('journey 5: sign up, the long onboarding with a CV upload and the review of the parsed values, then the profile', async ({
  page,
}) => {
  const account = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('onboarding-long') };
  await page.goto(`${tenantOrigin('acme')}/app/signup`);
  await signUpActivateAndLogIn(page, account);

  // A new talent is sent to the first step; the names come from the sign-up.
  await expect(page).toHaveURL(/\/app\/onboarding\/personal-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByText('Step 01 of 5')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expectAccessible(page, 'onboarding: personal details');

  // The client rules speak first: the title is required.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Professional title')).toHaveAccessibleDescription(/required/i);
  await page.getByLabel('Professional title').fill('Data engineer');
  await page.getByLabel('Country of residence').selectOption('DE');
  await page.getByRole('button', { name: 'Next' }).click();

  // The CV step: upload, read it, review it section by section.
  await expect(page).toHaveURL(/\/app\/onboarding\/your-cv$/);
  await expect(stepHeading(page, 'Your CV')).toBeVisible();
  await expectAccessible(page, 'onboarding: CV step');
  const truth = await uploadCorpusCv(page);
  await page.getByRole('button', { name: 'Fill my profile from my CV' }).click();
  const review = page.getByRole('region', { name: 'Check what we read from your CV' });
  await expect(review).toBeVisible();
  await expect(review.getByText(truth.skills!.join(', '))).toBeVisible();
  await expectAccessible(page, 'onboarding: CV review');
  // Nothing is used before it is accepted.
  await expect(page.getByRole('list', { name: 'Skills: chosen' })).toHaveCount(0);
  const accept = review.getByRole('button', { name: 'Accept', exact: true });
  while ((await accept.count()) > 0) await accept.first().click();
  const skills = page.getByRole('list', { name: 'Skills: chosen' });
  for (const skill of truth.skills!) await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The accepted work experience is on the next step, newest first.
  await expect(page).toHaveURL(/\/app\/onboarding\/experience$/);
  const newest = truth.employmentHistory![0]!;
  await expect(page.getByLabel('Job title').first()).toHaveValue(newest.title);
  await expectAccessible(page, 'onboarding: experience');
  await page.getByRole('button', { name: 'Next' }).click();

  // Preferences: a category, then the pools of that category.
  await expect(page).toHaveURL(/\/app\/onboarding\/preferences$/);
  const categories = page.getByRole('group', { name: 'Which fields do you work in?' });
  await categories.getByRole('checkbox').first().check();
  const pools = page.getByRole('group', { name: 'Talent pools you would like to join' });
  await pools.getByRole('checkbox').first().check();
  await expectAccessible(page, 'onboarding: preferences');
  await page.getByRole('button', { name: 'Next' }).click();

  // A reload keeps what was saved: going back shows the chosen category.
  await expect(page).toHaveURL(/\/app\/onboarding\/availability$/);
  await page.reload();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(
    page.getByRole('group', { name: 'Which fields do you work in?' }).getByRole('checkbox').first(),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/app\/onboarding\/availability$/);
  await page.getByLabel('Available from').fill('2027-01-04');
  await page.getByLabel('Hourly rate').fill('95');
  await expectAccessible(page, 'onboarding: availability');
  await page.getByRole('button', { name: 'Finish' }).click();

  // Done: the project search, and the onboarding is closed behind the talent.
  await expect(page).toHaveURL(/\/app\/project$/);
  await page.goto(`${tenantOrigin('acme')}/app/onboarding`);
  await expect(page).toHaveURL(/\/app\/project$/);

  // The profile shows what onboarding stored.
  await page.goto(`${tenantOrigin('acme')}/app/profile?tab=experience`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('Job title').first()).toHaveValue(newest.title);
  await expectAccessible(page, 'profile: experience');
  await page.goto(`${tenantOrigin('acme')}/app/profile?tab=skills`);
  await expect(
    page.getByRole('list', { name: 'Skills: chosen' }).getByText(truth.skills![0]!, { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'profile: skills');
});

test('journey 6: a visitor saves a job, signs up, gets the short onboarding with that job and ends on it', async ({
  page,
}) => {
  await page.goto(`${tenantOrigin('acme')}/projects`);
  const open = await apiSearch(page, { filters: { openOnly: true } });
  const job = open.results[0]!;
  await resultsRegion(page).getByRole('link', { name: job.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.getByRole('link', { name: 'Apply for this project' }).click();

  // The visitor's apply page keeps the job and offers an account.
  await expect(page.getByText('We have kept this project for you.')).toBeVisible();
  await expectAccessible(page, 'visitor apply');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\/signup/);

  const account = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('onboarding-short') };
  await signUpActivateAndLogIn(page, account);

  // The short onboarding: the job is shown above the steps.
  await expect(page).toHaveURL(/\/app\/onboarding\/personal-details$/);
  await expect(page.getByText('You are applying for')).toBeVisible();
  await expect(page.getByText(job.title).first()).toBeVisible();
  await expect(page.getByText('Step 01 of 3')).toBeVisible();
  await expectAccessible(page, 'short onboarding');
  await page.getByLabel('Professional title').fill('COBOL engineer');
  await page.getByLabel('Country of residence').selectOption('NL');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Your CV')).toBeVisible();
  await uploadCorpusCv(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Availability')).toBeVisible();
  await page.getByLabel('Available from').fill('2027-02-01');
  await page.getByRole('button', { name: 'Finish' }).click();

  // It ends on the job it started from.
  await expect(page).toHaveURL(new RegExp(`/app/project/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expectAccessible(page, 'the saved job after onboarding');
});

test('journey 7: the talent edits the profile, generates the CV and downloads it', async ({ page }) => {
  const talent = demoTalent('acme');
  await page.goto(`${tenantOrigin('acme')}/app/login`);
  await page.getByLabel('Email address', { exact: true }).fill(talent.email);
  await page.getByLabel('Password', { exact: true }).fill(talent.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/project$/);

  // Add a work experience entry and save it.
  await page.goto(`${tenantOrigin('acme')}/app/profile?tab=experience`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectAccessible(page, 'profile: experience');
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const title = `Platform lead ${Date.now().toString(36)}`;
  await page.getByLabel('Job title').last().fill(title);
  await page.getByLabel('Company').last().fill('Initech');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Job title').last()).toHaveValue(title);

  // Generate the CV from the profile and download it: a PDF that names the new entry.
  await page.goto(`${tenantOrigin('acme')}/app/profile?tab=cv`);
  await expectAccessible(page, 'profile: CV and documents');
  await page.getByRole('button', { name: 'Generate a CV from my profile' }).click();
  await expect(page.getByText(/Your CV was generated/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download .*\.pdf$/ })
    .first()
    .click();
  const download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible(page, 'profile: after generating');
});
