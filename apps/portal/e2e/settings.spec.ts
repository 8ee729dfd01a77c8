// Journeys of the account pages (issue 16): the password changed and used, a device removed, a
// pool's job notifications toggled, a job alert saved and its digest received after a project
// arrives through the feed, the digest's link used without logging in, and the data exported and
// the account erased. axe runs on every page visited.
import { request as httpRequest } from 'node:http';
import { isMailTo, mailLink, waitForOutboxMail } from './accountHelpers.ts';
import { vms } from './applyHelpers.ts';
import { PORT, demoTalent, expect, expectAccessible, tenantOrigin, test, uniqueEmail } from './fixtures.ts';
import { ONBOARDING_PASSWORD, signUpActivateAndLogIn, uploadCorpusCv } from './onboardingHelpers.ts';
import { logInThroughApi, tenantApi } from './poolsHelpers.ts';
import type { Page } from '@playwright/test';

/** POST /__dev/digests of a tenant: the daily sweep, now (loopback only, like the dev mailbox). */
function runDigests(tenant: 'acme'): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/__dev/digests',
        headers: { Host: `${tenant}.localhost:${PORT}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`digests: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Goes through the long onboarding as journey 5 does, from its first step to the search. */
async function finishOnboarding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/onboarding\/personal-details$/);
  await page.getByLabel('Professional title').fill('Site reliability engineer');
  await page.getByLabel('Country of residence').selectOption('DE');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding\/your-cv$/);
  await uploadCorpusCv(page);
  await page.getByRole('button', { name: 'Fill my profile from my CV' }).click();
  const review = page.getByRole('region', { name: 'Check what we read from your CV' });
  const accept = review.getByRole('button', { name: 'Accept', exact: true });
  await expect(accept.first()).toBeVisible();
  while ((await accept.count()) > 0) await accept.first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding\/experience$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding\/preferences$/);
  await page.getByRole('group', { name: 'Which fields do you work in?' }).getByRole('checkbox').first().check();
  await page.getByRole('group', { name: 'Talent pools you would like to join' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/onboarding\/availability$/);
  await page.getByLabel('Available from').fill('2027-03-01');
  await page.getByLabel('Hourly rate').fill('95');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/app\/project$/);
}

/** The account page on one of its tabs. */
async function openTab(page: Page, tab: string, name: string): Promise<void> {
  await page.goto(`${tenantOrigin('acme')}/app/account?tab=${tab}`);
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test('journey 13: a new talent changes the password and logs in with it, downloads their data and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = { firstName: 'Hedy', lastName: 'Lamarr', email: uniqueEmail('account-privacy') };
  await page.goto(`${tenantOrigin('acme')}/app/signup`);
  await signUpActivateAndLogIn(page, account);
  await finishOnboarding(page);

  // Security: a new password.
  await openTab(page, 'security', 'Security');
  await expectAccessible(page, 'account: security');
  const password = 'frequency-hopping-1942';
  const form = page.getByRole('region', { name: 'Password' });
  await form.getByLabel('Current password').fill(ONBOARDING_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Repeat the new password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Log out, then in with the new password (the old one no longer works).
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  // The URL changes before the login page replaces the account page, whose "Password" region would
  // otherwise match the label below.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(ONBOARDING_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/project$/);

  // Privacy: the consents of the sign-up, and the data export mailed as a link.
  await openTab(page, 'privacy', 'Privacy');
  await expect(page.getByText(/^Terms of use, version 2026-01, accepted on/)).toBeVisible();
  await expectAccessible(page, 'account: privacy');
  const since = new Date();
  await page.getByRole('button', { name: 'Request my data' }).click();
  const mail = await waitForOutboxMail('acme', account.email, isMailTo('/v1/api/dataExport/download', since));
  const link = new URL(mailLink(mail, '/v1/api/dataExport/download'));
  const api = tenantApi('acme', `/dataExport/download${link.search}`);
  const download = await request.get(api.url, { headers: api.headers });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/zip');
  const zip = await download.body();
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.toString('latin1')).toContain('account.json');
  await page.reload();
  await expect(page.getByText(/Your data is ready: we emailed you a download link/)).toBeVisible();

  // Delete the account: confirmed with the password, then signed out for good.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectAccessible(page, 'account: delete dialog');
  await dialog.getByLabel('Your password, to confirm it is you').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/app\/login\?notice=accountDeleted/);
  await expectAccessible(page, 'login after deletion');
  const login = tenantApi('acme', '/authorize');
  const again = await request.post(login.url, { headers: login.headers, data: { email: account.email, password } });
  expect(again.status()).toBe(401);
});

