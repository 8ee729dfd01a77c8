// Helpers of the search journeys: the page's results region, and the same search asked of the API
// directly, so a journey checks the page against what the server finds instead of hard-coding
// the seeded catalog.
import type { Locator, Page } from '@playwright/test';

/** One page of results as the API answers it. */
export interface SearchAnswer {
  readonly total: number;
  readonly results: readonly { readonly id: number; readonly title: string }[];
}

/**
 * The search the page sends, with its defaults (page size 20, `openOnly` always present), asked
 * from inside the page: the browser resolves the tenant's `*.localhost` host, Node may not.
 */
export async function apiSearch(
  page: Page,
  request: { readonly query?: string; readonly filters?: Record<string, unknown>; readonly offset?: number },
): Promise<SearchAnswer> {
  const body = {
    offset: request.offset ?? 0,
    size: 20,
    ...(request.query !== undefined && { query: request.query }),
    filters: { openOnly: false, ...request.filters },
  };
  return page.evaluate(async (data) => {
    const response = await fetch('/v1/api/publicsearch/project/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify(data),
    });
    if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as SearchAnswer;
  }, body);
}

/** The results region of the search page. */
export function resultsRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' });
}

/** The announced result count ("22 projects found"). */
export function resultCount(page: Page): Locator {
  return resultsRegion(page).getByRole('status').first();
}

/** The title of the first result shown. */
export function firstResultTitle(page: Page): Locator {
  return resultsRegion(page).getByRole('article').first().getByRole('heading');
}
