// Every footer link of every shipped tenant leads to a real page, in every language the tenant
// ships: the CMS links (terms, privacy statement, imprint, accessibility statement, help) open the
// tenant's own page in that language (its title as the h1, its version and date, its text) with the
// footer around it; the other footer links (pools, categories, cities) open pages too. No 404, no
// "Coming soon", and axe finds nothing.
// A visitor loads the portal once and then follows links inside it, and so do these tests: one full
// page load per test, then a click on each footer link (the router's in-app navigation). Each
// link's address is also requested over HTTP, which is what a visitor arriving from elsewhere (or a
// search engine) gets.
import type { Page } from '@playwright/test';
import { PORT, expect, expectAccessible, tenantOrigin, test } from './fixtures.ts';

type Tenant = 'acme' | 'globex' | 'initech';

const LANGUAGES: Record<Tenant, readonly string[]> = {
  acme: ['en', 'de'],
  globex: ['en', 'fr', 'nl'],
  initech: ['en', 'uk', 'de'],
};

/** A page every visitor reaches, in the default layout, with the footer. */
const START = '/app/login';

/** The footer's links: label and path (or URL). */
async function footerLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const footer = page.getByRole('contentinfo');
  // The CMS links come with the footer's own query; wait until they are there.
  await expect(footer.locator('a[href="/terms"]')).toBeVisible();
  const links = await footer
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ label: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
  return links.filter((link, i) => links.findIndex((other) => other.href === link.href) === i);
}

/**
 * Follows the footer link to `href` from the page shown now and fails unless it leads to a real
 * page: its address answers 200 over HTTP, and the page has an h1, no 404 and no placeholder.
 */
async function followFooterLink(page: Page, tenant: Tenant, href: string, label: string): Promise<void> {
  const url = new URL(href, tenantOrigin(tenant));
  // Node (where page.request runs) does not resolve *.localhost as browsers do: ask the loopback
  // address and name the tenant in the Host header.
  const response = await page.request.get(`http://127.0.0.1:${PORT}${url.pathname}${url.search}`, {
    headers: { host: url.host },
  });
  expect(response.status(), `${label} (${href}) answers 200`).toBe(200);
  const link = page.getByRole('contentinfo').locator(`a[href="${href}"]`).first();
  // A link past a block's first ones sits behind the block's "More" disclosure: open it, as a visitor would.
  if (!(await link.isVisible())) await link.locator('xpath=ancestor::details[1]/summary').click();
  const heading = page.getByRole('heading', { level: 1 });
  const before = (await heading.count()) > 0 ? await heading.first().textContent() : null;
  await link.click();
  await expect(page).toHaveURL(url.href);
  // The address changes when the navigation starts; the page follows once its data is in. Every
  // page of the footer has its own heading: wait for the new one before reading the page.
  if (before) await expect(heading, `${label} (${href}) replaces the page before`).not.toHaveText(before);
  await expect(heading, `${label} (${href}) has its heading`).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
}

for (const [tenant, languages] of Object.entries(LANGUAGES) as [Tenant, readonly string[]][]) {
  test.describe(`${tenant}: the footer`, () => {
    for (const language of languages) {
      test(`leads to the tenant's content pages in ${language}, each a real page with the footer`, async ({
        page,
        context,
      }) => {
        const origin = tenantOrigin(tenant);
        await context.addCookies([{ name: 'locale', value: language, url: `${origin}/` }]);
        await page.goto(`${origin}${START}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const cms = (await footerLinks(page)).filter(
          (link) => link.href === '/terms' || link.href === '/privacy' || link.href.startsWith('/pages/'),
        );
        expect(cms.map((link) => link.href)).toEqual([
          '/terms',
          '/privacy',
          '/pages/imprint',
          '/pages/accessibility',
          '/pages/help',
        ]);
        for (const { label, href } of cms) {
          await followFooterLink(page, tenant, href, label);
          const article = page.getByRole('article');
          await expect(article.getByText(/\d{4}/).first()).toBeVisible();
          // The page's text, and the footer around it (the default layout).
          expect((await article.textContent())?.length ?? 0, `${href} has its text`).toBeGreaterThan(200);
          await expect(page.getByRole('contentinfo').locator(`a[href="${href}"]`)).toBeVisible();
          await expect(page).toHaveTitle(
            new RegExp(`^${escapeRegExp((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')} · `),
          );
          await expectAccessible(page, `${tenant} ${language} ${href}`);
        }
      });
    }

    test('has only links that lead to real pages (public blocks included)', async ({ page }) => {
      // Every link of the footer in turn (acme: its pools, categories, cities and pools in cities,
      // a few dozen pages): 40–45 s on a quiet machine, so the default 60 s left no room for a busy one.
      test.slow();
      const origin = tenantOrigin(tenant);
      await page.goto(`${origin}${START}`);
      const links = await footerLinks(page);
      expect(links.length).toBeGreaterThanOrEqual(5);
      for (const { label, href } of links) {
        await followFooterLink(page, tenant, href, label);
      }
      await expectAccessible(page, `${tenant} ${links.at(-1)!.href}`);
    });
  });
}

test('the imprint names the legal entity; a talent following the footer link reaches it in-app', async ({ page }) => {
  await page.goto(`${tenantOrigin('initech')}${START}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/pages\/imprint$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Initech Europe Sp. z o.o.');
  await expect(page.getByRole('article')).toContainText('Version 2026-01');
});

test('a page the tenant does not have is the 404 page, in the default layout', async ({ page }) => {
  await page.goto(`${tenantOrigin('acme')}/pages/cookie-policy`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Acme Staffing GmbH');
  await page.goto(`${tenantOrigin('acme')}/pages/terms`);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
