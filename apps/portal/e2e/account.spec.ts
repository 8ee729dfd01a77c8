// Account journeys: sign-up with activation by mail (journey 2) and the one-time login link
// (journey 4), through the real portal, API and dev outbox. Every page visited is checked with axe.
import { fillSignup, isMailTo, mailLink, waitForOutboxMail } from './accountHelpers.ts';
import { demoTalent, expect, expectAccessible, tenantOrigin, test, uniqueEmail } from './fixtures.ts';

test('journey 2: sign up on acme, activate from the mail, log in and land where the guards say', async ({ page }) => {
  const account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('journey2'),
    password: 'engine-journey-2026',
  };
  const since = new Date();

  await page.goto(`${tenantOrigin('acme')}/app/signup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle('Create your account · Acme Talent');
  await expectAccessible(page, 'sign-up');

  // The client rules speak first: nothing filled in.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('This field is required.');
  await expectAccessible(page, 'sign-up with errors');

  // The seeded talent's address is taken (uniqueEmail asks the server).
  await fillSignup(page, { ...account, email: demoTalent('acme').email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('This email address is already in use.');

  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(`We have sent an activation link to ${account.email}.`)).toBeVisible();
  await expectAccessible(page, 'check your email');

  const mail = await waitForOutboxMail('acme', account.email, isMailTo('/app/account/activate', since));
  await page.goto(mailLink(mail, '/app/account/activate'));
  await expect(page).toHaveURL(/\/app\/login\?notice=activated$/);
  await expect(page.getByText('Your account is active. Log in to get started.')).toBeVisible();
  await expectAccessible(page, 'login after activation');

  await page.getByLabel('Email address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // A new account has a password but has not done its onboarding: "profile-fullfilled" sends it there,
  // and the onboarding sends it on to its first step (the onboarding journeys go on from here).
  await expect(page).toHaveURL(/\/app\/onboarding\/personal-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expectAccessible(page, 'onboarding');

  // The link was used up: opening it again says so.
  await page.context().clearCookies();
  await page.goto(mailLink(mail, '/app/account/activate'));
  await expect(page.getByRole('alert')).toHaveText('This link is not valid or has already been used.');
  await expectAccessible(page, 'used activation link');
});

test('journey 4: a one-time login link from the login page logs the seeded talent in', async ({ page }) => {
  const talent = demoTalent('acme');
  const since = new Date();

  await page.goto(`${tenantOrigin('acme')}/app/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login');

  await page.getByLabel('Email address for the login link').fill(talent.email);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await expect(page.getByText(`If an account uses ${talent.email}, a login link is on its way.`)).toBeVisible();
  await expectAccessible(page, 'login link sent');

  const mail = await waitForOutboxMail('acme', talent.email, isMailTo('/app/login', since));
  const link = mailLink(mail, '/app/login');
  expect(new URL(link).searchParams.get('otl')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  await page.goto(link);
  // The seeded talent completed onboarding: the guards let it stay on the home after login.
  await expect(page).toHaveURL(/\/app\/project$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page, 'home after the link');

  // The link works once: used again (logged out), the login page explains it.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/login\?otl=INVALID$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This login link is not valid or has already been used. Request a new one below.',
  );
  await expectAccessible(page, 'used login link');
});

test('a made-up or expired one-time link shows its error on the login page', async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/app/login?otl=${'x'.repeat(43)}`);
  await expect(page).toHaveURL(/\/app\/login\?otl=INVALID$/);
  await expect(page.getByRole('alert')).toContainText('This login link is not valid');

  await page.goto(`${tenantOrigin('acme')}/app/login?otl=EXPIRED`);
  await expect(page.getByRole('alert')).toHaveText('This login link has expired. Request a new one below.');
  await expectAccessible(page, 'expired login link');
});

test('a wrong password is explained at the form, and the password reset page needs its token', async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/app/login`);
  await page.getByLabel('Email address', { exact: true }).fill(demoTalent('acme').email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not correct.');
  await expectAccessible(page, 'wrong password');

  await page.goto(`${tenantOrigin('acme')}/app/account/forgotPassword`);
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a project link whose token does not work leads to the project page with the error (trusted-token guard)', async ({
  page,
}) => {
  await page.goto(`${tenantOrigin('acme')}/app/login`);
  const project = await page.evaluate(async () => {
    const response = await fetch('/v1/api/publicsearch/project/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ offset: 0, size: 1 }),
    });
    const body = (await response.json()) as { results: { id: number; title: string }[] };
    return body.results[0]!;
  });

  await page.goto(`${tenantOrigin('acme')}/app/project/${project.id}?token=${'t'.repeat(32)}`);
  await expect(page).toHaveURL(new RegExp(`/projects/[^/]+/${project.id}\\?otl=INVALID$`));

  // A project that does not exist: login, with the error and the way back.
  await page.goto(`${tenantOrigin('acme')}/app/project/987654321?token=${'t'.repeat(32)}`);
  await expect(page).toHaveURL(/\/app\/login\?otl=INVALID&redirect=%2Fapp%2Fproject%2F987654321$/);
  await expect(page.getByRole('alert')).toContainText('This login link is not valid');
});
