// The apply route's search params. Its own module, apart from the loaders: the route tree (in the
// page's first script) reads it for every page, and the loaders' imports (queries, the API) must
// not come along with it.

/** The search params of `/app/project/{id}/apply`: `?edit=1` changes a submitted application. */
export interface ApplySearch {
  readonly edit?: true;
}

/** The route's `validateSearch`: anything but `edit=1` (or `true`) is dropped. */
export function parseApplySearch(search: Record<string, unknown>): ApplySearch {
  return search['edit'] === '1' || search['edit'] === 1 || search['edit'] === true || search['edit'] === 'true'
    ? { edit: true }
    : {};
}
