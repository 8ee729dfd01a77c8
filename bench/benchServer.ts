// What the benchmarks that run a server of @talent/api share: its configuration (production mode,
// the repository's tenants, acme by default, logging at warn, rate limits lifted, no digest sweep)
// and signing a talent up and in over HTTP, as the portal does.
import { loadConfig } from '@talent/api';
import type { Config } from '@talent/api';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** A benchmark server's configuration; `env` adds to it or overrides it. */
export function benchConfig(env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
    TENANTS_DIR: join(ROOT, 'tenants'),
    DEFAULT_TENANT: 'acme',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DIGEST_SCHEDULE: 'off',
    ...env,
  });
}

/** Registers a talent with this email on the server at `origin` (…/v1/api) and logs in; their access token. */
export async function signUpTalent(origin: string, email: string, name = 'Bench'): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const account = { email, password: 'difference-engine-1822' };
  const registered = await post('/freelancer/register', {
    ...account,
    firstName: name,
    lastName: 'Bench',
    locale: 'en',
    termsAccepted: true,
    privacyAccepted: true,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await post('/authorize', account);
  if (login.status !== 200) throw new Error(`authorize: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body['access_token'] as string;
}
