import type { components } from '@talent/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demoData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('seeds one verified, onboarded talent per tenant who can log in, and only once', async () => {
  const first = await seedDemoData(server.server.context, { projects: 0 });
  expect(first.map((s) => [s.tenant.id, s.email, s.created]).sort()).toEqual([
    ['alpha', 'talent@alpha.example', true],
    ['beta', 'talent@beta.example', true],
  ]);
  const second = await seedDemoData(server.server.context, { projects: 0 });
  expect(second.every((s) => !s.created)).toBe(true);

  // Alpha logs in directly; beta requires device confirmation, so a new device gets a link.
  const login = await server.call<components['schemas']['TokenResponse']>('authorize', {
    body: { email: 'talent@alpha.example', password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  const me = await server.call<components['schemas']['FreelancerUser']>('getFreelancer', {
    token: login.body.access_token,
  });
  expect(me.body).toMatchObject({
    verificationStatus: 'V',
    hasCompletedOnboarding: true,
    hasPasswordOrSocial: true,
    locale: 'en',
    subscribed: true,
  });
  // One daily job alert (seeded twice above: still one), whose digest the dev mailbox shows.
  const alerts = await server.call<components['schemas']['JobAlertList']>('listJobAlerts', {
    token: login.body.access_token,
  });
  expect(alerts.body.results).toHaveLength(1);
  expect(alerts.body.results[0]).toMatchObject({ frequency: 'DAILY', active: true, lastSentAt: null });
  const beta = await server.call('authorize', {
    host: BETA,
    body: { email: 'talent@beta.example', password: DEMO_PASSWORD, reCaptchaToken: 'unused' },
  });
  expect([202, 422]).toContain(beta.status);
});
