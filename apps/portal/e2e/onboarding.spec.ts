// Onboarding and profile journeys (issue 14): a new talent goes from sign-up through the long
// onboarding with a real CV upload and the review of what the parser read; a talent edits the
// profile, generates the CV and downloads it. (The visitor's short onboarding is the start of the
// application journey in apply.spec.ts.) Real portal, real API, Debian's Chromium; axe on every page visited.
import { demoTalent, expect, expectAccessible, tenantOrigin, test, uniqueEmail } from './fixtures.ts';
import { signUpActivateAndLogIn, stepHeading, uploadCorpusCv } from './onboardingHelpers.ts';

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
