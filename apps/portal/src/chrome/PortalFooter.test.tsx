// The footer: public link blocks for visitors (pools, categories, cities, pools in cities) in
// columns of 3 with the public links, CMS links, the language chooser and the copyright.
import type { Pool } from '@talent/api-client';
import { problem, testTenant, testTokens, testUser } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import { testBootstrap } from '../test/fixtures.ts';
import { fakeShellApi } from '../test/shellApi.ts';

const pool = (id: number, name: string, poolCities: string[], categoryId: number | null = 1): Pool => ({
  id,
  name,
  jobsCount: 3,
  categoryId,
  descriptionKey: null,
  poolNameVerbiage: null,
  poolCities,
});

function catalog(extra: Parameters<typeof fakeShellApi>[0] = {}): FakeApi {
  return fakeShellApi({
    'GET /pool/categories': () => ({
      categoryResults: {
        results: [
          {
            category: { id: 1, slug: 'software', default_image: null, translations: [] },
            pools: [
              pool(7, 'Java Developers', ['Berlin', 'Hamburg', 'Köln', 'München']),
              pool(3, 'Data Engineers', ['Berlin']),
            ],
          },
        ],
      },
      orphanPools: { results: [pool(9, 'Welders', [], null)] },
    }),
    'GET /cms/categories': (request) => ({
      results: [
        {
          id: 1,
          slug: 'software',
          default_image: null,
          translations: [
            request.query.get('locale') === 'de'
              ? { language_code: 'de', name: 'Softwareentwicklung', image: null, description: null }
              : { language_code: 'en', name: 'Software development', image: null, description: null },
          ],
        },
      ],
    }),
    'GET /project/siteLocations': () => ({
      results: [
        { country: 'DE', city: 'München' },
        { country: 'DE', city: 'Berlin' },
        { country: 'AT', city: 'Wien' },
        { country: 'DE', city: 'Aachen' },
      ],
    }),
    'GET /cms/links': () => ({
      results: [
        {
          id: 1,
          link_url: '/terms',
          link_label: 'Terms of use',
          link_follow: true,
          show_footer_left: true,
          show_footer_right: false,
          link_language: 'en',
          link_target: null,
          link_on_tux: true,
        },
        {
          id: 3,
          link_url: 'https://acme.example/imprint',
          link_label: 'Imprint',
          link_follow: false,
          show_footer_left: false,
          show_footer_right: true,
          link_language: 'en',
          link_target: '_blank',
          link_on_tux: true,
        },
      ],
    }),
    ...extra,
  });
}

function block(name: string) {
  return screen.getByRole('navigation', { name });
}

function links(nav: HTMLElement): [string, string | null][] {
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent ?? '', a.getAttribute('href')]);
}

