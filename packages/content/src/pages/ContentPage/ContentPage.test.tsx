import { axeViolations, fakeApi, problem, renderWithPortal } from '@talent/test-utils';
import type { FakeRequest } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContentPage } from '../../loaders.ts';
import type { ContentPageData } from '../../queries.ts';
import { ContentPage } from './ContentPage.tsx';

const terms: ContentPageData = {
  slug: 'terms',
  title: 'Terms of use',
  version: '2026-03',
  language: 'en',
  // Midnight UTC: the date shown is that day wherever the reader is.
  publishedAt: '2026-03-01T00:00:00.000Z',
  html:
    '<p>These terms govern <strong>Acme Talent</strong>. Read our <a href="/privacy">privacy statement</a>.</p>\n' +
    '<h2>Your account</h2>\n<ul><li>One account per person.</li></ul>\n' +
    '<h3>Contact</h3>\n<p><a href="mailto:talent@acme.example">talent@acme.example</a></p>\n' +
    '<script>alert(1)</script><p><a href="javascript:alert(2)">click</a></p>',
};

const impressum: ContentPageData = {
  slug: 'imprint',
  title: 'Impressum',
  version: '2026-01',
  language: 'de',
  publishedAt: '2026-01-01T00:00:00.000Z',
  html: '<p>Acme Staffing GmbH, Berlin</p>',
};

/** A fake of GET /cms/pages/{slug}: the pages it has, by slug and locale; a 404 otherwise. */
function pagesApi(pages: Record<string, Record<string, ContentPageData>>) {
  return fakeApi({
    'GET /cms/pages/:slug': ({ params, query }: FakeRequest) =>
      pages[params['slug']!]?.[query.get('locale') ?? ''] ?? problem(404, ['error.notFound']),
  });
}

describe('ContentPage', () => {
  it('shows the title as h1 and document title, the version and date, and the sanitised text, axe-clean', async () => {
    const api = pagesApi({ terms: { en: terms } });
    await renderWithPortal(<ContentPage slug="terms" />, { api });

    const article = await screen.findByRole('article', { name: 'Terms of use' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of use · Acme Talent');
    expect(within(article).getByText(/Version 2026-03, last updated/)).toHaveTextContent(
      'Version 2026-03, last updated March 1, 2026',
    );
    expect(article.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T00:00:00.000Z');
    // The text's headings sit below the page's h1.
    expect(within(article).getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: 'Contact' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy');
    expect(within(article).getByRole('link', { name: 'talent@acme.example' })).toHaveAttribute(
      'href',
      'mailto:talent@acme.example',
    );
    // What the API should never send stays out all the same.
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => `${c.path}?${c.query.toString()}`)).toEqual(['/cms/pages/terms?locale=en']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says so, and marks the language, when the page falls back to another language', async () => {
    const api = pagesApi({ imprint: { uk: impressum } });
    await renderWithPortal(<ContentPage slug="imprint" />, { api, locale: 'uk' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(heading).toHaveAttribute('lang', 'de');
    // Ukrainian shows the English catalog (spec §9), which names the language.
    expect(
      screen.getByText('This page is not available in your language yet. It is shown in German.'),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('Acme Staffing GmbH, Berlin').parentElement).toHaveAttribute('lang', 'de');
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks the reader’s language around the text: dates and notes in German', async () => {
    const german = { ...impressum, title: 'Nutzungsbedingungen', slug: 'terms' };
    await renderWithPortal(<ContentPage slug="terms" />, { api: pagesApi({ terms: { de: german } }), locale: 'de' });
    expect(await screen.findByText(/Version 2026-01/)).toHaveTextContent(
      'Version 2026-01, zuletzt aktualisiert am 1. Januar 2026',
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });
});

describe('the content routes', () => {
  function renderRoute(url: string, api: ReturnType<typeof pagesApi>) {
    return renderWithPortal(null, {
      api,
      url,
      notFound: () => <p>404 This page could not be found</p>,
      routes: (root) => {
        const termsRoute = createRoute({
          getParentRoute: () => root,
          path: '/terms',
          loader: ({ context, location }) =>
            loadContentPage(context.runtime, { slug: 'terms', pathname: location.pathname }),
          component: () => <ContentPage slug="terms" />,
        });
        const pagesRoute = createRoute({
          getParentRoute: () => root,
          path: '/pages/$slug',
          loader: ({ context, params, location }) =>
            loadContentPage(context.runtime, { slug: params.slug, pathname: location.pathname }),
          component: function PageRoute() {
            // Router types are not registered in feature packages, so the params are untyped here.
            const params: unknown = pagesRoute.useParams();
            return <ContentPage slug={(params as { slug: string }).slug} />;
          },
        });
        return [termsRoute, pagesRoute];
      },
    });
  }

  it('loads the page before it renders', async () => {
    const api = pagesApi({ terms: { en: terms } });
    await renderRoute('/terms', api);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
  });

  it('is a 404 for a page the tenant does not have', async () => {
    const api = pagesApi({ terms: { en: terms } });
    await renderRoute('/pages/cookies', api);
    expect(await screen.findByText('404 This page could not be found')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/cms/pages/cookies']);
  });

  it('is a 404 for a slug that cannot name a page, without asking the API', async () => {
    const api = pagesApi({});
    await renderRoute('/pages/Hilfe_FAQ', api);
    expect(await screen.findByText('404 This page could not be found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends /pages/terms to /terms, the page’s one URL', async () => {
    const api = pagesApi({ terms: { en: terms } });
    const { router } = await renderRoute('/pages/terms', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('shows the route’s error for a failure other than a 404', async () => {
    const api = fakeApi({ 'GET /cms/pages/:slug': () => problem(500, ['error.generic']) });
    await expect(renderRoute('/pages/help', api)).resolves.toBeDefined();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('404 This page could not be found')).not.toBeInTheDocument();
  });
});
