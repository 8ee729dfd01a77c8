import { describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE, attachment, createTestApi, fakeApi, json, problem } from './fakeApi.ts';
import { testTokens } from './fixtures.ts';

const post = (path: string, body: unknown) =>
  new Request(`${TEST_API_BASE}${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('fakeApi', () => {
  it('answers by "METHOD /path" with `:name` params, a plain value as JSON 200', async () => {
    const fake = fakeApi({ 'GET /pool/:id': ({ params }) => ({ id: Number(params['id']) }) });
    const response = await fake.fetch(new Request(`${TEST_API_BASE}/pool/7?locale=de`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7 });
    expect(fake.calls[0]?.path).toBe('/pool/7');
    expect(fake.calls[0]?.query.get('locale')).toBe('de');
  });

  it('records the JSON body and passes a handler’s Response through', async () => {
    const fake = fakeApi({ 'POST /authorize': () => problem(401, ['auth.invalidCredentials']) });
    const response = await fake.fetch(post('/authorize', { email: 'ada@example.com' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, messages: ['auth.invalidCredentials'] });
    expect(fake.callsTo('POST /authorize').map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('answers a route without a handler with a 501 and still records it', async () => {
    const fake = fakeApi({ 'GET /pool/:id': () => ({}) });
    const response = await fake.fetch(new Request(`${TEST_API_BASE}/pool/7/membership`));
    expect(response.status).toBe(501);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /pool/7/membership']);
  });

  it('lets a test redefine a route', async () => {
    const fake = fakeApi({ 'GET /country': () => ({ results: [] }) });
    fake.on('GET /country', () => json({ results: ['DE'] }));
    expect(await (await fake.fetch(new Request(`${TEST_API_BASE}/country`))).json()).toEqual({ results: ['DE'] });
  });

  it('holds a route’s answers back until released, recording the request at once', async () => {
    const fake = fakeApi({ 'POST /pool/:id/toggleJobNotification': () => ({ toggled: true }) });
    const release = fake.hold('POST /pool/7/toggleJobNotification');
    let answered = false;
    const pending = fake.fetch(post('/pool/7/toggleJobNotification', {})).then((r) => {
      answered = true;
      return r;
    });
    // Recorded at once; from there, only the hold keeps it from its answer…
    await vi.waitFor(() => expect(fake.calls.map((c) => c.path)).toEqual(['/pool/7/toggleJobNotification']));
    // …for a request of a route not held, sent only now, goes all the way through and is answered.
    expect((await fake.fetch(post('/pool/8/toggleJobNotification', {}))).status).toBe(200);
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(200);
  });
});

describe('attachment', () => {
  it('serves a file as the API does: its type, an attachment named in ASCII and exactly, not cached', async () => {
    const response = attachment('%PDF-1.7', 'Lebenslauf "Zoë".pdf');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Lebenslauf _Zo__.pdf"; filename*=UTF-8''Lebenslauf%20%22Zo%C3%AB%22.pdf`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toBe('%PDF-1.7');
  });
});

describe('createTestApi', () => {
  it('is the real client: it sends the held tokens and the locale', async () => {
    const fake = fakeApi({ 'GET /freelancer': () => ({ id: 42 }) });
    const api = createTestApi(fake, { tokens: testTokens(), locale: 'de' });
    await api.client.GET('/freelancer');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(fake.calls[0]?.headers.get('Accept-Language')).toBe('de');
  });

  it('hands a file to the client as a Blob (`parseAs: blob`)', async () => {
    const fake = fakeApi({ 'GET /napi/resource/:id': () => attachment('%PDF-1.7 cv', 'cv.pdf') });
    const api = createTestApi(fake, { tokens: testTokens() });
    const { data } = await api.client.GET('/napi/resource/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
      parseAs: 'blob',
    });
    expect(await data?.text()).toBe('%PDF-1.7 cv');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });
});