describe('footer link blocks', () => {
  it('shows visitors pools, categories, cities and pools in cities with public links, in columns of 3', async () => {
    await renderPortal({ path: '/projects', api: catalog() });
    await screen.findByRole('navigation', { name: 'Talent pools in cities' });

    expect(links(block('Talent pools'))).toEqual([
      ['Data Engineers', '/projects/pool/data-engineers/3'],
      ['Java Developers', '/projects/pool/java-developers/7'],
      ['Welders', '/projects/pool/welders/9'],
    ]);
    expect(links(block('Categories'))).toEqual([
      ['Software development', '/projects/categories/software-development/1'],
    ]);
    expect(links(block('Cities'))).toEqual([
      ['Aachen', '/projects/in/aachen'],
      ['Berlin', '/projects/in/berlin'],
      ['München', '/projects/in/munchen'],
      ['Wien', '/projects/in/wien'],
    ]);
    // A pool's three main cities (the API lists them most projects first).
    expect(links(block('Talent pools in cities'))).toEqual([
      ['Data Engineers in Berlin', '/projects/pool/data-engineers/3/berlin'],
      ['Java Developers in Berlin', '/projects/pool/java-developers/7/berlin'],
      ['Java Developers in Hamburg', '/projects/pool/java-developers/7/hamburg'],
      ['Java Developers in Köln', '/projects/pool/java-developers/7/koln'],
    ]);
    const columns = within(block('Cities')).getAllByRole('list');
    expect(columns.map((list) => within(list).getAllByRole('listitem').length)).toEqual([3, 1]);
  });

  it('caps a long block at three columns of 3 with the rest behind "More"', async () => {
    const cities = ['Aachen', 'Berlin', 'Dresden', 'Essen', 'Hamburg', 'Köln', 'Leipzig', 'München', 'Wien'];
    const api = catalog({
      'GET /pool/categories': () => ({
        categoryResults: { results: [] },
        orphanPools: {
          results: [
            pool(7, 'Java Developers', cities.slice(0, 3)),
            pool(8, 'Welders', cities.slice(0, 3)),
            pool(9, 'Testers', cities.slice(0, 3)),
            pool(10, 'Drivers', cities.slice(0, 3)),
          ],
        },
      }),
    });
    const { user } = await renderPortal({ path: '/projects', api });
    const nav = await screen.findByRole('navigation', { name: 'Talent pools in cities' });
    const more = within(nav).getByText('More');
    const details = more.closest('details') as HTMLElement;
    const shown = within(nav)
      .getAllByRole('link')
      .filter((a) => !details.contains(a));
    expect(shown).toHaveLength(9);
    expect(shown[0]).toHaveTextContent('Drivers in Aachen');
    await user.click(more);
    expect(
      within(details)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Welders in Aachen', 'Welders in Berlin', 'Welders in Dresden']);
  });

  it('shows the category names in the current language', async () => {
    const { user } = await renderPortal({ path: '/projects', api: catalog() });
    await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Softwareentwicklung' })).toHaveAttribute(
      'href',
      '/projects/categories/softwareentwicklung/1',
    );
  });

  it('keeps the other blocks when one call fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPortal({
      path: '/projects',
      api: catalog({ 'GET /pool/categories': () => problem(500, ['error.generic']) }),
    });
    await screen.findByRole('navigation', { name: 'Cities' });
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Talent pools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Talent pools in cities' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('pools'), expect.anything()));
  });

  it('shows no blocks, and loads none, for a logged-in user', async () => {
    const api = catalog({ 'GET /freelancer': () => testUser() });
    // A page that loads none of these itself (the search page loads the cities for its filter).
    await renderPortal({ path: '/app/profile', api, tokens: testTokens() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Talent pools' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /pool/categories')).toHaveLength(0);
    expect(api.callsTo('GET /project/siteLocations')).toHaveLength(0);
  });

  it('shows no blocks, and loads none, where the tenant hides them', async () => {
    const api = catalog();
    await renderPortal({ path: '/projects', api, bootstrap: testBootstrap({ hidePublicLinkBlocks: true }) });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: 'Terms of use' });
    expect(screen.queryByRole('navigation', { name: 'Talent pools' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /pool/categories')).toHaveLength(0);
  });
});

describe('footer', () => {
  it('has the CMS links, the language chooser and the copyright', async () => {
    await renderPortal({ path: '/projects', api: catalog() });
    const cms = await screen.findByRole('navigation', { name: 'Legal and help' });
    expect(await within(cms).findByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    const imprint = within(cms).getByRole('link', { name: /^Imprint/ });
    expect(imprint).toHaveAttribute('href', 'https://acme.example/imprint');
    expect(imprint).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Acme Staffing GmbH. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('leads to the tenant’s content pages: a CMS link opens its page in the app, with the footer', async () => {
    const api = catalog({
      'GET /cms/links': () => ({
        results: [
          {
            id: 4,
            link_url: '/pages/help',
            link_label: 'Help & FAQ',
            link_follow: true,
            show_footer_left: false,
            show_footer_right: true,
            link_language: 'en',
            link_target: null,
            link_on_tux: true,
          },
        ],
      }),
      'GET /cms/pages/:slug': ({ params, query }) =>
        params['slug'] === 'help' && query.get('locale') === 'en'
          ? {
              slug: 'help',
              title: 'Help & FAQ',
              version: '2026-01',
              language: 'en',
              publishedAt: '2026-01-01T00:00:00.000Z',
              html: '<h2>How do I apply?</h2><p>Open the project.</p>',
            }
          : problem(404, ['error.notFound']),
    });
    const { user, router } = await renderPortal({ path: '/projects', api });
    const cms = await screen.findByRole('navigation', { name: 'Legal and help' });
    await user.click(await within(cms).findByRole('link', { name: 'Help & FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How do I apply?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/help');
    expect(screen.getByRole('navigation', { name: 'Legal and help' })).toBeInTheDocument();
    expect(screen.queryByText(/Coming soon/i)).not.toBeInTheDocument();
  });

  it('gives a legal entity whose name ends in "." one full stop in the copyright', async () => {
    const tenant = testTenant();
    const legalEntity = { ...tenant.context.legalEntity, name: 'Initech Europe Sp. z o.o.' };
    const initech = { ...tenant, context: { ...tenant.context, legalEntity } };
    await renderPortal({ path: '/projects', bootstrap: testBootstrap({ tenant: initech }) });
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Initech Europe Sp. z o.o. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('has no language chooser for a tenant with one language', async () => {
    const tenant = testTenant();
    const single = { ...tenant, context: { ...tenant.context, languages: [{ iso: 'en', name: 'English' }] } };
    await renderPortal({ path: '/projects', bootstrap: testBootstrap({ tenant: single }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('radiogroup', { name: 'Language' })).not.toBeInTheDocument();
  });
});
