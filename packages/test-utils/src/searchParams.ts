// URL search params as the portal's router reads and writes them: plain strings
// (`?any=java&pools=1,2`), not TanStack Router's default JSON. The portal's own pair
// (apps/portal/src/app/searchParams.ts) is app code a package cannot import; its tests prove this
// behaviour, and the feature tests that navigate with search params prove this copy against it.

/** A query string as a record of strings. */
export function parseTestSearch(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** A search record as a query string: empty values left out, lists joined with commas. */
export function stringifyTestSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : value;
    if (value !== undefined && value !== null && text !== '') params.set(key, String(text));
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}
