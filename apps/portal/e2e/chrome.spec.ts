// The portal's chrome in a real browser: journey 5 (the language choice persists, in the cookie
// for visitors and on the server for talent), journey 6 (two brands from one build, public search
// off for globex), and the email-verification banner with its dialog. Every visited page passes axe.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  demoTalent,
  expect,
  expectAccessible,
  storeSession,
  tenantOrigin,
  test,
  uniqueEmail,
  whenReady,
  PORT,
} from './fixtures.ts';
import type { Tokens } from './fixtures.ts';

type Tenant = 'acme' | 'globex' | 'initech';

/**
 * Calls the server from the test (Node), as the tenant's host: Chromium resolves `*.localhost`
 * itself, Node's resolver may not, so the request goes to 127.0.0.1 with the tenant's Host header.
 */
function server(request: APIRequestContext, tenant: Tenant) {
  const url = (path: string) => `http://127.0.0.1:${PORT}${path}`;
  const headers = (extra: Record<string, string> = {}) => ({ Host: `${tenant}.localhost:${PORT}`, ...extra });
  return {
    get: (path: string, extra?: Record<string, string>) => request.get(url(path), { headers: headers(extra) }),
    post: (path: string, data: unknown, extra?: Record<string, string>) =>
      request.post(url(path), { headers: headers(extra), data }),
  };
}

/** Logs in through the API (POST /v1/api/authorize) and puts the session into the browser's cookies. */
async function logIn(
  context: BrowserContext,
  tenant: Tenant,
  credentials: { email: string; password: string },
): Promise<Tokens> {
  const response = await server(context.request, tenant).post('/v1/api/authorize', credentials);
  expect(response.status(), await response.text()).toBe(200);
  return storeSession(context, tenant, response);
}

