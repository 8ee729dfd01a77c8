// Turning an error into text the user can read (spec §8): the response's message ids, each
// translated (ids `api.<message id>`, declared in apiMessages.ts), else the generic text.
import { GENERIC_ERROR_MESSAGE } from '@talent/api-client';
import type { IntlShape } from 'react-intl';
import { apiMessages, isApiMessageId } from './apiMessages.ts';

/** The message ids an error carries (an ApiError's `messages`), or none. */
export function errorMessageIds(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { messages?: unknown }).messages;
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
}

/** One API message id in the user's language; an id without a text gives the generic text. */
export function translateApiMessage(intl: IntlShape, id: string): string {
  return intl.formatMessage(isApiMessageId(id) ? apiMessages[id] : apiMessages[GENERIC_ERROR_MESSAGE]);
}

/** Every message of an error, translated, without repeats; the generic text when it has none. */
export function translateError(intl: IntlShape, error: unknown): string[] {
  const ids = errorMessageIds(error);
  if (ids.length === 0) return [translateApiMessage(intl, GENERIC_ERROR_MESSAGE)];
  return [...new Set(ids.map((id) => translateApiMessage(intl, id)))];
}
