// Helpers of the account journeys: the dev outbox read from Node, the link of a mail, and the
// sign-up form filled in.
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { PORT, expect } from './fixtures.ts';
import type { OutboxMessage } from './fixtures.ts';

type Tenant = 'acme' | 'globex' | 'initech';

/**
 * GET /__dev/outbox of a tenant from Node. Chromium resolves `*.localhost` by itself, Node's
 * resolver does not on every machine (here: ENOTFOUND), so this asks 127.0.0.1 with the tenant's
 * Host header — the same request the fixtures' `waitForMail` makes by name.
 */
function readOutbox(tenant: Tenant): Promise<OutboxMessage[]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/__dev/outbox?limit=100',
        headers: { Host: `${tenant}.localhost:${PORT}`, Accept: 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(body) as OutboxMessage[]);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Waits for the newest message to `to` in a tenant's dev outbox that `match` accepts. */
export async function waitForOutboxMail(
  tenant: Tenant,
  to: string,
  match: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(tenant)).find((m) => m.to.toLowerCase() === to.toLowerCase() && match(m));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a message to ${to} in the ${tenant} outbox` },
    )
    .toBe(true);
  return found!;
}

/** The first link of a mail whose path is `path` (e.g. `/app/account/activate`). */
export function mailLink(message: OutboxMessage, path: string): string {
  const link = (message.links ?? []).find((href) => new URL(href).pathname === path);
  if (!link)
    throw new Error(`No ${path} link in the mail "${message.subject ?? ''}": ${JSON.stringify(message.links)}`);
  return link;
}

/** Whether a mail has a link to `path` and was written at or after `since`. */
export function isMailTo(path: string, since: Date) {
  return (message: OutboxMessage): boolean =>
    new Date(message.createdAt).getTime() >= since.getTime() - 1000 &&
    (message.links ?? []).some((href) => new URL(href).pathname === path);
}

/** Fills the sign-up form of /app/signup (without submitting). */
export async function fillSignup(
  page: Page,
  account: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I accept the privacy policy').check();
}
