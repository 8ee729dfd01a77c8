// The search page's state is its URL (spec §2): the route's validated search (a prop of the page),
// read with the domain's codec, changed with
// `changeSearchFilter` (a filter change goes back to page 1) and written back as the canonical
// params. Typing replaces the history entry; filters and pages push one, so Back undoes them.
// While a change navigates, the state is already the one asked for (React's `useOptimistic`): the
// router renders the new URL in a transition, which on a slow phone comes well after the click,
// and a checkbox must not spring back meanwhile (React restores a controlled input to its state at
// the end of the click). A navigation that fails or is overtaken falls back to the URL's state.
import { changeSearchFilter, parseSearchQuery, serializeSearchQuery } from '@talent/domain';
import type { SearchFilterPatch, SearchQuery } from '@talent/domain';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useLayoutEffect, useMemo, useOptimistic, useRef } from 'react';

/** How a change enters the browser history. */
export interface ChangeOptions {
  /** Replace the current entry (typing) instead of adding one (filters, pages). */
  readonly replace?: boolean;
}

/** The search state and the way to change it. */
export interface SearchState {
  readonly query: SearchQuery;
  /** Applies a patch through `changeSearchFilter` and navigates to the result. */
  readonly change: (patch: SearchFilterPatch, options?: ChangeOptions) => Promise<void>;
}

/** The search state of `search`, the page's URL search as its route validated it. */
export function useSearchState(search: Readonly<Record<string, string>>): SearchState {
  const current = useMemo(() => parseSearchQuery(search), [search]);
  const [query, showPending] = useOptimistic(current);
  const navigate = useNavigate();
  // A debounced change runs after later renders: it must patch the newest state, not the one
  // it was scheduled in (or it would undo a filter chosen meanwhile) — nor the URL's while an
  // earlier change is still on its way (two quick clicks keep both filters).
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  });
  const change = useCallback(
    (patch: SearchFilterPatch, options: ChangeOptions = {}) => {
      const next = changeSearchFilter(latest.current, patch);
      latest.current = next;
      const navigation = navigate({
        to: '.',
        search: Object.fromEntries(serializeSearchQuery(next)),
        replace: options.replace ?? false,
        resetScroll: false,
      });
      // The pending state lasts as long as the navigation (an action: React keeps it till then).
      startTransition(async () => {
        showPending(next);
        await navigation.catch(() => undefined);
      });
      return navigation;
    },
    [navigate, showPending],
  );
  return { query, change };
}
