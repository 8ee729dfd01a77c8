// The shell: tenants by host, the 404 of unknown URLs (status and branded page), the canonical URL.
import { PORT, expect, expectAccessible, tenantOrigin, test } from './fixtures.ts';

test('an unknown URL answers 404 with the tenant\'s branded page: header, footer and "This page could not be found"', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/This page could not be found/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Acme Talent' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Acme Staffing GmbH');
  expect(await page.locator('style[data-talent-theme]').textContent()).toContain('#0052cc');
  await expectAccessible(page);
});

test('a known URL answers 200, a deep unknown one 404, a missing asset 404 without a page', async ({ page }) => {
  expect((await page.goto('/app/login'))?.status()).toBe(200);
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  const asset = await page.request.get(`http://127.0.0.1:${PORT}/assets/missing.js`, {
    headers: { host: `acme.localhost:${PORT}` },
  });
  expect(asset.status()).toBe(404);
  expect(asset.headers()['content-type']).not.toContain('text/html');
});

test("canonical and og:url are on the tenant's own origin, not the Host of the request", async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/projects?any=java`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${tenantOrigin('acme')}/projects`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${tenantOrigin('acme')}/projects`);
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
