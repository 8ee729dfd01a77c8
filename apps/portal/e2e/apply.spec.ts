// Application journeys (issue 15): a visitor finds a job, signs up, goes through the short
// onboarding and applies (questions, a CV generated from the profile, a rate shown with the
// client's margin, a live-interview slot), the client's system moves the application to hired and
// the talent follows it; a draft comes back after a reload; a talent withdraws; an invitation is
// accepted and applied to; and the demo talent of every shipped tenant can apply. Real portal,
// real API (the integration API plays the client's system), Debian's Chromium; axe on every page.
import type { Page } from '@playwright/test';
import { applicableJob, vms, vmsApplicationOf, walkApplicationFlow } from './applyHelpers.ts';
import type { Tenant } from './applyHelpers.ts';
import { isMailTo, waitForOutboxMail } from './accountHelpers.ts';
import { expect, expectAccessible, tenantOrigin, test, uniqueEmail } from './fixtures.ts';
import { signUpActivateAndLogIn, stepHeading, uploadCorpusCv } from './onboardingHelpers.ts';
import { authorize, logInThroughApi } from './poolsHelpers.ts';

/** The applications tab's card of a job. */
const applicationCard = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title }).first();

/** Submits the application on the review step and checks the talent lands on the applications tab. */
async function submitApplication(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: /Review$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/app\/project\?tab=applications$/);
  await expect(page.getByText(`Your application for ${title} was sent.`)).toBeVisible();
  await expect(applicationCard(page, title)).toBeVisible();
}

