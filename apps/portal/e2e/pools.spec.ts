// Journey 3: the seeded talent logs in on the login page, searches in-app, opens the pools (grouped
// by CMS category), joins a pool, switches its job notifications, cancels (with confirmation) and
// logs out. Joining makes an application (APPLIED): acceptance happens outside the portal.
import { demoTalent, expect, expectAccessible, tenantOrigin, test } from './fixtures.ts';
import { authorize, logInThroughApi, poolWithoutMembership, tenantApi } from './poolsHelpers.ts';

test('journey 3: a talent logs in, searches in-app, joins a pool, switches its notifications, cancels and logs out', async ({
  page,
  context,
  request,
}) => {
  // Which pool to join is looked up with a session of its own (the test's, not the page's: `request`
  // keeps its cookies apart from the browser's).
  const target = await poolWithoutMembership(request, 'acme', await authorize(request, 'acme'));

  await page.goto('/app/login');
  const talent = demoTalent('acme');
  await page.getByLabel('Email address', { exact: true }).fill(talent.email);
  await page.getByLabel('Password', { exact: true }).fill(talent.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The seeded talent has finished onboarding: the guards let it in to the in-app search.
  await expect(page).toHaveURL(/\/app\/project$/);
  // The refresh token is the API's HttpOnly cookie: in the browser, out of the page scripts' reach.
  const refreshCookie = (await context.cookies(tenantOrigin('acme'))).find((c) => c.name === 'auth.refresh');
  expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('auth.refresh');
  expect(await page.evaluate(() => document.cookie)).toContain('auth.access_token=');
  await expect(page.getByRole('heading', { level: 1, name: 'Find projects' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search projects' });
  await box.fill('engineer');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/app\/project\?any=engineer$/);
  await expect(page.getByText(/^\d+ projects? found$/)).toBeVisible();
  // In-app results link to the in-app project page (the domain's link rules).
  await expect(page.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/app\/project\/\d+$/,
  );
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talent pools' }).click();
  await expect(page).toHaveURL(/\/app\/pool$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent pools' })).toBeVisible();
  await expect(page).toHaveTitle(/^Talent pools · /);
  // acme's CMS categories (in CMS order) group the pools.
  await expect(page.getByRole('heading', { level: 2, name: 'Software development' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Engineering' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: target.name, exact: true }) });
  await expect(card.getByText('Not a member')).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/pool/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${target.name} · `));
  await expect(page.getByRole('link', { name: 'Projects in this pool' })).toHaveAttribute(
    'href',
    `/app/project?pools=${target.id}&openOnly=true`,
  );
  const membership = page.getByRole('region', { name: 'Your membership' });
  await expect(membership.getByText('Not a member')).toBeVisible();
  await expectAccessible(page);

  // Join: the membership is an application until the client accepts it.
  await membership.getByRole('button', { name: 'Join pool' }).click();
  await expect(page.getByText(`You applied to join ${target.name}.`)).toBeVisible();
  await expect(membership.getByText('Application pending')).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Join pool' })).toHaveCount(0);
  await expectAccessible(page);

  // Job notifications are on for a new membership; switching off is stored on the server.
  const notifications = membership.getByRole('switch', { name: 'Email me about new projects in this pool' });
  await expect(notifications).toBeChecked();
  await notifications.click();
  await expect(notifications).not.toBeChecked();
  await expect(page.getByText(`You will no longer get emails about new projects in ${target.name}.`)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Your membership' })
      .getByRole('switch', { name: 'Email me about new projects in this pool' }),
  ).not.toBeChecked();

  // Cancelling asks first; keeping changes nothing.
  await membership.getByRole('button', { name: 'Withdraw application' }).click();
  let dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByText('Keep', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(membership.getByText('Application pending')).toBeVisible();

  await membership.getByRole('button', { name: 'Withdraw application' }).click();
  dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Your application to ${target.name} was withdrawn.`)).toBeVisible();
  await expect(membership.getByText('Not a member')).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Join pool' })).toBeVisible();
  await expectAccessible(page);

  // The list agrees.
  await page.getByRole('link', { name: 'All talent pools' }).click();
  await expect(page).toHaveURL(/\/app\/pool$/);
  await expect(card.getByText('Not a member')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/app\/login(\?.*)?$/);
  await expectAccessible(page);
  // The session is over: the tokens are gone and in-app pages ask to log in again.
  expect((await context.cookies()).filter((c) => c.name.startsWith('auth.'))).toEqual([]);
  await page.goto('/app/pool');
  await expect(page).toHaveURL(/\/app\/login\?redirect=/);
});

test("a pool's count is what its project list finds (closed and paused projects in neither)", async ({
  page,
  context,
}) => {
  const tokens = await logInThroughApi(context, 'acme');
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  // A pool that also has closed or paused projects: there the two numbers used to differ.
  const pools = tenantApi('acme', '/search/pool/query');
  const { results } = (await (
    await context.request.post(pools.url, {
      headers: { ...pools.headers, ...auth },
      data: { sort: { field: 'jobsCount', direction: 'desc' }, offset: 0, size: 500, filters: {} },
    })
  ).json()) as { results: { id: number; name: string; jobsCount: number }[] };
  const search = tenantApi('acme', '/search/project/query');
  let target: { id: number; name: string; jobsCount: number } | undefined;
  for (const pool of results.filter((p) => p.jobsCount > 1)) {
    const all = (await (
      await context.request.post(search.url, {
        headers: { ...search.headers, ...auth },
        data: { offset: 0, size: 1, filters: { pools: [pool.id], openOnly: false } },
      })
    ).json()) as { total: number };
    if (all.total > pool.jobsCount) {
      target = pool;
      break;
    }
  }
  expect(target, 'a pool with open and closed or paused projects').toBeDefined();

  await page.goto(`/app/pool/${target!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target!.name })).toBeVisible();
  await expect(page.getByText(`${target!.jobsCount} open projects`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Projects in this pool' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/project\\?pools=${target!.id}&openOnly=true$`));
  await expect(page.getByText(`${target!.jobsCount} projects found`, { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Only open projects' })).toBeChecked();
});

test('an unknown pool is a 404', async ({ page, context }) => {
  await logInThroughApi(context, 'acme');
  await page.goto('/app/pool/987654321');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/pool\/987654321$/);
  await expectAccessible(page);
});

test('visitors are sent to log in first', async ({ page }) => {
  await page.goto('/app/pool');
  await expect(page).toHaveURL(/\/app\/login\?redirect=/);
  await expectAccessible(page);
});
