// What every journey uses: the tenants' origins, an axe check of the page (zero violations), and
// the dev outbox the server keeps instead of sending mail.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { APIResponse, BrowserContext, Page, Response } from '@playwright/test';

/** Port of the server the config starts. */
export const PORT = Number(process.env['E2E_PORT'] ?? 3210);

/** The origin of a tenant's portal. */
export function tenantOrigin(tenant: 'acme' | 'globex' | 'initech'): string {
  return `http://${tenant}.localhost:${PORT}`;
}

/** The seeded demo talent of a tenant. */
export function demoTalent(tenant: 'acme' | 'globex' | 'initech') {
  return { email: `talent@${tenant}.example`, password: 'talent-demo-2026' };
}

/** What an API login answers that the portal keeps (the contract's TokenResponse). */
export interface Tokens {
  readonly access_token: string;
  readonly expires_in: number;
}

/**
 * Puts the session of an API login (made from Node, at the loopback address) into the browser on
 * the tenant's host, as a login in the browser would leave it: the access token and its expiry in
 * the cookies the portal's scripts keep (src/session/cookies.ts), and the refresh token in the
 * HttpOnly `auth.refresh` cookie the answer set, which page scripts cannot read.
 */
export async function storeSession(
  context: BrowserContext,
  tenant: 'acme' | 'globex' | 'initech',
  response: APIResponse,
): Promise<Tokens> {
  const tokens = (await response.json()) as Tokens;
  const setCookie = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('auth.refresh='));
  expect(setCookie, 'the login sets the auth.refresh cookie').toBeDefined();
  const refresh = decodeURIComponent(setCookie!.value.split(';')[0]!.slice('auth.refresh='.length));
  const url = `${tenantOrigin(tenant)}/`;
  await context.addCookies([
    { name: 'auth.access_token', value: tokens.access_token, url, sameSite: 'Lax' },
    { name: 'auth.expires_at', value: String(Date.now() + tokens.expires_in * 1000), url, sameSite: 'Lax' },
    { name: 'auth.refresh', value: refresh, url, sameSite: 'Lax', httpOnly: true },
  ]);
  // The login went to the loopback address, where the context's request client kept the cookie
  // too: not the browser's, so it goes.
  await context.clearCookies({ name: 'auth.refresh', domain: '127.0.0.1' });
  return tokens;
}

/** Runs axe (WCAG 2.2 A/AA) on the page as it is now and fails on any violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/** A message of the dev outbox. */
export interface OutboxMessage {
  readonly channel: string;
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
  readonly links: readonly string[] | null;
  readonly createdAt: string;
}

/** Waits for the newest message to `to` in a tenant's dev outbox. */
export async function waitForMail(
  page: Page,
  tenant: 'acme' | 'globex' | 'initech',
  to: string,
  match: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        // Node (where page.request runs) does not resolve *.localhost as browsers do: ask the
        // loopback address and name the tenant in the Host header.
        const response = await page.request.get(`http://127.0.0.1:${PORT}/__dev/outbox?limit=100`, {
          headers: { host: `${tenant}.localhost:${PORT}` },
        });
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((m) => m.to.toLowerCase() === to.toLowerCase() && match(m));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a message to ${to} in the ${tenant} outbox` },
    )
    .toBe(true);
  return found!;
}

/** A unique address for a journey's new account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Waits until the page is interactive (hydrated, or rendered in the browser): `<html data-portal-ready>`. */
export async function whenReady(page: Page): Promise<void> {
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
}

/**
 * What the browser reports when hydration fails — in words, or as React's production error codes
 * (418–425: server HTML that differs from the browser's render) — and any Content-Security-Policy
 * refusal (something the page ships that its own policy blocks, e.g. an inline script).
 */
const HYDRATION_OR_CSP = /hydrat|Minified React error #(418|419|421|422|423|425)\b|Content Security Policy/i;

/**
 * Every journey fails when the browser reports that React could not hydrate the server's HTML
 * (a page rendered differently on the server and in the browser is rendered twice, and flickers).
 */

export const test = base.extend<{ hydration: void }>({
  // A page the server rendered shows before its scripts run; a journey acts on it once it is
  // interactive (<html data-portal-ready>: the router's first page rendered and hydrated,
  // src/app/portalReady.ts), as a person would wait for it.
  page: async ({ page }, provide) => {
    const ready = async (response: Response | null) => {
      if (response?.headers()['content-type']?.includes('text/html')) await whenReady(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => ready(await goto(url, options));
    page.reload = async (options) => ready(await reload(options));
    await provide(page);
  },
  hydration: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_OR_CSP.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_OR_CSP.test(error.message)) problems.push(error.message);
      });
      await use();
      expect(problems, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
