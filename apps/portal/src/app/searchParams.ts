// URL search params as plain strings (`?any=java&pools=1,2&page=2`), not TanStack Router's default
// JSON encoding (`?pools=%5B1%2C2%5D`): the URL is the search state, so it stays readable,
// shareable and stable. Routes validate what they read (the search page with the domain's codec).

/** Parses a query string into a record of strings (a repeated key keeps its last value). */
export function parseSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) out[key] = value;
  return out;
}

/** Writes a search record as a query string; empty, null and undefined values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.map(String).join(','));
      continue;
    }
    const scalar =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';
    params.set(key, scalar ? value.toString() : (JSON.stringify(value) ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