test('journey 6: a visitor finds a job, signs up, onboards, applies with a slot; the client hires; the talent follows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const demo = await authorize(request, 'acme');
  const job = await applicableJob(request, 'acme', demo.access_token, { questions: true, liveInterview: true });

  // The visitor finds the job with the search and asks to apply.
  await page.goto(`${tenantOrigin('acme')}/projects?any=${encodeURIComponent(job.title)}`);
  // Titles repeat across projects: the link to this one.
  await page.getByRole('region', { name: 'Results' }).locator(`a[href$="/${job.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.getByRole('link', { name: 'Apply for this project' }).click();
  await expect(page.getByText('We have kept this project for you.')).toBeVisible();
  await expectAccessible(page, 'visitor apply');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\/signup/);

  const account = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('apply-visitor') };
  await signUpActivateAndLogIn(page, account);

  // The short onboarding, with the job above the steps.
  await expect(page).toHaveURL(/\/app\/onboarding\/personal-details$/);
  await expect(page.getByText('You are applying for')).toBeVisible();
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

  // Back in this application, in the frameless layout with the job's bar.
  await expect(page).toHaveURL(new RegExp(`/app/project/${job.id}/apply$`));
  await expect(page.getByText('Applying for')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  let booked = '';
  await walkApplicationFlow(page, {
    motivation: 'I kept payroll systems alive for twenty years.',
    rate: '90',
    // acme adds 12.5 % to hourly rates.
    shownRate: '€101.25',
    onStep: async (step) => {
      await expectAccessible(page, `apply: ${step}`);
      if (step === 'Interview') {
        booked = await page
          .getByRole('button', { name: /^\d{1,2}:\d{2}/ })
          .first()
          .innerText();
      }
    },
  });
  await expect(page.getByText('I kept payroll systems alive for twenty years.')).toBeVisible();
  await submitApplication(page, job.title);
  await expectAccessible(page, 'applications tab after submitting');
  expect(booked).not.toBe('');

  // The confirmation mail carries the interview as a calendar invitation.
  const since = new Date(Date.now() - 120_000);
  const confirmation = await waitForOutboxMail(
    'acme',
    account.email,
    (m) =>
      (m as unknown as { attachments?: { filename: string }[] }).attachments?.some((a) =>
        a.filename.endsWith('.ics'),
      ) ?? false,
  );
  expect(new Date(confirmation.createdAt).getTime()).toBeGreaterThan(since.getTime());

  // The client's system reads the application and moves it: sent to the client, then hired.
  const application = await vmsApplicationOf(request, 'acme', job.id, account.email);
  expect(application.status).toBe('SEND_PENDING');
  const marker = Date.now().toString(36);
  await vms(request, 'acme', 'POST', `/applications/${application.id}/status`, {
    status: 'SENT_TO_CLIENT',
    eventId: `e2e-${marker}-sent`,
  });
  const hiredAt = new Date();
  await vms(request, 'acme', 'POST', `/applications/${application.id}/status`, {
    status: 'HIRED',
    eventId: `e2e-${marker}-hired`,
  });

  // The talent sees the status and its history, and got the mail.
  await page.reload();
  const card = applicationCard(page, job.title);
  // The badge (the history repeats the label, inside its closed disclosure).
  await expect(card.getByText('Hired', { exact: true }).first()).toBeVisible();
  await card.getByText('Status history').click();
  const history = card.getByRole('list').last();
  await expect(history.getByText('Sent to the client')).toBeVisible();
  await expect(history.getByText('Hired')).toBeVisible();
  await expectAccessible(page, 'applications tab with the hired application');
  const hiredMail = await waitForOutboxMail(
    'acme',
    account.email,
    (m) => isMailTo('/app/project', hiredAt)(m) && (m.subject ?? '').startsWith('Congratulations'),
  );
  expect(hiredMail.subject).toBe(`Congratulations: you were selected for ${job.title}`);
});

test('journey 8: a draft comes back after a reload, and Cancel returns to the job', async ({ page, context }) => {
  const tokens = await logInThroughApi(context, 'acme');
  const job = await applicableJob(context.request, 'acme', tokens.access_token, {
    questions: true,
    liveInterview: false,
  });
  await page.goto(`${tenantOrigin('acme')}/app/project/${job.id}/apply`);
  await expect(page.getByRole('heading', { level: 2, name: /Questions$/ })).toBeVisible();
  // Stop on the motivation step with a half-written text: a reload must keep it.
  await walkApplicationFlow(page, { motivation: 'unused', rate: '80', stopAt: 'Motivation' });
  await page.getByLabel('Why are you a good fit for this project?').fill('Half written on my phone');
  await page.reload();
  await expect(page.getByText(/We restored your draft from/)).toBeVisible();
  await expect(page.getByLabel('Why are you a good fit for this project?')).toHaveValue('Half written on my phone');
  await expectAccessible(page, 'apply: restored draft');

  // Cancel leaves the flow for the job page.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/project/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});

test('journey 9: the talent withdraws an application', async ({ page, context }) => {
  await logInThroughApi(context, 'acme');
  await page.goto(`${tenantOrigin('acme')}/app/project?tab=applications`);
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expectAccessible(page, 'applications tab');
  // The first card that can be withdrawn, kept by position (titles repeat; the list keeps its order).
  const cards = page.getByRole('article');
  let index = 0;
  while ((await cards.nth(index).getByRole('button', { name: 'Withdraw' }).count()) === 0) index += 1;
  const card = cards.nth(index);
  const title = (await card.getByRole('link').first().innerText()).trim();
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('I took another assignment.');
  await expectAccessible(page, 'withdraw dialog');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText(`Your application for “${title}” has been withdrawn.`)).toBeVisible();
  await expect(card.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
});

test('journey 10: the talent accepts an invitation and applies', async ({ page, context }) => {
  await logInThroughApi(context, 'acme');
  await page.goto(`${tenantOrigin('acme')}/app/project?tab=invitations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expectAccessible(page, 'invitations tab');
  const invitation = page.getByRole('article').first();
  const title = (await invitation.getByRole('link').first().innerText()).trim();
  await invitation.getByRole('link', { name: 'Accept and apply' }).click();
  await expect(page).toHaveURL(/\/app\/project\/\d+\/apply$/);
  await walkApplicationFlow(page, { motivation: 'You asked, I am in.', rate: '95' });
  await submitApplication(page, title);
  await page.goto(`${tenantOrigin('acme')}/app/project?tab=invitations`);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

for (const tenant of ['globex', 'initech'] as const satisfies readonly Tenant[]) {
  test(`journey 11 (${tenant}): the demo talent applies`, async ({ page, context }) => {
    const tokens = await logInThroughApi(context, tenant);
    const job = await applicableJob(context.request, tenant, tokens.access_token, {
      questions: tenant === 'globex',
      liveInterview: false,
    });
    await page.goto(`${tenantOrigin(tenant)}/app/project/${job.id}/apply`);
    await walkApplicationFlow(page, {
      motivation: 'Ready when you are.',
      rate: '70',
      onStep: (step) => expectAccessible(page, `${tenant} apply: ${step}`),
    });
    await submitApplication(page, job.title);
    await page.goto(`${tenantOrigin(tenant)}/app/project/${job.id}`);
    await expect(page.getByText(/You applied on/)).toBeVisible();
  });
}

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Fails when the page scrolls sideways (something wider than the phone). */
  async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${label} is ${width} px wide`).toBeLessThanOrEqual(390);
  }

  test('journey 12: the applications, the invitations and the flow fit a phone and work from the keyboard', async ({
    page,
    context,
  }) => {
    const tokens = await logInThroughApi(context, 'acme');
    await page.goto(`${tenantOrigin('acme')}/app/project?tab=applications`);
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the applications tab');
    await expectAccessible(page, 'applications tab at 390 px');

    // Keyboard only: reach a Withdraw button, open its confirmation, leave it with Escape.
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Withdraw');
    }
    expect(reached, 'a Withdraw button is reachable with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Reason (optional)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveText('Withdraw');

    await page.goto(`${tenantOrigin('acme')}/app/project?tab=invitations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the invitations tab');

    const job = await applicableJob(context.request, 'acme', tokens.access_token, {
      questions: false,
      liveInterview: true,
    });
    await page.goto(`${tenantOrigin('acme')}/app/project/${job.id}/apply`);
    await walkApplicationFlow(page, {
      motivation: 'Applying from my phone.',
      rate: '60',
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `the ${step} step`);
        await expectAccessible(page, `apply at 390 px: ${step}`);
      },
    });
    await submitApplication(page, job.title);
  });
});
