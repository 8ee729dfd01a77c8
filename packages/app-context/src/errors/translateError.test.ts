import { ApiError, networkError } from '@talent/api-client';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { apiMessages, isApiMessageId } from './apiMessages.ts';
import { errorMessageIds, hasApiMessage, translateApiMessage, translateError } from './translateError.ts';

// The texts are looked up in the app's messages, as a page carries them: here English, the
// default texts in code (the i18n package checks that its catalog says the same).
const englishTexts = Object.fromEntries(Object.values(apiMessages).map((m) => [m.id, m.defaultMessage]));
const english = createIntl({ locale: 'en', messages: englishTexts, onError: () => undefined });

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
});

describe('translateApiMessage', () => {
  it('gives the text of one id, and the generic text for an id without one', () => {
    expect(translateApiMessage(english, 'pool.notFound')).toBe('This talent pool could not be found.');
    expect(translateApiMessage(english, 'constructor')).toBe('Something went wrong. Please try again later.');
  });
});

describe('hasApiMessage', () => {
  it('says whether the messages have the text of an id', () => {
    expect(hasApiMessage(english, 'validation.required')).toBe(true);
    expect(hasApiMessage(english, 'something.unheardOf')).toBe(false);
    expect(hasApiMessage(english, 'constructor')).toBe(false);
    expect(hasApiMessage(createIntl({ locale: 'en', messages: {} }), 'validation.required')).toBe(false);
  });
});

describe('errorMessageIds', () => {
  it('reads only the string ids of an error', () => {
    expect(errorMessageIds({ messages: ['a.b', 3, 'c.d'] })).toEqual(['a.b', 'c.d']);
    expect(errorMessageIds(new Error('x'))).toEqual([]);
  });
});

describe('apiMessages', () => {
  it('knows the ids that have a text', () => {
    expect(isApiMessageId('validation.required')).toBe(true);
    expect(isApiMessageId('something.unheardOf')).toBe(false);
    expect(isApiMessageId('hasOwnProperty')).toBe(false);
  });

  it('names every text api.<the API’s id>', () => {
    for (const [key, descriptor] of Object.entries(apiMessages)) expect(descriptor.id).toBe(`api.${key}`);
  });

  it('has the generic and the network texts the client falls back to', () => {
    expect(Object.keys(apiMessages)).toEqual(expect.arrayContaining(['error.generic', 'error.network']));
  });
});
