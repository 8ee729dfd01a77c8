// The search page through its UI, with the API faked at the fetch level: the URL is the state
// (typing, filters, pages), facets, pagination, result links, empty and error states.
import type { Job, Schema } from '@talent/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, job } from '../../test/fakeBackend.ts';
import type { FakeCatalog } from '../../test/fakeBackend.ts';
import { axeViolations, fakeApi, json } from '@talent/test-utils';
import { currentSearch, renderPortal } from '../../test/harness.tsx';

const JAVA = { id: 1, name: 'Java Developers', categoryId: 10 };
const DATA = { id: 2, name: 'Data Engineers', categoryId: 10 };
const WRITERS = { id: 3, name: 'Technical Writers', categoryId: null };

function catalog(): FakeCatalog {
  const projects: Job[] = [];
  // 45 Java jobs: 30 hybrid in Berlin, 15 remote in München (three pages of 20).
  for (let i = 1; i <= 45; i += 1) {
    projects.push(
      job(i, {
        title: `Java Developer ${i}`,
        affectedPools: { results: [{ id: 1, name: JAVA.name }] },
        ...(i > 30 && { workPreference: 'REMOTE', remote: true, siteCity: 'München' }),
      }),
    );
  }
  projects.push(job(100, { title: 'Data Engineer', affectedPools: { results: [{ id: 2, name: DATA.name }] } }));
  projects.push(
    job(101, {
      title: 'Closed Data Engineer',
      status: 'CLOSED',
      affectedPools: { results: [{ id: 2, name: DATA.name }] },
    }),
  );
  return {
    projects,
    pools: [JAVA, DATA, WRITERS],
    categories: [{ id: 10, slug: 'software-development', name: 'Software development' }],
  };
}

const searches = (backend: ReturnType<typeof fakeBackend>) =>
  backend.calls.filter((c) => c.path.endsWith('/project/query')).map((c) => c.body as Record<string, unknown>);

