// Analytics events go to the tag manager's data layer when the tenant's page has one (the portal
// ships no tracker of its own; without a data layer nothing is recorded).

/** Pushes an event to `window.dataLayer` if present. */
export function trackEvent(event: string, data: Readonly<Record<string, unknown>> = {}): void {
  const layer = (globalThis as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...data });
}
