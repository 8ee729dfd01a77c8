// Steps the onboarding and application journeys share: signing a new account up and in, the
// onboarding's step headings, and a CV of the generated corpus to upload.
import type { Page } from '@playwright/test';
import { corpusCv } from '@talent/fixtures';
import { fillSignup, isMailTo, mailLink, waitForOutboxMail } from './accountHelpers.ts';
import { expect } from './fixtures.ts';

/** The password of the accounts the journeys sign up. */
export const ONBOARDING_PASSWORD = 'onboarding-journey-2026';

/** Signs a new acme account up from the open sign-up form, activates it from the mail and logs in. */
export async function signUpActivateAndLogIn(
  page: Page,
  account: { firstName: string; lastName: string; email: string },
) {
  const since = new Date();
  await fillSignup(page, { ...account, password: ONBOARDING_PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  const mail = await waitForOutboxMail('acme', account.email, isMailTo('/app/account/activate', since));
  await page.goto(mailLink(mail, '/app/account/activate'));
  await expect(page).toHaveURL(/\/app\/login\?notice=activated$/);
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(ONBOARDING_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The step heading of the onboarding ("Step 02 of 5 Your CV", the h2 under "Complete your profile"). */
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d+ of \\d+ ${name}$`) });

/** Uploads a CV of the generated corpus (an English one-column CV with known contents) on the CV step. */
export async function uploadCorpusCv(page: Page) {
  const cv = await corpusCv(0);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cv.pdf) });
  await expect(page.getByText('ada-cv.pdf')).toBeVisible();
  return cv.truth;
}
