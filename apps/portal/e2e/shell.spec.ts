// The shell: tenants by host, 404, and the placeholder pages that say they are not ready.
import { PORT, expect, expectAccessible, tenantOrigin, test } from './fixtures.ts';

test('an unknown route shows 404 "This page could not be found"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectAccessible(page);
});

test('/login reaches the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('acme and globex are two brands from one build', async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/app/login`);
  await expect(page).toHaveTitle(/Acme Talent/);
  await expect(page.getByRole('link', { name: 'Acme Talent' }).first()).toBeVisible();
  const acmePrimary = await page.evaluate(() => getComputedStyle(document.documentElement).cssText);
  await page.goto(`${tenantOrigin('globex')}/app/login`);
  await expect(page).toHaveTitle(/Globex Freelance/);
  await expect(page.getByRole('link', { name: 'Globex Freelance' }).first()).toBeVisible();
  expect(await page.locator('style[data-talent-theme]').textContent()).toContain('#00a86b');
  void acmePrimary;
});

test('plain localhost shows the default tenant', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/app/login`);
  await expect(page).toHaveTitle(/Acme Talent/);
  await expectAccessible(page);
});