describe('SearchPage', () => {
  it('shows the first page of results with the count announced, and is accessible', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find projects' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('47 projects found');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(searches(backend)[0]).toEqual({ offset: 0, size: 20, filters: { openOnly: false } });
    expect(await axeViolations()).toEqual([]);
  });

  it('typing searches after a pause and replaces the history entry; the URL keeps the text', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router, history } = await renderPortal('/projects', { fetch: backend.fetch });
    const box = await screen.findByRole('searchbox', { name: 'Search projects' });
    await user.type(box, 'data');
    await waitFor(() => expect(currentSearch(router).get('any')).toBe('data'));
    expect(history.length).toBe(1);
    await waitFor(() => expect(screen.getByText('2 projects found')).toBeInTheDocument());
    expect(searches(backend).at(-1)).toMatchObject({ query: 'data', offset: 0 });
    // Typing on keeps the space while the next word comes.
    await user.type(box, ' ');
    expect(box).toHaveValue('data ');
  });

  it('Enter searches at once and adds a history entry', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router, history } = await renderPortal('/projects', { fetch: backend.fetch });
    await user.type(await screen.findByRole('searchbox', { name: 'Search projects' }), 'java{Enter}');
    expect(currentSearch(router).get('any')).toBe('java');
    expect(history.length).toBe(2);
  });

  it('an emptied text box removes `any` from the URL', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?any=data', { fetch: backend.fetch });
    const box = await screen.findByRole('searchbox', { name: 'Search projects' });
    expect(box).toHaveValue('data');
    await user.clear(box);
    await waitFor(() => expect(currentSearch(router).has('any')).toBe(false));
    await waitFor(() => expect(screen.getByText('47 projects found')).toBeInTheDocument());
  });

  it('a filter change goes back to page 1 and pushes a history entry', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router, history } = await renderPortal('/projects?any=java&page=2', { fetch: backend.fetch });
    await screen.findByText('45 projects found');
    expect(searches(backend)[0]).toMatchObject({ query: 'java', offset: 20 });
    await user.click(screen.getByRole('checkbox', { name: 'Remote (15)' }));
    await waitFor(() => expect(currentSearch(router).toString()).toBe('any=java&workPrefs=rm'));
    expect(history.length).toBe(2);
    await waitFor(() => expect(screen.getByText('15 projects found')).toBeInTheDocument());
    expect(searches(backend).at(-1)).toMatchObject({ offset: 0, filters: { workPrefs: ['rm'], openOnly: false } });
    // Back restores the previous search.
    history.back();
    await waitFor(() => expect(currentSearch(router).toString()).toBe('any=java&page=2'));
    await waitFor(() => expect(screen.getByText('45 projects found')).toBeInTheDocument());
  });

  it('writes the canonical URL: unknown keys and malformed values are dropped', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?pools=2,x,1&utm=a&page=0&openOnly=yes', { fetch: backend.fetch });
    await screen.findByText('47 projects found');
    expect(searches(backend)[0]).toMatchObject({ offset: 0, filters: { pools: [1, 2], openOnly: false } });
    await user.click(screen.getByRole('checkbox', { name: 'Only open projects' }));
    await waitFor(() => expect(currentSearch(router).toString()).toBe('pools=1%2C2&openOnly=true'));
  });

  it('lists pools with their facet counts, and a chosen pool without matches by its name', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?pools=3', { fetch: backend.fetch });
    await screen.findByText('No projects found');
    const pools = screen.getByRole('group', { name: 'Pools' });
    expect(within(pools).getByRole('checkbox', { name: 'Java Developers (45)' })).not.toBeChecked();
    expect(within(pools).getByRole('checkbox', { name: 'Data Engineers (2)' })).not.toBeChecked();
    const writers = await within(pools).findByRole('checkbox', { name: 'Technical Writers (0)' });
    expect(writers).toBeChecked();
    await user.click(within(pools).getByRole('checkbox', { name: 'Data Engineers (2)' }));
    await waitFor(() => expect(currentSearch(router).get('pools')).toBe('2,3'));
    await waitFor(() => expect(screen.getByText('2 projects found')).toBeInTheDocument());
    await user.click(within(pools).getByRole('checkbox', { name: 'Technical Writers (0)' }));
    await waitFor(() => expect(currentSearch(router).get('pools')).toBe('2'));
  });

  it('filters by location, by hours and duration ranges, and rejects a range that is not a number', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects', { fetch: backend.fetch });
    await screen.findByText('47 projects found');
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'münch');
    await user.click(screen.getByRole('option', { name: 'München, Germany' }));
    await waitFor(() => expect(currentSearch(router).get('location')).toBe('München'));
    await waitFor(() => expect(screen.getByText('15 projects found')).toBeInTheDocument());
    expect(searches(backend).at(-1)).toMatchObject({ filters: { location: { city: 'München' } } });

    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    await waitFor(() => expect(currentSearch(router).has('location')).toBe(false));
    await user.type(location, 'germ');
    await user.click(screen.getByRole('option', { name: 'Germany (all cities)' }));
    await waitFor(() => expect(currentSearch(router).get('location')).toBe('DE'));
    expect(searches(backend).at(-1)).toMatchObject({ filters: { location: { country: 'DE' } } });

    const hours = screen.getByRole('group', { name: 'Hours per week' });
    const from = within(hours).getByRole('textbox', { name: 'From' });
    await user.type(from, 'lots{Enter}');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Enter a number from 0 to 168.'));
    expect(currentSearch(router).has('hoursPerWeek')).toBe(false);
    expect(from).toHaveValue('lots');
    await user.clear(from);
    await user.type(from, '20{Enter}');
    await waitFor(() => expect(currentSearch(router).get('hoursPerWeek')).toBe('20-'));
    expect(searches(backend).at(-1)).toMatchObject({ filters: { hoursPerWeek: { min: 20 } } });

    const duration = screen.getByRole('group', { name: 'Duration in months' });
    await user.type(within(duration).getByRole('textbox', { name: 'To' }), '7,5');
    await user.tab();
    await waitFor(() => expect(currentSearch(router).get('duration')).toBe('-7.5'));
    expect(searches(backend).at(-1)).toMatchObject({ filters: { duration: { max: 7.5 } } });
  });

  it('pages through the results: page count from the total, the request offset, focus on the results', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?any=java', { fetch: backend.fetch });
    await screen.findByText('45 projects found');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentSearch(router).toString()).toBe('any=java&page=3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(searches(backend).at(-1)).toMatchObject({ query: 'java', offset: 40, size: 20 });
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(currentSearch(router).get('page')).toBe('2'));
  });

  it('a page past the end offers the last page', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?any=java&page=9', { fetch: backend.fetch });
    await screen.findByRole('heading', { name: 'There are no projects on this page' });
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(currentSearch(router).get('page')).toBe('3'));
  });

  it('links results to the public page for visitors and to the in-app page for talent', async () => {
    const visitor = await renderPortal('/projects?any=data', { fetch: fakeBackend(catalog()).fetch });
    const link = await screen.findByRole('link', { name: 'Data Engineer' });
    expect(link).toHaveAttribute('href', '/projects/data-engineer/100');
    visitor.unmount();

    const backend = fakeBackend(catalog());
    await renderPortal('/app/project?any=data', { fetch: backend.fetch, loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/app/project/100');
    expect(backend.calls.find((c) => c.path === '/search/project/query')?.authorized).toBe(true);
    expect(backend.calls.some((c) => c.path === '/publicsearch/project/query')).toBe(false);
  });

  it('shows each result with its status, rate, city, work preference and start', async () => {
    await renderPortal('/projects?any=closed', { fetch: fakeBackend(catalog()).fetch });
    const card = await screen.findByRole('article', { name: 'Closed Data Engineer' });
    expect(within(card).getByText('Closed')).toBeInTheDocument();
    expect(within(card).getByText('€80 – €95')).toBeInTheDocument();
    expect(within(card).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid')).toBeInTheDocument();
    expect(within(card).getByText('Jan 4, 2027')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters from there', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects?any=data&workPrefs=rm', { fetch: backend.fetch });
    await screen.findByRole('heading', { name: 'No projects match your search' });
    expect(screen.getByText('No projects found')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentSearch(router).toString()).toBe('any=data'));
    await waitFor(() => expect(screen.getByText('2 projects found')).toBeInTheDocument());
  });

  it('shows an error with a retry when the search fails', async () => {
    const data = catalog();
    data.searchStatus = 500;
    const backend = fakeBackend(data);
    const user = userEvent.setup();
    await renderPortal('/projects', { fetch: backend.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('The projects could not be loaded.');
    delete data.searchStatus;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('47 projects found')).toBeInTheDocument());
  });

  // Which layout shows is the style sheet's (media queries, which jsdom does not evaluate): the
  // e2e journey on a phone checks it in a browser. Here: the button and what it controls.
  it('has a filters button for small screens that names the applied filters and opens them', async () => {
    const user = userEvent.setup();
    await renderPortal('/projects?workPrefs=rm&openOnly=true', { fetch: fakeBackend(catalog()).fetch });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(panel).toContainElement(screen.getByRole('group', { name: 'Work preference' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('shows the location found from the connection as the applied one until the visitor picks one', async () => {
    const backend = fakeBackend({ ...catalog(), detectedLocation: { city: 'München', country: 'DE' } });
    const user = userEvent.setup();
    const { router } = await renderPortal('/projects', { fetch: backend.fetch });
    expect(
      await screen.findByText(
        'Showing projects near München, Germany, found from your internet connection. Choose a location to search somewhere else.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('15 projects found')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'germ');
    await user.click(screen.getByRole('option', { name: 'Germany (all cities)' }));
    await waitFor(() => expect(currentSearch(router).get('location')).toBe('DE'));
    await waitFor(() => expect(screen.getByText('47 projects found')).toBeInTheDocument());
    expect(screen.queryByText(/found from your internet connection/)).toBeNull();
  });
});

/** The search backend, with POST /jobAlerts answered by `fakeApi` as the contract describes it. */
function withJobAlerts(backend: ReturnType<typeof fakeBackend>) {
  const alerts = fakeApi({
    'POST /jobAlerts': (request) => {
      const input = request.body as Schema<'JobAlertInput'>;
      const alert: Schema<'JobAlert'> = {
        id: 5,
        active: true,
        createdAt: '2026-11-24T10:00:00Z',
        lastSentAt: null,
        ...input,
      };
      return json(alert, 201);
    },
  });
  const fetch = (request: Request) =>
    new URL(request.url).pathname.endsWith('/jobAlerts') ? alerts.fetch(request) : backend.fetch(request);
  return { fetch, alerts };
}

describe('SearchPage: notify me about new projects like these', () => {
  it('sends a visitor to log in, with the way back to the same search in the app and the dialog open', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects?any=java&location=Berlin&page=2', { fetch: backend.fetch });
    await screen.findByText('30 projects found');
    const link = screen.getByRole('link', { name: 'Notify me about new projects like these' });
    expect(link).toHaveAccessibleDescription('Log in or sign up to get new projects like these by email.');
    // The portal's links navigate in the app (apps/portal linkInterception); here the target is checked.
    const target = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
    expect(target.pathname).toBe('/app/login');
    expect(target.searchParams.get('redirect')).toBe('/app/project?any=java&location=Berlin&jobAlert=new');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('on a listing page the way back carries the listing’s city as a filter', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/in/munchen?workPrefs=rm', { fetch: backend.fetch });
    await screen.findByText('15 projects found');
    const href =
      screen.getByRole('link', { name: 'Notify me about new projects like these' }).getAttribute('href') ?? '';
    expect(new URL(href, 'http://portal.test').searchParams.get('redirect')).toBe(
      '/app/project?location=M%C3%BCnchen&workPrefs=rm&jobAlert=new',
    );
  });

  it('back from login, the dialog is open with the search named; saving sends the search the page sends', async () => {
    const backend = fakeBackend(catalog());
    const { fetch, alerts } = withJobAlerts(backend);
    const user = userEvent.setup();
    const { router, history, toasts } = await renderPortal(
      '/app/project?any=java&location=Berlin&openOnly=true&jobAlert=new',
      { fetch, loggedIn: true },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get new projects like these by email' });
    expect(within(dialog).getByRole('textbox', { name: /Name of the alert/ })).toHaveValue('java in Berlin');
    // The request leaves the URL (replacing the entry), so a reload or Back does not open it again.
    await waitFor(() => expect(currentSearch(router).toString()).toBe('any=java&location=Berlin&openOnly=true'));
    expect(history.length).toBe(1);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { query, filters } = searches(backend).at(-1) as { query: string; filters: Record<string, unknown> };
    expect(alerts.callsTo('POST /jobAlerts').map((c) => c.body)).toEqual([
      { query, filters, name: 'java in Berlin', frequency: 'DAILY' },
    ]);
    expect(filters).toEqual({ location: { city: 'Berlin' }, openOnly: true });
    expect(toasts.map((t) => t.message)).toEqual([
      'Alert “java in Berlin” saved. We will email you new projects like these every day.',
    ]);
    // Focus was put on the action before the dialog opened, so it comes back there.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notify me about new projects like these' })).toHaveFocus(),
    );
  });

  it('logged in, the action opens the dialog; Cancel saves nothing', async () => {
    const backend = fakeBackend(catalog());
    const { fetch, alerts } = withJobAlerts(backend);
    const user = userEvent.setup();
    await renderPortal('/app/project?workPrefs=rm', { fetch, loggedIn: true });
    await screen.findByText('15 projects found');
    expect(screen.queryByRole('dialog')).toBeNull();
    const action = screen.getByRole('button', { name: 'Notify me about new projects like these' });
    await user.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Get new projects like these by email' });
    expect(within(dialog).getByRole('textbox', { name: /Name of the alert/ })).toHaveValue('New projects');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(action).toHaveFocus());
    expect(alerts.calls).toEqual([]);
  });
});
