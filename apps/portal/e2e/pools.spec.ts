// Talent pools: the list grouped by CMS category, a pool page with join, job notifications and
// cancel (with confirmation), then logging out. The seeded demo talent is logged in through the
// API; joining makes an application (APPLIED) since acceptance happens outside the portal.
import { expect, expectAccessible, test } from './fixtures.ts';
import { logInThroughApi, poolWithoutMembership } from './poolsHelpers.ts';

test('a talent joins a pool, switches its job notifications, cancels and logs out', async ({ page, context }) => {
  const tokens = await logInThroughApi(context, 'acme');
  const target = await poolWithoutMembership(context.request, 'acme', tokens);

  await page.goto('/app/pool');
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
    `/app/project?pools=${target.id}`,
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
