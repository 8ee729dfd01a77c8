// A tenant's onboarding.json is tenant data: checked when the tenant is loaded (a broken file names
// its row and stops the start), picked up when it changes while the server runs, and refused on a
// broken change while the last good version keeps serving.
import type { components } from '@talent/api-client';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onboardingStructure } from '../src/services/onboarding/onboarding.ts';
import { loadTenants } from '../src/tenants/tenants.ts';
import { directAccount } from './accountData.ts';
import { ALPHA, WAIT_FOR, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Onboarding = components['schemas']['Onboarding'];
type Problem = components['schemas']['Problem'];

const rows = [
  { id: 1, stepName: 'About you', sequence: 1, rowNumber: 1, type: 'first_name', showOn: ['long'] },
  {
    id: 2,
    stepName: 'About you',
    sequence: 1,
    rowNumber: 2,
    type: 'text',
    showOn: ['long'],
    disabled: true,
    value: 'Referred by a partner',
    form: { label: { en: 'How we met', de: 'Wie wir uns kennen' } },
  },
];
const write = (dir: string, content: unknown) =>
  writeFileSync(join(dir, 'alpha', 'onboarding.json'), typeof content === 'string' ? content : JSON.stringify(content));

describe('loading a tenant', () => {
  it('stops at a broken onboarding.json, naming the tenant, the row and the key', () => {
    const tenants = tenantsDir({});
    try {
      write(tenants.dir, [rows[0], { ...rows[1], form: { rules: 'required|between:9' } }]);
      const load = () => loadTenants(tenants.dir, 'alpha', { check: (tenant) => onboardingStructure(tenant) });
      expect(load).toThrow(
        'Tenant alpha: onboarding.json is invalid: row 2 ("About you" › text): form.rules: Expected validation rules',
      );
      write(tenants.dir, [rows[0], { ...rows[1], form: {} }]);
      expect(load).toThrow('row 2 ("About you" › text): a question needs form.label');
      write(tenants.dir, '[{');
      expect(load).toThrow(/^Tenant alpha: onboarding\.json is not JSON/);
      write(tenants.dir, rows);
      expect(onboardingStructure(load().get('alpha')!).map((row) => row.id)).toEqual([1, 2]);
    } finally {
      tenants.remove();
    }
  });
});

describe('a running server and its tenants’ onboarding.json', () => {
  let tenants: ReturnType<typeof tenantsDir>;
  let server: TestServer;
  let token: string;
  const lines: string[] = [];

  beforeAll(async () => {
    tenants = tenantsDir({});
    write(tenants.dir, rows);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    server = await startTestServer({
      env: { TENANTS_DIR: tenants.dir, LOG_LEVEL: 'info' },
      overrides: { logStream: stream },
    });
    ({ token } = await directAccount(server, 'alpha', 'structure@example.com', { locale: 'de' }));
  });
  afterAll(async () => {
    await server?.close();
    tenants?.remove();
  });

  const ids = async () =>
    (await server.call<Onboarding>('getOnboarding', { host: ALPHA, token })).body.structure.map((row) => row.id).join();
  it('shows a disabled row with its value, and refuses an answer to it', async () => {
    const { body } = await server.call<Onboarding>('getOnboarding', { host: ALPHA, token });
    expect(body.structure[1]).toMatchObject({
      id: 2,
      disabled: true,
      value: 'Referred by a partner',
      form: { label: 'Wie wir uns kennen' },
    });
    const response = await server.call<Problem>('saveOnboardingStep', {
      host: ALPHA,
      token,
      body: { type: 'long', stepName: 'About you', answers: [{ id: 2, type: 'text', value: 'A friend' }] },
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'answers.0.id', messages: ['onboarding.rowDisabled'] }]);
    // Nothing else is required, so the onboarding can be finished.
    expect((await server.call('storeLongOnboarding', { host: ALPHA, token })).status).toBe(200);
  });

  it('picks up a changed structure, and keeps the last good one when a change is broken', async () => {
    write(tenants.dir, [
      ...rows,
      { id: 3, stepName: 'Rate', sequence: 2, rowNumber: 1, type: 'hour_rate', showOn: ['long'] },
    ]);
    await vi.waitFor(async () => expect(await ids()).toBe('1,2,3'), WAIT_FOR);

    write(tenants.dir, [
      ...rows,
      { id: 3, stepName: 'Rate', sequence: 2, rowNumber: 1, type: 'hourly', showOn: ['long'] },
    ]);
    const refusals = () => lines.filter((line) => line.includes('tenant alpha refused'));
    await vi.waitFor(() => expect(refusals()).toHaveLength(1), WAIT_FOR);
    expect((JSON.parse(refusals()[0]!) as { msg: string }).msg).toMatch(
      /^tenant alpha refused \(its previous version keeps serving\): Tenant alpha: onboarding\.json is invalid: row 3 \("Rate" › hourly\): type: /,
    );
    expect(await ids()).toBe('1,2,3');
  });
});
