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
  expect(await page.locator('style[data-talent-theme]').textContent()).toContain('#0052cc');
  await page.goto(`${tenantOrigin('globex')}/app/login`);
  await expect(page).toHaveTitle(/Globex Freelance/);
  await expect(page.getByRole('link', { name: 'Globex Freelance' }).first()).toBeVisible();
  expect(await page.locator('style[data-talent-theme]').textContent()).toContain('#00a86b');
});

test('plain localhost shows the default tenant', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/app/login`);
  await expect(page).toHaveTitle(/Acme Talent/);
  await expectAccessible(page);
});

test('affiliate parameters of a landing URL become a cookie that every API call forwards', async ({
  page,
  context,
}) => {
  await page.goto('/projects?utm_source=newsletter&utm_campaign=autumn&r=42');
  const cookie = (await context.cookies()).find((c) => c.name === 'affiliate');
  expect(new URLSearchParams(cookie?.value ?? '').get('utm_source')).toBe('newsletter');
  expect(new URLSearchParams(cookie?.value ?? '').get('r')).toBe('42');
  // The next API call of the page (a search) carries it as X-Affiliate.
  const call = page.waitForRequest((request) => request.url().includes('/v1/api/') && request.method() === 'POST');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('engineer');
  await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');
  const header = (await call).headers()['x-affiliate'];
  expect(new URLSearchParams(header ?? '').get('utm_campaign')).toBe('autumn');
});
