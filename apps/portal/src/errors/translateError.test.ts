import { ApiError, networkError } from '@talent/api-client';
import { loadMessages } from '@talent/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { apiMessages } from './apiMessages.ts';
import { errorMessageIds, translateApiMessage, translateError } from './translateError.ts';

const english = createIntl({ locale: 'en', messages: await loadMessages('en') });

describe('translateError', () => {
  it('translates each message id of an API error', () => {
    const error = new ApiError({ status: 409, messages: ['validation.emailInUse', 'auth.linkExpired'] });
    expect(translateError(english, error)).toEqual([
      'This email address is already in use.',
      'This link has expired. Please request a new one.',
    ]);
  });

  it('says each text once, even when two ids share it or an id repeats', () => {
    const error = new ApiError({ status: 422, messages: ['validation.required', 'validation.required'] });
    expect(translateError(english, error)).toEqual(['This field is required.']);
  });

  it('gives the generic text for an id it has no text for', () => {
    const error = new ApiError({ status: 500, messages: ['something.unheardOf'] });
    expect(translateError(english, error)).toEqual(['Something went wrong. Please try again later.']);
  });

  it('gives the generic text for errors without messages (a thrown Error, a string, nothing)', () => {
    for (const error of [new Error('boom'), 'boom', null, undefined, { messages: 'not a list' }]) {
      expect(translateError(english, error)).toEqual(['Something went wrong. Please try again later.']);
    }
  });

  it('explains a request that got no response', () => {
    expect(translateError(english, networkError(new TypeError('Failed to fetch')))).toEqual([
      'There is no connection to the server. Please check your connection and try again.',
    ]);
  });

  it('speaks the user’s language', async () => {
    const german = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const text = translateApiMessage(german, 'validation.emailInUse');
    expect(text).not.toBe('This email address is already in use.');
    expect(text).toBe((await loadMessages('de'))['api.validation.emailInUse']);
  });

  it('falls back to the English text where a catalog has none (Ukrainian)', async () => {
    const ukrainian = createIntl({ locale: 'uk', messages: await loadMessages('uk') });
    expect(translateApiMessage(ukrainian, 'pool.notFound')).toBe('This talent pool could not be found.');
  });
});

describe('errorMessageIds', () => {
  it('reads only the string ids of an error', () => {
    expect(errorMessageIds({ messages: ['a.b', 3, 'c.d'] })).toEqual(['a.b', 'c.d']);
    expect(errorMessageIds(new Error('x'))).toEqual([]);
  });
});

describe('apiMessages', () => {
  it('names every text api.<the API’s id>', () => {
    for (const [key, descriptor] of Object.entries(apiMessages)) expect(descriptor.id).toBe(`api.${key}`);
  });

  it('has the generic and the network texts the client falls back to', () => {
    expect(Object.keys(apiMessages)).toEqual(expect.arrayContaining(['error.generic', 'error.network']));
  });
});
