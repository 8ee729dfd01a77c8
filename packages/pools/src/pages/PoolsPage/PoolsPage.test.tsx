import { renderWithPortal } from '@talent/test-utils';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { category, fakePoolsApi, membership, pool } from '../../test/fakeApi.ts';
import type { FakePoolsState } from '../../test/fakeApi.ts';
import { PoolsPage } from './PoolsPage.tsx';

const software = category(1, 'Software development', 'Softwareentwicklung');
const engineering = category(2, 'Engineering', 'Ingenieurwesen');
const projectManagement = category(3, 'Project management', 'Projektmanagement');

const java = pool(7, 'Java Developers', 1, { jobsCount: 12, poolCities: ['Berlin', 'Hamburg', 'Munich', 'Cologne'] });
const react = pool(8, 'React Developers', 1, { jobsCount: 1, poolCities: ['Berlin'] });
const civil = pool(9, 'Civil Engineers', 2);
const translators = pool(10, 'Translators', null);
// Category 99 is not (or no longer) in the CMS: an orphan.
const drivers = pool(11, 'Drivers', 99);

function state(overrides: Partial<FakePoolsState> = {}): FakePoolsState {
  return {
    pools: [java, react, civil, translators, drivers],
    categories: [software, engineering, projectManagement],
    memberships: [membership(1, java, 'ACCEPTED'), membership(2, civil, 'APPLIED')],
    ...overrides,
  };
}

function group(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('PoolsPage', () => {
  it('groups pools under the CMS categories in CMS order, then the orphans as "Other pools"', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Talent pools' })).toBeInTheDocument();
    const groups = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    // Project management has no pools, so it is left out.
    expect(groups).toEqual(['Software development', 'Engineering', 'Other pools']);
    expect(cardTitles(group('Software development'))).toEqual(['Java Developers', 'React Developers']);
    expect(cardTitles(group('Engineering'))).toEqual(['Civil Engineers']);
    // No category, or a category the CMS does not list: both orphans.
    expect(cardTitles(group('Other pools'))).toEqual(['Drivers', 'Translators']);
    expect(document.title).toBe('Talent pools · Acme Talent');
  });

  it('asks for every pool with the spec request (id desc, offset 0, size 500) and the categories in the locale', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true, locale: 'de' });
    await screen.findByRole('heading', { level: 2, name: 'Softwareentwicklung' });
    expect(fake.calls).toContainEqual({ method: 'GET', path: '/cms/categories?locale=de' });
    expect(fake.calls).toContainEqual({
      method: 'POST',
      path: '/search/pool/query',
      body: { sort: { field: 'id', direction: 'desc' }, offset: 0, query: '', size: 500, filters: {} },
    });
  });

  it('names the categories in the current locale', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true, locale: 'de' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Softwareentwicklung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ingenieurwesen' })).toBeInTheDocument();
  });

  it('falls back to English for a locale the CMS has no translation in (Ukrainian)', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true, locale: 'uk' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Software development' })).toBeInTheDocument();
  });

  it('shows each card with its link, membership state and facts', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });

    const javaLink = await screen.findByRole('link', { name: 'Java Developers' });
    expect(javaLink).toHaveAttribute('href', '/app/pool/7');
    const javaCard = javaLink.closest('section')!;
    expect(await within(javaCard).findByText('Member')).toBeInTheDocument();
    expect(within(javaCard).getByText('12 open projects')).toBeInTheDocument();
    expect(within(javaCard).getByText('In Berlin, Hamburg, Munich, and 1 more city')).toBeInTheDocument();

    const civilCard = screen.getByRole('link', { name: 'Civil Engineers' }).closest('section')!;
    expect(within(civilCard).getByText('Application pending')).toBeInTheDocument();
    expect(within(civilCard).getByText('No open projects')).toBeInTheDocument();

    const reactCard = screen.getByRole('link', { name: 'React Developers' }).closest('section')!;
    expect(within(reactCard).getByText('Not a member')).toBeInTheDocument();
    expect(within(reactCard).getByText('1 open project')).toBeInTheDocument();
  });

  it('shows an excerpt of the description when the catalogs have the pool description', async () => {
    const long = `${'Backend work on large Java systems with Spring and Kafka, '.repeat(4)}and more.`;
    const fake = fakePoolsApi(state({ pools: [{ ...java, descriptionKey: 'pool.javaDevelopers.description' }] }));
    await renderWithPortal(<PoolsPage />, {
      api: fake,
      loggedIn: true,
      messages: { 'pool.javaDevelopers.description': long },
    });

    const card = (await screen.findByRole('link', { name: 'Java Developers' })).closest('section')!;
    const text = within(card).getByText(/^Backend work on large Java systems/).textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('never shows a description id as text when no catalog has it', async () => {
    const fake = fakePoolsApi(state({ pools: [{ ...java, descriptionKey: 'pool.javaDevelopers.description' }] }));
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });
    await screen.findByRole('link', { name: 'Java Developers' });
    expect(screen.queryByText('pool.javaDevelopers.description')).not.toBeInTheDocument();
  });

  it('lists every pool without groups when the CMS fails (logged)', async () => {
    const fake = fakePoolsApi(state({ categories: null }));
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });

    expect(await screen.findByRole('link', { name: 'Java Developers' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Civil Engineers',
      'Drivers',
      'Java Developers',
      'React Developers',
      'Translators',
    ]);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CMS categories'), expect.stringContaining('500'));
  });

  it('shows a friendly empty state when the pool search fails (logged, the list stays empty)', async () => {
    const fake = fakePoolsApi(state({ pools: null }));
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'No pools to show right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search projects' })).toHaveAttribute('href', '/app/project');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pool search'), expect.stringContaining('500'));
  });

  it('shows the same empty state when the tenant has no pools', async () => {
    const fake = fakePoolsApi(state({ pools: [] }));
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'No pools to show right now' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the cards without states when the memberships cannot be read', async () => {
    const fake = fakePoolsApi(state({ memberships: null }));
    await renderWithPortal(<PoolsPage />, { api: fake, loggedIn: true });

    const card = (await screen.findByRole('link', { name: 'Java Developers' })).closest('section')!;
    await vi.waitFor(() => expect(fake.calls).toContainEqual({ method: 'GET', path: '/pool/membership' }));
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('memberships'), expect.anything()),
    );
    expect(within(card).queryByText('Member')).not.toBeInTheDocument();
    expect(screen.queryByText('Not a member')).not.toBeInTheDocument();
  });
});
