// Public API of @talent/content. Explicit named exports only.

export { ContentPage } from './pages/ContentPage/ContentPage.tsx';
export type { ContentPageProps } from './pages/ContentPage/ContentPage.tsx';

export { loadContentPage } from './loaders.ts';
export type { ContentPageParams, ContentRuntime } from './loaders.ts';

export { contentKeys, contentPageQuery } from './queries.ts';
export type { ContentPageData } from './queries.ts';
