import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, networkError } from './apiError.ts';

const response = (body: string, status = 400) => new Response(body, { status });

describe('apiErrorFromResponse', () => {
  it('reads type, title, instance, messages and merges field errors of the same field', async () => {
    const error = await apiErrorFromResponse(
      response(
        JSON.stringify({
          type: 'https://talent.invalid/problems/rejected',
          title: 'Rejected.',
          status: 422,
          instance: 'req-1',
          messages: ['error.validation', 7],
          fieldErrors: [
            { field: 'email', messages: ['validation.email'] },
            { field: 'email', messages: ['validation.emailInUse'] },
            { field: 3, messages: ['ignored'] },
            { messages: ['no field'] },
            'junk',
            null,
          ],
        }),
        422,
      ),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      message: 'Rejected.',
      type: 'https://talent.invalid/problems/rejected',
      instance: 'req-1',
      messages: ['error.validation'],
    });
    expect(error.fieldErrors).toEqual({ email: ['validation.email', 'validation.emailInUse'] });
  });

  it('ignores title, type and instance that are not strings', async () => {
    const error = await apiErrorFromResponse(
      response(JSON.stringify({ title: 42, type: ['x'], instance: { id: 1 }, messages: ['a.b'] }), 409),
    );
    expect(error.message).toBe('Request failed with status 409');
    expect(error.type).toBeUndefined();
    expect(error.instance).toBeUndefined();
  });

  it('uses the generic message when messages are missing or empty, and a status text as title', async () => {
    const noMessages = await apiErrorFromResponse(response(JSON.stringify({ status: 500, messages: [] }), 500));
    expect(noMessages.messages).toEqual(['error.generic']);
    expect(noMessages.message).toBe('Request failed with status 500');
    expect(noMessages.type).toBeUndefined();
    const arrayBody = await apiErrorFromResponse(response('[1,2]', 400));
    expect(arrayBody.messages).toEqual(['error.generic']);
    const empty = await apiErrorFromResponse(response('', 503));
    expect(empty.status).toBe(503);
  });

  it('leaves the response body readable for the caller', async () => {
    const res = response(JSON.stringify({ messages: ['x.y'] }));
    await apiErrorFromResponse(res);
    await expect(res.json()).resolves.toEqual({ messages: ['x.y'] });
  });
});

describe('networkError', () => {
  it('has status 0, the network message and the cause', () => {
    const cause = new TypeError('offline');
    const error = networkError(cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(0);
    expect(error.messages).toEqual(['error.network']);
    expect(error.message).toBe('The request got no response.');
    expect(error.cause).toBe(cause);
  });
});