test('journey 14: the demo talent removes a device and toggles a pool’s job notifications', async ({
  page,
  context,
  request,
}) => {
  const tokens = await logInThroughApi(context, 'acme');
  // A browser the talent used elsewhere, as the portal registers it on login.
  const deviceId = crypto.randomUUID();
  const device = tenantApi('acme', `/userDevices/${deviceId}`);
  const registered = await request.post(device.url, {
    headers: { ...device.headers, Authorization: `Bearer ${tokens.access_token}` },
    data: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      country: 'AT',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await openTab(page, 'verifiedDevices', 'Verified devices');
  await expectAccessible(page, 'account: devices');
  const item = page.getByRole('listitem').filter({ hasText: 'Firefox on Windows' }).filter({ hasText: 'Austria' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Remove/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove this device?' })
    .getByRole('button', { name: 'Remove device' })
    .click();
  await expect(page.getByText(/has been removed\.$/)).toBeVisible();
  await expect(item).toHaveCount(0);

  // Notifications: a pool's job notifications off, still off after a reload, then on again.
  await openTab(page, 'notifications', 'Notifications');
  await expectAccessible(page, 'account: notifications');
  const toggle = page.getByRole('switch', { name: /^New projects in / }).first();
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(!wasOn));
  await page.reload();
  await expect(page.getByRole('switch', { name: /^New projects in / }).first()).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );
  await page
    .getByRole('switch', { name: /^New projects in / })
    .first()
    .click();
  await expect(page.getByRole('switch', { name: /^New projects in / }).first()).toHaveAttribute(
    'aria-checked',
    String(wasOn),
  );
});

test('journey 15: a job alert from the search mails a project the feed brings; its link stops it without logging in', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await logInThroughApi(context, 'acme');
  // A word no seeded project has, so the alert matches only the project of this journey.
  const word = `quokka${Date.now().toString(36)}`;
  await page.goto(`${tenantOrigin('acme')}/app/project?any=${word}`);
  await page.getByRole('button', { name: 'Notify me about new projects like these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get new projects like these by email' });
  await expect(dialog.getByLabel('Name of the alert')).toHaveValue(word);
  await expectAccessible(page, 'job alert dialog');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog).toBeHidden();

  // The client's feed brings a matching project.
  const title = `Senior ${word} wrangler`;
  await vms(request, 'acme', 'POST', '/projects', {
    projects: [{ vmsId: `E2E-${word}`, title, siteCity: 'Berlin', siteCountry: 'DE', status: 'ACTIVE' }],
  });

  // The seeded demo alert mailed its first digest when the server first started.
  const talent = demoTalent('acme');
  await waitForOutboxMail('acme', talent.email, (m) => (m.subject ?? '').endsWith('for “New projects”'));

  // The digest: the project, and a link to manage the emails.
  await runDigests('acme');
  const digest = await waitForOutboxMail('acme', talent.email, (m) => (m.subject ?? '').includes(`“${word}”`));
  expect(digest.text).toContain(title);
  // The digest's footer links to the page that manages the emails without logging in.
  const manage = (digest.links ?? []).find((href) => new URL(href).pathname.startsWith('/subscriptions/'));
  expect(manage, JSON.stringify(digest.links)).toBeDefined();

  // Without logging in: the manage-emails page stops this alert.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(manage!);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Manage your emails' })).toBeVisible();
  await expectAccessible(anonymous, 'manage emails');
  const alert = anonymous.getByRole('listitem').filter({ hasText: word });
  await alert.getByRole('button', { name: /^Stop this alert/ }).click();
  await expect(alert).toHaveCount(0);
  await visitor.close();

  // The talent's notifications tab no longer lists it.
  await openTab(page, 'notifications', 'Notifications');
  await expect(page.getByText('Job alerts', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);
});
