// URL search params as the portal's router reads and writes them: plain strings
// (`?any=java&pools=1,2`), not TanStack Router's default JSON. The portal's own pair
// (apps/portal/src/app/searchParams.ts) is app code a package cannot import; its tests prove this
// behaviour, and the feature tests that navigate with search params prove this copy against it.

/** A query string as a record of strings. */
export function parseTestSearch(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** One search value as text: lists joined with commas, objects as JSON. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `${value}` : '';
}

/** A search record as a query string: empty, null and undefined values left out. */
export function stringifyTestSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = asText(value);
    if (text !== '') params.set(key, text);
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}
