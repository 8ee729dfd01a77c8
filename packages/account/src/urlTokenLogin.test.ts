import { createTestApi, empty, fakeApi, json, problem, testTokenResponse } from '@talent/test-utils';
import type { FakeHandler } from '@talent/test-utils';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { urlTokenRedirect } from './urlTokenGuard.ts';
import { urlTokenLogin } from './urlTokenLogin.ts';

/** The real client (logged out) over fake routes, and the calls it made. */
function client(handlers: Record<string, FakeHandler>) {
  const fake = fakeApi(handlers);
  return { api: createTestApi(fake), calls: fake.calls };
}

const token = 'abcdefghijklmnopqrstuvwxyz012345';
const browserUuid = () => '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6';
const job = { id: 42, title: 'Senior Java Developer (m/f/d)' };

describe('urlTokenLogin', () => {
  it('logs in with the token and this browser, stores the locale and stays on the project', async () => {
    const { api, calls } = client({
      'POST /authorizeWithUrlToken': () => json(testTokenResponse('u.r.l')),
      'POST /freelancer/locale': () => empty(),
    });
    const outcome = await urlTokenLogin({ api, browserUuid, locale: 'de' }, token, '42');
    expect(outcome).toEqual({ ok: true, to: '/app/project/42' });
    expect(calls[0]?.body).toEqual({ urlToken: token, actorDeviceUUID: browserUuid() });
    expect(calls[1]?.body).toEqual({ locale: 'de' });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer u.r.l');
  });

  it.each([
    [400, 'EXPIRED'],
    [401, 'INVALID'],
    [403, 'INVALID'],
  ] as const)('a %i is %s and leads to the public page of the project', async (status, otl) => {
    const { api } = client({
      'POST /authorizeWithUrlToken': () => problem(status, ['auth.linkExpired']),
      'GET /project/42': () => json(job),
    });
    const outcome = await urlTokenLogin({ api, browserUuid }, token, '42');
    expect(outcome).toEqual({ ok: false, error: otl, to: '/projects/senior-java-developer-m-f-d/42', search: { otl } });
  });

  it('goes to login (and back to the project afterwards) when the project cannot be loaded', async () => {
    const { api } = client({
      'POST /authorizeWithUrlToken': () => problem(400, ['auth.linkExpired']),
      'GET /project/42': () => problem(404, ['error.notFound']),
    });
    expect(await urlTokenLogin({ api, browserUuid }, token, '42')).toEqual({
      ok: false,
      error: 'EXPIRED',
      to: '/app/login',
      search: { otl: 'EXPIRED', redirect: '/app/project/42' },
    });
  });

  it('does not send a token that is not shaped like one', async () => {
    const { api, calls } = client({ 'GET /project/42': () => json(job) });
    const outcome = await urlTokenLogin({ api, browserUuid }, 'not a token', '42');
    expect(outcome).toMatchObject({ ok: false, error: 'INVALID' });
    expect(calls.map((c) => c.path)).toEqual(['/project/42']);
  });

  it('as beforeLoad: redirects to the project without the token, keeping the other parameters', async () => {
    const { api } = client({ 'POST /authorizeWithUrlToken': () => json(testTokenResponse()) });
    let thrown: unknown;
    try {
      await urlTokenRedirect({ api, browserUuid }, { token, tab: 'details' }, '42');
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/app/project/42',
      search: { tab: 'details' },
    });
  });

  it('as beforeLoad: does nothing without a token', async () => {
    const { api, calls } = client({});
    await expect(urlTokenRedirect({ api, browserUuid }, { tab: 'details' }, '42')).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
