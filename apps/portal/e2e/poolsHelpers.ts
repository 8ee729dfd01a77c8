// Helpers of the pools journey: logging the demo talent in through the API (the login page is
// built elsewhere) and finding a pool the talent is not a member of yet.
import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import { PORT, demoTalent, expect, storeSession } from './fixtures.ts';
import type { Tokens } from './fixtures.ts';

export type { Tokens };

type Tenant = 'acme' | 'globex' | 'initech';

/** A pool as the API lists it. */
export interface ListedPool {
  readonly id: number;
  readonly name: string;
  readonly categoryId?: number | null;
}

/**
 * Where the test process reaches a tenant's API. Chromium resolves `*.localhost` itself, Node's
 * resolver does not: the test talks to the loopback address and names the tenant in the Host header,
 * which is what the server resolves the tenant from.
 */
export function tenantApi(tenant: Tenant, path: string): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${PORT}/v1/api${path}`, headers: { Host: `${tenant}.localhost:${PORT}` } };
}

/** POST /authorize with the tenant's demo talent (the contract's PasswordLogin). */
async function logIn(request: APIRequestContext, tenant: Tenant): Promise<APIResponse> {
  const { url, headers } = tenantApi(tenant, '/authorize');
  const response = await request.post(url, { headers, data: demoTalent(tenant) });
  // 202 would mean the tenant wants this device confirmed first; the demo tenants do not.
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** Logs the tenant's demo talent in with POST /authorize; the tokens of another session. */
export async function authorize(request: APIRequestContext, tenant: Tenant): Promise<Tokens> {
  return (await (await logIn(request, tenant)).json()) as Tokens;
}

/** Logs the demo talent in through the API and puts the session into the browser (`storeSession`). */
export async function logInThroughApi(context: BrowserContext, tenant: Tenant): Promise<Tokens> {
  return storeSession(context, tenant, await logIn(context.request, tenant));
}

/** A pool in a CMS category that the talent has no membership of (asked from the API). */
export async function poolWithoutMembership(
  request: APIRequestContext,
  tenant: Tenant,
  tokens: Tokens,
): Promise<ListedPool> {
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const list = tenantApi(tenant, '/pool/membership');
  const memberships = (await (await request.get(list.url, { headers: { ...list.headers, ...auth } })).json()) as {
    results: { pool: { id: number } }[];
  };
  const taken = new Set(memberships.results.map((m) => m.pool.id));
  const query = tenantApi(tenant, '/search/pool/query');
  const search = await request.post(query.url, {
    headers: { ...query.headers, ...auth },
    data: { sort: { field: 'id', direction: 'desc' }, offset: 0, query: '', size: 500, filters: {} },
  });
  const { results } = (await search.json()) as { results: ListedPool[] };
  const pool = results.find((p) => p.categoryId != null && !taken.has(p.id));
  expect(pool, 'a categorised pool the demo talent has not joined').toBeDefined();
  return pool!;
}
