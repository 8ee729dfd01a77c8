// Uploads with progress (XMLHttpRequest): the session, headers, refresh and errors of the client.
import { describe, expect, it } from 'vitest';
import { createTalentApi } from './createTalentApi.ts';
import { memoryTokenStore } from './tokens.ts';
import type { UploadXhr } from './upload.ts';

const BASE = 'http://acme.localhost/v1/api';

// Node has no ProgressEvent; the upload reads only these fields.
const progressEvent = (loaded: number) => ({ lengthComputable: true, loaded, total: 100 }) as ProgressEvent;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An XHR whose answers come from `answer`; it reports 40 of 100 bytes, then all of them. */
function xhrs(answer: (sent: Sent) => { status: number; body: string }) {
  const sent: Sent[] = [];
  const create = (): UploadXhr => {
    const request: Sent = { url: '', headers: {}, body: undefined };
    const xhr = {
      status: 0,
      responseText: '',
      upload: { onprogress: null as UploadXhr['upload']['onprogress'] },
      onload: null as UploadXhr['onload'],
      onerror: null as UploadXhr['onerror'],
      onabort: null as UploadXhr['onabort'],
      ontimeout: null as UploadXhr['ontimeout'],
      open: (_method: string, url: string) => {
        request.url = url;
      },
      setRequestHeader: (name: string, value: string) => {
        request.headers[name] = value;
      },
      getResponseHeader: (name: string) => (name === 'Content-Type' ? 'application/json' : null),
      abort: () => {
        xhr.onabort?.call(xhr as never, progressEvent(0));
      },
      send: (body: unknown) => {
        request.body = body;
        sent.push(request);
        queueMicrotask(() => {
          if (request.headers['X-Fail'] === 'network') {
            xhr.onerror?.call(xhr as never, progressEvent(0));
            return;
          }
          xhr.upload.onprogress?.call(xhr as never, progressEvent(40));
          xhr.upload.onprogress?.call(xhr as never, progressEvent(100));
          const { status, body: text } = answer(request);
          xhr.status = status;
          xhr.responseText = text;
          xhr.onload?.call(xhr as never, progressEvent(0));
        });
      },
    };
    return xhr;
  };
  return { create, sent };
}

const cv = { id: 7, uuid: '0c9b2f7e-1d2c-4e5f-8a9b-0c1d2e3f4a5b', name: 'cv.pdf', contentType: 'application/pdf' };

describe('api.upload', () => {
  it('sends the token, the locale and the query, and reports progress', async () => {
    const { create, sent } = xhrs(() => ({ status: 201, body: JSON.stringify(cv) }));
    const api = createTalentApi({
      baseUrl: BASE,
      tokens: memoryTokenStore({ accessToken: 'a1', expiresAt: Date.now() + 3_600_000 }),
      locale: () => 'de',
      fetch: () => Promise.reject(new Error('no fetch here')),
      createXhr: create,
    });
    const body = new FormData();
    const progress: number[] = [];
    const answer = await api.upload('/freelancer/cv', {
      query: { isOverWriteCV: true },
      body,
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(answer).toEqual(cv);
    expect(progress).toEqual([0.4, 1]);
    expect(sent[0]).toMatchObject({
      url: `${BASE}/freelancer/cv?isOverWriteCV=true`,
      headers: { Authorization: 'Bearer a1', 'Accept-Language': 'de', Accept: 'application/json' },
      body,
    });
  });

  it('refreshes the token once on a 401 and sends the file again', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', expiresAt: Date.now() + 3_600_000 });
    const { create, sent } = xhrs((request) =>
      request.headers['Authorization'] === 'Bearer new'
        ? { status: 201, body: JSON.stringify(cv) }
        : {
            status: 401,
            body: JSON.stringify({ type: 'about:blank', title: 'x', status: 401, messages: ['auth.tokenExpired'] }),
          },
    );
    const api = createTalentApi({
      baseUrl: BASE,
      tokens,
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ access_token: 'new', token_type: 'Bearer', expires_in: 900 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      createXhr: create,
    });
    await expect(api.upload('/resource', { query: { kind: 'COVER_LETTER' }, body: new FormData() })).resolves.toEqual(
      cv,
    );
    expect(sent.map((s) => s.headers['Authorization'])).toEqual(['Bearer old', 'Bearer new']);
    expect(sent[1]!.url).toBe(`${BASE}/resource?kind=COVER_LETTER`);
  });

  it('rejects with the problem, or with status 0 when no answer came', async () => {
    const refused = xhrs(() => ({
      status: 413,
      body: JSON.stringify({ type: 'about:blank', title: 'x', status: 413, messages: ['error.uploadTooLarge'] }),
    }));
    const api = createTalentApi({ baseUrl: BASE, tokens: memoryTokenStore(), createXhr: refused.create });
    await expect(api.upload('/freelancer/cv', { query: {}, body: new FormData() })).rejects.toMatchObject({
      status: 413,
      messages: ['error.uploadTooLarge'],
    });
    expect(refused.sent[0]!.headers['Authorization']).toBeUndefined();

    const offline = xhrs(() => ({ status: 201, body: '{}' }));
    const offlineApi = createTalentApi({
      baseUrl: BASE,
      tokens: memoryTokenStore(),
      createXhr: () => {
        const xhr = offline.create();
        const setHeader = xhr.setRequestHeader.bind(xhr);
        setHeader('X-Fail', 'network');
        return xhr;
      },
    });
    await expect(offlineApi.upload('/freelancer/cv', { query: {}, body: new FormData() })).rejects.toMatchObject({
      status: 0,
    });
  });

  it('aborts with the signal', async () => {
    const { create } = xhrs(() => ({ status: 201, body: JSON.stringify(cv) }));
    const api = createTalentApi({ baseUrl: BASE, tokens: memoryTokenStore(), createXhr: create });
    const controller = new AbortController();
    controller.abort();
    await expect(
      api.upload('/freelancer/cv', { query: {}, body: new FormData(), signal: controller.signal }),
    ).rejects.toMatchObject({ status: 0 });
  });
});
