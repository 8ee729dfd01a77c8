import { describe, expect, it } from 'vitest';
import { createTestApi, fakeApi, json, problem } from './index.ts';
import { testTokens } from './fixtures.ts';

const pdf = () => new File(['%PDF-1.7 my CV'], 'cv.pdf', { type: 'application/pdf' });

describe('uploads through the fake XHR', () => {
  it('reach the handler with the form, the query and the session, and report progress', async () => {
    const fake = fakeApi({
      'POST /freelancer/cv': ({ form, query, headers }) =>
        json(
          {
            name: (form?.get('file') as File).name,
            overwrite: query.get('isOverWriteCV'),
            auth: headers.get('Authorization'),
          },
          201,
        ),
    });
    const api = createTestApi(fake, { tokens: testTokens() });
    const body = new FormData();
    body.append('file', pdf());
    const progress: number[] = [];
    const answer = await api.upload('/freelancer/cv', {
      query: { isOverWriteCV: true },
      body,
      onProgress: (loaded, total) => progress.push(Math.round((loaded / total) * 100)),
    });
    expect(answer).toEqual({ name: 'cv.pdf', overwrite: 'true', auth: `Bearer ${testTokens().accessToken}` });
    expect(progress).toEqual([50, 100]);
    expect(fake.callsTo('POST /freelancer/cv')).toHaveLength(1);
  });

  it('rejects with the problem of a refused upload', async () => {
    const fake = fakeApi({ 'POST /freelancer/cv': () => problem(415, ['resource.notPdf']) });
    const api = createTestApi(fake, { tokens: testTokens() });
    const body = new FormData();
    body.append('file', pdf());
    await expect(api.upload('/freelancer/cv', { query: {}, body })).rejects.toMatchObject({
      status: 415,
      messages: ['resource.notPdf'],
    });
  });
});