async function freelancer(page: Page, tenant: Tenant, accessToken: string): Promise<{ locale?: string }> {
  const response = await server(page.request, tenant).get('/v1/api/freelancer', {
    Authorization: `Bearer ${accessToken}`,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { locale?: string };
}

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('journey 5: the language choice persists', () => {
  test('a visitor switches acme to German; it stays German after a reload', async ({ page }) => {
    await page.goto(`${tenantOrigin('acme')}/projects`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);

    await footer(page).getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footer(page).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footer(page).getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    // The server itself renders the page in German now (the `locale` cookie), not only the app.
    const locale = (await page.context().cookies(tenantOrigin('acme'))).find((c) => c.name === 'locale');
    expect(locale?.value).toBe('de');
    const html = await (
      await server(page.request, 'acme').get('/projects', { Cookie: `locale=${locale!.value}` })
    ).text();
    expect(html).toContain('<html lang="de">');
    await expectAccessible(page);
  });

  test('logged-in talent switch to German and the server keeps it', async ({ page, context }) => {
    const tokens = await logIn(context, 'acme', demoTalent('acme'));
    try {
      await page.goto(`${tenantOrigin('acme')}/app/project`);
      await expect(page).toHaveURL(/\/app\/project$/);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expectAccessible(page);

      const stored = page.waitForResponse(
        (r) => r.url().endsWith('/v1/api/freelancer/locale') && r.request().method() === 'POST',
      );
      await footer(page).getByRole('radio', { name: 'Deutsch' }).click();
      expect((await stored).status()).toBe(204);
      await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect((await freelancer(page, 'acme', tokens.access_token)).locale).toBe('de');
      await expectAccessible(page);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    } finally {
      // The demo talent is shared with other journeys: give it its English back.
      await server(page.request, 'acme').post(
        '/v1/api/freelancer/locale',
        { locale: 'en' },
        { Authorization: `Bearer ${tokens.access_token}` },
      );
    }
  });
});

test.describe('journey 6: two brands from one build', () => {
  const brands = {
    acme: { name: 'Acme Talent', legal: 'Acme Staffing GmbH', color: '#0052cc', languages: ['English', 'Deutsch'] },
    globex: {
      name: 'Globex Freelance',
      legal: 'Globex Services SA',
      color: '#00a86b',
      languages: ['English', 'Français', 'Nederlands'],
    },
  } as const;

  for (const tenant of ['acme', 'globex'] as const) {
    test(`${tenant} shows its own brand`, async ({ page }) => {
      const brand = brands[tenant];
      await page.goto(`${tenantOrigin(tenant)}/app/login`);
      await expect(page).toHaveTitle(new RegExp(brand.name));
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: brand.name })).toBeVisible();
      await expect(footer(page).getByText(brand.legal).first()).toBeVisible();
      expect(await page.locator('style[data-talent-theme]').textContent()).toContain(brand.color);
      const other = brands[tenant === 'acme' ? 'globex' : 'acme'];
      expect(await page.locator('style[data-talent-theme]').textContent()).not.toContain(other.color);
      const radios = footer(page).getByRole('radiogroup', { name: 'Language' }).getByRole('radio');
      await expect(radios).toHaveCount(brand.languages.length);
      for (const language of brand.languages)
        await expect(footer(page).getByRole('radio', { name: language })).toBeVisible();
      await expect(page.getByText(other.name)).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('globex has no public search: a visitor of /projects lands on sign-up; acme keeps /projects', async ({
    page,
  }) => {
    await page.goto(`${tenantOrigin('globex')}/projects`);
    await expect(page).toHaveURL(`${tenantOrigin('globex')}/app/signup`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${tenantOrigin('acme')}/projects`);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(`${tenantOrigin('acme')}/projects`);
    // Visitors of acme get the public link blocks; globex hides them.
    await expect(footer(page).getByRole('navigation', { name: 'Talent pools', exact: true })).toBeVisible();
    await expect(footer(page).getByRole('navigation', { name: 'Cities', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${tenantOrigin('globex')}/app/login`);
    await expect(footer(page).getByRole('navigation', { name: 'Legal and help' })).toBeVisible();
    await expect(footer(page).getByRole('navigation', { name: 'Talent pools', exact: true })).toHaveCount(0);
  });
});

test.describe('email-verification banner', () => {
  test('a new, unverified talent sees the banner, opens "Email not received?" and gets the email again', async ({
    page,
    context,
  }) => {
    const origin = tenantOrigin('acme');
    const email = uniqueEmail('chrome-banner');
    const password = 'chrome-e2e-2026';
    const api = server(context.request, 'acme');
    const registered = await api.post('/v1/api/freelancer/register', {
      email,
      password,
      firstName: 'Eve',
      lastName: 'Banner',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await logIn(context, 'acme', { email, password });

    // A new account lands in onboarding (portal layout), on its first step, where the banner asks
    // to confirm the address. (Once the page is ready the redirects are done: /app/onboarding
    // itself only passes by.)
    await page.goto(`${origin}/app/project`);
    await expect(page).toHaveURL(/\/app\/onboarding\/[a-z-]+$/);
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await expect(banner).toContainText(`Please confirm your email address ${email}`);
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Email not received?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email not received?' });
    await expect(dialog).toBeVisible();
    // The default modal width of spec §9 (680 px) on a wide screen.
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(680);
    await expectAccessible(page, 'the "Email not received?" dialog');

    await dialog.getByRole('textbox', { name: 'New email address' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Change email address' }).click();
    await expect(dialog.getByRole('textbox', { name: 'New email address' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expectAccessible(page, 'the dialog with a field error');

    const mails = async () =>
      ((await (await api.get('/__dev/outbox?limit=100')).json()) as { to: string }[]).filter(
        (m) => m.to.toLowerCase() === email.toLowerCase(),
      ).length;
    const before = await mails();
    await dialog.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.getByText(`We have sent the email again to ${email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(mails).toBe(before + 1);
    // The reminder pauses for this browser session.
    await expect(banner).toHaveCount(0);
    await expectAccessible(page);
  });
});

/** Whether each of the elements shows its text on one line and lies inside the viewport. */
async function oneLineInViewport(page: Page, names: string[]): Promise<Record<string, string>> {
  const header = page.getByRole('banner');
  const result: Record<string, string> = {};
  for (const name of names) {
    const element = header.getByRole(name.startsWith('button:') ? 'button' : 'link', {
      name: name.replace(/^button:/, ''),
      exact: true,
    });
    result[name] = await element.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      // One line of text gives one box per text node; a wrapped label gives more lines at other tops.
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const box = el.getBoundingClientRect();
      if (tops.size !== 1) return `${tops.size} lines`;
      return box.left >= 0 && box.right <= window.innerWidth ? 'ok' : `outside (${box.left}–${box.right})`;
    });
  }
  return result;
}

test.describe('the header on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const cases = [
    { tenant: 'acme', locale: 'de', login: 'Anmelden', signup: 'Registrieren', logout: 'Abmelden' },
    { tenant: 'globex', locale: 'fr', login: 'Se connecter', signup: 'S’inscrire', logout: 'Se déconnecter' },
    { tenant: 'globex', locale: 'nl', login: 'Inloggen', signup: 'Registreren', logout: 'Uitloggen' },
    { tenant: 'initech', locale: 'de', login: 'Anmelden', signup: 'Registrieren', logout: 'Abmelden' },
    { tenant: 'initech', locale: 'en', login: 'Log in', signup: 'Sign up', logout: 'Log out' },
  ] as const;

  test('"Log in", "Sign up" and "Log out" stay on one line, inside the screen, in every tenant', async ({
    browser,
  }) => {
    for (const { tenant, locale, login, signup, logout } of cases) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'locale', value: locale, url: `${tenantOrigin(tenant)}/` }]);
      const page = await context.newPage();
      await page.goto(`${tenantOrigin(tenant)}/app/login`);
      // A page of its own (not the journey's): act once it is interactive.
      await whenReady(page);
      await expect(page.getByRole('banner').getByRole('link', { name: signup })).toBeVisible();
      expect(await oneLineInViewport(page, [login, signup]), `${tenant} ${locale}`).toEqual({
        [login]: 'ok',
        [signup]: 'ok',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await logIn(context, tenant, demoTalent(tenant));
      await page.goto(`${tenantOrigin(tenant)}/app/profile`);
      // A page of its own (not the journey's): act once it is interactive.
      await whenReady(page);
      await expect(page.getByRole('button', { name: logout })).toBeVisible();
      expect(await oneLineInViewport(page, [`button:${logout}`]), `${tenant} ${locale}`).toEqual({
        [`button:${logout}`]: 'ok',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (tenant === 'initech' && locale === 'de') await expectAccessible(page);
      await context.close();
    }
  });

  test('the menu drawer closes when a link in it is followed', async ({ page, context }) => {
    await logIn(context, 'acme', demoTalent('acme'));
    await page.goto(`${tenantOrigin('acme')}/app/profile`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page, 'the menu drawer');
    await drawer.getByRole('link', { name: 'Talent pools' }).click();
    await expect(page).toHaveURL(/\/app\/pool$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the header at 1280 px', () => {
  const locales = { acme: ['en', 'de'], globex: ['en', 'fr', 'nl'], initech: ['en', 'uk', 'de'] } as const;

  /** The banner's height and the distinct rows (rounded vertical centres) of its visible controls. */
  async function rows(page: Page): Promise<{ height: number; rows: number }> {
    return page.getByRole('banner').evaluate((header) => {
      const centres = [...header.querySelectorAll('a, button')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => Math.round((r.top + r.bottom) / 2));
      return { height: Math.round(header.getBoundingClientRect().height), rows: new Set(centres).size };
    });
  }

  for (const tenant of ['acme', 'globex', 'initech'] as const) {
    test(`${tenant}: one row in each language, logged out and logged in`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (const loggedIn of [false, true]) {
        if (loggedIn) await logIn(context, tenant, demoTalent(tenant));
        for (const locale of locales[tenant]) {
          await context.addCookies([{ name: 'locale', value: locale, url: `${tenantOrigin(tenant)}/` }]);
          await page.goto(`${tenantOrigin(tenant)}/${loggedIn ? 'app/profile' : 'app/login'}`);
          // A page of its own (not the journey's): act once it is interactive.
          await whenReady(page);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // Logged in, the account menu's button (the one with `aria-expanded`); else "Sign up".
          const banner = page.getByRole('banner');
          await expect(
            loggedIn ? banner.getByRole('button', { expanded: false }) : banner.locator('a').last(),
          ).toBeVisible();
          // The header's one-row height is its minimum, 64 px.
          expect(await rows(page), `${tenant} ${locale}${loggedIn ? ', logged in' : ''}`).toEqual({
            height: 64,
            rows: 1,
          });
        }
      }
      // The account page's tabs are in the account menu.
      const account = page.getByRole('banner').locator('button[aria-expanded]');
      await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      expect(await rows(page).then((r) => r.height)).toBe(64);
      await expectAccessible(page, `${tenant}'s account menu`);
      await context.close();
    });
  }
});

test.describe('focus after in-app navigation', () => {
  test('a job opened with the keyboard puts focus on its heading; back on the search, on the search heading', async ({
    page,
  }) => {
    await page.goto(`${tenantOrigin('acme')}/projects`);
    const results = page.getByRole('region', { name: 'Results' });
    const first = results.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!.trim();
    const link = first.getByRole('link').first();
    // Tab to the result link: focus it, then the keyboard does the rest.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/[^/]+\/\d+/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(heading).toBeFocused();
    await expectAccessible(page);

    // The header's search link, followed with the keyboard.
    await page.getByRole('banner').getByRole('link', { name: 'Find projects' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('404 pages', () => {
  // Unknown URLs (status 404), unknown records under known routes, and asset-looking paths that are
  // no asset: every one is the branded page, in the default layout with the tenant's fonts.
  const paths = [
    '/pages/does-not-exist',
    '/projects/x/999999',
    '/projects/in/atlantis',
    '/nope/deeper/path',
    '/logo.png',
    '/nope.svg',
    '/foo.js',
  ];

  test('every 404 is drawn in the default layout with the tenant’s header, footer and fonts', async ({ page }) => {
    for (const path of paths) {
      await page.goto(`${tenantOrigin('acme')}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404');
      await expect(page.getByText('This page could not be found'), path).toBeVisible();
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(font, path).not.toMatch(/^"?Times/);
    }
    await expectAccessible(page);
  });
});

test.describe('offline navigation', () => {
  // Issue 17: offline, following a link changed the URL and left the old page on screen (the new
  // page's data request waited for a connection that did not come). Now the navigation ends in the
  // layout with a page saying it needs a connection, and its retry works once the browser is back
  // online — whether the new page's code or only its data could not be fetched.
  test('a job opened offline says it needs a connection; "Try again" online shows the job', async ({
    page,
    context,
  }) => {
    await page.goto(`${tenantOrigin('acme')}/projects`);
    const results = page.getByRole('region', { name: 'Results' });
    const main = page.getByRole('main');
    const offlineHeading = main.getByRole('heading', { level: 1, name: 'No connection' });
    const retry = main.getByRole('button', { name: 'Try again' });

    const open = async (nth: number) => {
      const article = results.getByRole('article').nth(nth);
      const title = (await article.getByRole('heading').textContent())!.trim();
      await article.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/projects\/[^/]+\/\d+$/);
      return title;
    };

    // 1. The job page's code was never loaded: offline it cannot be, and no reload may replace the
    // portal with the browser's own offline page.
    await context.setOffline(true);
    const first = await open(0);
    await expect(offlineHeading).toBeVisible();
    await expect(offlineHeading).toBeFocused();
    await expect(
      main.getByText('This page needs an internet connection. Check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find projects' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expectAccessible(page, 'a job page opened offline');
    // Still offline: trying again says the same, in the portal.
    await retry.click();
    await expect(offlineHeading).toBeVisible();
    expect(page.url()).toMatch(/^http:\/\/acme\.localhost:\d+\/projects\/[^/]+\/\d+$/);

    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

    // 2. The page's code is here now; only another job's data is missing.
    await page.getByRole('banner').getByRole('link', { name: 'Find projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find projects' })).toBeVisible();
    await context.setOffline(true);
    const second = await open(1);
    await expect(offlineHeading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find projects' })).toHaveCount(0);
    await expectAccessible(page, 'a job whose data could not load offline');
    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
    await expectAccessible(page);
  });
});
