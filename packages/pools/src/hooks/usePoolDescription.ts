// A pool's description. The contract gives it as a message id (`descriptionKey`, e.g.
// "pool.javaDevelopers.description"), so the text comes from the loaded catalogs (a tenant's
// message overrides); the id is data from the server, never a literal in code. No text for the id
// means no description: the page then shows the pool's facts alone rather than the raw id.
import type { Pool } from '@talent/api-client';
import { useIntl } from 'react-intl';

/** Length of the excerpt on a pool card, in characters. */
export const EXCERPT_LENGTH = 160;

/** The pool's description in the current locale, or null when the catalogs have none. */
export function usePoolDescription(pool: Pick<Pool, 'descriptionKey'>): string | null {
  const intl = useIntl();
  const key = pool.descriptionKey;
  if (!key || !Object.hasOwn(intl.messages, key)) return null;
  const text = intl.messages[key];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The first `max` characters of a text, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
