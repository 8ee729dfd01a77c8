// Query and mutation factories of the apply feature over @talent/api-client. Route loaders
// prefetch with them and the pages read the same cache.

/** Query keys of the feature; everything under `applyKeys.all` belongs to applying. */
export const applyKeys = {
  all: ['apply'] as const,
};
