// Project search journeys on the seeded catalog (300 projects per tenant): the URL is the search
// state, so paging, opening a project, Back and a reload all come back to the same results.
import { expect, expectAccessible, test } from './fixtures.ts';
import { apiSearch, firstResultTitle, resultCount, resultsRegion } from './searchHelpers.ts';

test('journey 1: a visitor searches with text and two filters, pages, opens a project, goes back and reloads to the same results', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Find projects' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(`${(await apiSearch(page, {})).total} projects found`);
  await expectAccessible(page);

  // Text, then two filters (each a new history entry, back on page 1).
  const box = page.getByRole('searchbox', { name: 'Search projects' });
  await box.fill('engineer');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?any=engineer$/);
  await page.getByRole('checkbox', { name: /^Hybrid \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/\?any=engineer&workPrefs=hy$/);
  await page.getByRole('checkbox', { name: 'Only open projects' }).check();
  await expect(page).toHaveURL(/\?any=engineer&workPrefs=hy&openOnly=true$/);

  // The page shows what the API finds for the same question.
  const filters = { workPrefs: ['hy'], openOnly: true };
  const found = await apiSearch(page, { query: 'engineer', filters });
  expect(found.total, 'the seeded catalog has more than one page for this search').toBeGreaterThan(20);
  await expect(resultCount(page)).toHaveText(`${found.total} projects found`);
  await expect(firstResultTitle(page)).toHaveText(found.results[0]!.title);
  await expectAccessible(page);

  // Page 2.
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?any=engineer&workPrefs=hy&openOnly=true&page=2$/);
  const second = await apiSearch(page, { query: 'engineer', filters, offset: 20 });
  const title = second.results[0]!.title;
  await expect(firstResultTitle(page)).toHaveText(title);
  await expect(resultsRegion(page).getByRole('article')).toHaveCount(Math.min(20, found.total - 20));
  await expectAccessible(page);
  const resultsUrl = new URL(page.url());

  // Open the first project of page 2: its page shows the same title.
  await resultsRegion(page).getByRole('article').first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/[^/]+/${second.results[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Acme Talent$`));
  await expectAccessible(page);

  // Back: the same results.
  await page.goBack();
  await expect(page).toHaveURL(resultsUrl.href);
  await expect(firstResultTitle(page)).toHaveText(title);
  await expectAccessible(page);

  // Reload: the URL alone brings back the same search, filters and page.
  await page.reload();
  const reloaded = new URL(page.url());
  expect([...reloaded.searchParams]).toEqual([...resultsUrl.searchParams]);
  expect(Object.fromEntries(reloaded.searchParams)).toEqual({
    any: 'engineer',
    workPrefs: 'hy',
    openOnly: 'true',
    page: '2',
  });
  await expect(firstResultTitle(page)).toHaveText(title);
  await expect(resultCount(page)).toHaveText(`${found.total} projects found`);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('engineer');
  await expect(page.getByRole('checkbox', { name: /^Hybrid \(\d+\)$/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Only open projects' })).toBeChecked();
  await expect(
    page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('a city listing names the city, applies it, and an unknown city is 404', async ({ page }) => {
  await page.goto('/projects/in/munchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects in München' })).toBeVisible();
  const inCity = await apiSearch(page, { filters: { location: { city: 'München' }, openOnly: false } });
  await expect(resultCount(page)).toHaveText(`${inCity.total} projects found`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }),
  ).toHaveAttribute('href', '/projects');
  await expectAccessible(page);

  await page.goto('/projects/in/atlantis');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the results come first and the filters open on request; the server draws that layout, nothing moves after hydration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Layout shifts from the first paint on, summed as CLS does (shifts after input excluded).
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/projects');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const workPreference = page.getByRole('group', { name: 'Work preference' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(workPreference).toBeHidden();
  // Hydrated (the ready mark) and every call answered: nothing was moved.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total),
  ).toBeLessThan(0.01);
  await toggle.click();
  await expect(workPreference).toBeVisible();
  await expectAccessible(page);

  // Wide screens: the filters beside the results, no button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(workPreference).toBeVisible();
});
