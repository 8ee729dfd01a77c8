// Turning an error into text the user can read (spec §8): the response's message ids, each
// translated (ids `api.<message id>`, declared in apiMessages.ts), else the generic text.
//
// The texts are looked up by id in the messages the app formats with, never in `apiMessages`: the
// page carries every `api.*` text (the catalogs are extracted from apiMessages.ts and the server
// merges the English fallback), so a browser needs no list of ids of its own. That list was 2.4 KB
// gzip on every page (issue 17's budget) for a lookup the messages answer anyway.
import { GENERIC_ERROR_MESSAGE } from '@talent/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** The id of the text of an API message id. */
const textId = (id: string): string => `api.${id}`;

/** The messages' descriptor of an API message id's text, if the messages have that text. */
function apiDescriptor(intl: IntlShape, id: string): MessageDescriptor | undefined {
  const descriptor = { id: textId(id) };
  return Object.hasOwn(intl.messages, descriptor.id) ? descriptor : undefined;
}

/** The message ids an error carries (an ApiError's `messages`), or none. */
export function errorMessageIds(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { messages?: unknown }).messages;
  return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];
}

/** Whether an id from the API has a text in the user's messages. */
export function hasApiMessage(intl: IntlShape, id: string): boolean {
  return apiDescriptor(intl, id) !== undefined;
}

/** One API message id in the user's language; an id without a text gives the generic text. */
export function translateApiMessage(intl: IntlShape, id: string): string {
  return intl.formatMessage(apiDescriptor(intl, id) ?? { id: textId(GENERIC_ERROR_MESSAGE) });
}

/** Every message of an error, translated, without repeats; the generic text when it has none. */
export function translateError(intl: IntlShape, error: unknown): string[] {
  const ids = errorMessageIds(error);
  if (ids.length === 0) return [translateApiMessage(intl, GENERIC_ERROR_MESSAGE)];
  return [...new Set(ids.map((id) => translateApiMessage(intl, id)))];
}
