// The listing pages: the search with the city, category or pool of the path applied, a heading
// naming it, breadcrumbs, and 404 for names the catalog does not have.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, job } from '../../test/fakeBackend.ts';
import type { FakeCatalog } from '../../test/fakeBackend.ts';
import { currentSearch, renderPortal } from '../../test/harness.tsx';

const JAVA = { id: 1, name: 'Java Developers', categoryId: 10 };
const DATA = { id: 2, name: 'Data Engineers', categoryId: 10 };
const WRITERS = { id: 3, name: 'Technical Writers', categoryId: null };

function catalog(): FakeCatalog {
  const pool = (p: { id: number; name: string }) => ({ affectedPools: { results: [{ id: p.id, name: p.name }] } });
  return {
    pools: [JAVA, DATA, WRITERS],
    categories: [
      { id: 10, slug: 'software-development', name: 'Software development' },
      { id: 11, slug: 'engineering', name: 'Engineering' },
    ],
    projects: [
      job(1, { title: 'Java Developer Berlin', ...pool(JAVA) }),
      job(2, { title: 'Java Developer München', siteCity: 'München', ...pool(JAVA) }),
      job(3, { title: 'Data Engineer München', siteCity: 'München', ...pool(DATA) }),
      job(4, { title: 'Technical Writer Wien', siteCity: 'Wien', siteCountry: 'AT', ...pool(WRITERS) }),
    ],
  };
}

const lastSearch = (backend: ReturnType<typeof fakeBackend>) =>
  backend.calls.filter((c) => c.path.endsWith('/project/query')).at(-1)?.body;

describe('listing pages', () => {
  it('a city page applies the city of the slug and names it', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/in/munchen', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects in München' })).toBeInTheDocument();
    await screen.findByText('2 projects found');
    expect(lastSearch(backend)).toMatchObject({ filters: { location: { city: 'München' } } });
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(trail).getByText('München')).toHaveAttribute('aria-current', 'page');
  });

  it('a city page keeps the visitor’s other filters in the URL', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects/in/munchen', { fetch: backend.fetch });
    await screen.findByText('2 projects found');
    await user.click(screen.getByRole('checkbox', { name: 'Data Engineers (1)' }));
    await waitFor(() => expect(currentSearch(router).get('pools')).toBe('2'));
    expect(router.state.location.pathname).toBe('/projects/in/munchen');
    await waitFor(() => expect(screen.getByText('1 project found')).toBeInTheDocument());
    expect(lastSearch(backend)).toMatchObject({ filters: { pools: [2], location: { city: 'München' } } });
  });

  it('without a city, the city page is the whole search', async () => {
    await renderPortal('/projects/in', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find projects' })).toBeInTheDocument();
    expect(await screen.findByText('4 projects found')).toBeInTheDocument();
  });

  it('a city without projects is 404', async () => {
    await renderPortal('/projects/in/atlantis', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('a category page searches the category’s pools and offers only those', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/categories/software-development/10', { fetch: backend.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects in Software development' }),
    ).toBeInTheDocument();
    await screen.findByText('3 projects found');
    expect(lastSearch(backend)).toMatchObject({ filters: { pools: [1, 2] } });
    const pools = screen.getByRole('group', { name: 'Pools' });
    expect(
      within(pools)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Java Developers (2)', 'Data Engineers (1)']);
  });

  it('a category without pools says it has no projects, without searching everything', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/categories/engineering/11', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects in Engineering' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This category has no projects yet' })).toBeInTheDocument();
    expect(backend.calls.some((c) => c.path.endsWith('/project/query'))).toBe(false);
    // Nothing to save as a job alert either: without pools it would mean every project.
    expect(screen.queryByRole('link', { name: 'Notify me about new projects like these' })).toBeNull();
  });

  it('an unknown category is 404', async () => {
    await renderPortal('/projects/categories/nothing/99', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('a pool page searches the pool and names it', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/pool/java-developers/1', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects for Java Developers' })).toBeInTheDocument();
    await screen.findByText('2 projects found');
    expect(lastSearch(backend)).toMatchObject({ filters: { pools: [1] } });
    expect(screen.queryByRole('group', { name: 'Pools' })).toBeNull();
  });

  it('a pool page in a city searches both and links back to the pool', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/pool/java-developers/1/munchen', { fetch: backend.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects for Java Developers in München' }),
    ).toBeInTheDocument();
    await screen.findByText('1 project found');
    expect(lastSearch(backend)).toMatchObject({ filters: { pools: [1], location: { city: 'München' } } });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Java Developers' })).toHaveAttribute(
      'href',
      '/projects/pool/java-developers/1',
    );
  });

  it.each([
    ['an unknown pool', '/projects/pool/nothing/99'],
    ['a malformed pool id', '/projects/pool/java/abc'],
    ['a pool in an unknown city', '/projects/pool/java-developers/1/atlantis'],
  ])('%s is 404', async (_case, url) => {
    await renderPortal(url, { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
