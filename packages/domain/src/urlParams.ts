// The two readings of a URL every route needs: a numeric id of a path segment, and the search
// params as plain strings. One copy here so that the portal's router, its route files, the feature
// loaders and the test router all read a URL the same way.

/** The longest id text we read: 16 digits cover every safe integer (2^53 − 1 has 16 digits). */
const ID_PATTERN = /^[1-9]\d{0,15}$/;

/**
 * A positive integer id from a URL segment (or a number already read), else `null`.
 * Only the canonical spelling is accepted — digits without a sign, a leading zero, spaces or a
 * fraction — so one resource has one URL and anything else is a 404, not a redirect guess.
 */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Parses a query string (with or without its `?`) into a record of strings; a repeated key keeps
 * its last value. The router's `parseSearch`: URL search params stay plain strings
 * (`?any=java&pools=1,2`), not TanStack Router's default JSON, so the URL is readable and stable.
 */
export function parseUrlSearch(searchStr: string): Record<string, string> {
  // `fromEntries` defines own properties, so a key such as `__proto__` stays a plain key.
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/** One search value (never null or undefined) as its URL text: lists joined with commas, objects as JSON. */
function searchValueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  // Functions, symbols and bigints have no URL text: their key is left out.
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `${value}` : '';
}

/**
 * Writes a search record as a query string (`?a=1&b=x`, or `''` when nothing is left): empty,
 * `null` and `undefined` values and empty lists are left out, lists are joined with commas. The
 * router's `stringifySearch`, the inverse of `parseUrlSearch`.
 */
export function stringifyUrlSearch(search: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    const text = searchValueText(value);
    if (text !== '') params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
