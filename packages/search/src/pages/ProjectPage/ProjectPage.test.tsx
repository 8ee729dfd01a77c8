// The project page through its UI, with the API faked at the fetch level: facts, description,
// applying, "Not interested", similar projects, page views, redirects and 404s.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBackend, job } from '../../test/fakeBackend.ts';
import type { FakeCatalog } from '../../test/fakeBackend.ts';
import { axeViolations } from '@talent/test-utils';
import { renderPortal } from '../../test/harness.tsx';

const POOL = { id: 7, name: 'Java Developers', categoryId: null };

function catalog(): FakeCatalog {
  const pools = { results: [{ id: 7, name: POOL.name }] };
  return {
    pools: [POOL],
    projects: [
      job(1042, {
        vmsId: 'ACME-2026-0311',
        title: 'Senior Java Developer',
        descriptionHtml:
          '<p>Build <strong>payment</strong> services.</p><h2>Stack</h2><ul><li>Java</li><li>Kafka</li></ul>' +
          '<p><a href="javascript:alert(1)">Click</a> <a href="https://example.com/more">More</a></p>',
        descriptionHtmlStripped: 'Build payment services. Stack Java Kafka Click More',
        assignmentPeriodStart: '2027-02-05',
        assignmentPeriodEnd: '2027-08-04',
        periodDeadline: '2026-12-15T17:00:00Z',
        hoursPerWeek: 32,
        positionsNumber: 2,
        jobType: 'Contract',
        jobLanguage: 'de',
        affectedPools: pools,
      }),
      job(1043, { title: 'Java Backend Developer', affectedPools: pools }),
      job(1044, { title: 'Old Java Project', status: 'CLOSED', vmsId: null, affectedPools: pools }),
    ],
  };
}

describe('ProjectPage', () => {
  it('shows the project: title as heading and page title, status, facts, pools, description', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/senior-java-developer/1042', { fetch: backend.fetch });
    const title = await screen.findByRole('heading', { level: 1, name: 'Senior Java Developer' });
    await waitFor(() => expect(document.title).toBe('Senior Java Developer · Acme Talent'));
    expect(within(title.parentElement!).getByText('Open')).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Details' });
    const fact = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(fact('Hourly rate')).toBe('€80 – €95');
    expect(fact('Location')).toBe('Berlin, Germany');
    expect(fact('Work preference')).toBe('Hybrid');
    expect(fact('Hours per week')).toBe('32 hours');
    expect(fact('Start')).toBe('Feb 5, 2027');
    expect(fact('End')).toBe('Aug 4, 2027');
    expect(fact('Duration')).toBe('6 months');
    expect(fact('Apply by')).toBe('Dec 15, 2026');
    expect(fact('Language')).toBe('German');
    expect(within(details).getByRole('link', { name: 'Java Developers' })).toHaveAttribute(
      'href',
      '/projects/pool/java-developers/7',
    );
    // The description's markup, with its heading below the page's "Description" (h2).
    expect(screen.getByText('payment').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Stack' })).toBeInTheDocument();
    expect(screen.getByText('Kafka').tagName).toBe('LI');
  });

  it('never renders unsafe markup of a description: a javascript: link loses its href', async () => {
    await renderPortal('/projects/senior-java-developer/1042', { fetch: fakeBackend(catalog()).fetch });
    await screen.findByRole('heading', { level: 1, name: 'Senior Java Developer' });
    expect(screen.queryByRole('link', { name: 'Click' })).toBeNull();
    expect(screen.getByText('Click').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', 'https://example.com/more');
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('counts one page view per project shown', async () => {
    const backend = fakeBackend(catalog());
    await renderPortal('/projects/senior-java-developer/1042', { fetch: backend.fetch });
    await screen.findByRole('heading', { level: 1, name: 'Senior Java Developer' });
    await waitFor(() => expect(backend.calls.filter((c) => c.path === '/project/1042/pageOpen')).toHaveLength(1));
  });

  it('lets visitors apply through the public flow by the client id, and talent through the in-app flow', async () => {
    const visitor = await renderPortal('/projects/senior-java-developer/1042', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('link', { name: 'Apply for this project' })).toHaveAttribute(
      'href',
      '/projects/ext/ACME-2026-0311/apply',
    );
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
    visitor.unmount();

    await renderPortal('/app/project/1042', { fetch: fakeBackend(catalog()).fetch, loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Apply for this project' })).toHaveAttribute(
      'href',
      '/app/project/1042/apply',
    );
  });

  it('says when the talent applied, with the way to follow the application, instead of a second "Apply"', async () => {
    const base = catalog();
    const [first, ...rest] = base.projects;
    const applied = {
      ...base,
      projects: [{ ...first!, applicationId: 900, appliedAt: '2026-11-20T10:12:00Z' }, ...rest],
    };
    await renderPortal('/app/project/1042', { fetch: fakeBackend(applied).fetch, loggedIn: true });
    expect(await screen.findByText(/You applied on Nov 20, 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your application' })).toHaveAttribute(
      'href',
      '/app/project?tab=applications',
    );
    expect(screen.queryByRole('link', { name: /apply/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue your application' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to continue an application the talent started but did not submit', async () => {
    const base = catalog();
    const [first, ...rest] = base.projects;
    const draft = { ...base, projects: [{ ...first!, applicationId: 900, appliedAt: null }, ...rest] };
    await renderPortal('/app/project/1042', { fetch: fakeBackend(draft).fetch, loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/app/project/1042/apply',
    );
    expect(screen.queryByText(/You applied on/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no way to apply to a closed project', async () => {
    await renderPortal('/projects/old-java-project/1044', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByText('This project no longer accepts applications.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /apply/i })).toBeNull();
  });

  it('links similar projects by login: public pages for visitors, in-app pages for talent', async () => {
    const visitor = await renderPortal('/projects/senior-java-developer/1042', { fetch: fakeBackend(catalog()).fetch });
    const similar = await screen.findByRole('region', { name: 'Similar projects' });
    expect(await within(similar).findByRole('link', { name: 'Java Backend Developer' })).toHaveAttribute(
      'href',
      '/projects/java-backend-developer/1043',
    );
    visitor.unmount();

    await renderPortal('/app/project/1042', { fetch: fakeBackend(catalog()).fetch, loggedIn: true });
    const inApp = await screen.findByRole('region', { name: 'Similar projects' });
    expect(await within(inApp).findByRole('link', { name: 'Java Backend Developer' })).toHaveAttribute(
      'href',
      '/app/project/1043',
    );
  });

  it('"Not interested" excludes the project, confirms it, and takes it out of the searches', async () => {
    const backend = fakeBackend(catalog());
    const user = userEvent.setup();
    const { router, toasts } = await renderPortal('/app/project?any=java', { fetch: backend.fetch, loggedIn: true });
    await screen.findByText('3 projects found');
    await router.navigate({ href: '/app/project/1043' });
    await screen.findByRole('heading', { level: 1, name: 'Java Backend Developer' });

    await user.click(screen.getByRole('button', { name: 'Not interested' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ tone: 'success', message: 'Noted. This project no longer appears in your searches.' }]),
    );
    expect(backend.calls.some((c) => c.method === 'POST' && c.path === '/project/exclude/1043')).toBe(true);
    expect(
      screen.getByText('You are not interested in this project, so it does not appear in your searches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show it in my searches again' })).toHaveFocus();

    // Back on the search, the cached results are asked again and no longer list it.
    router.history.back();
    await waitFor(() => expect(screen.getByText('2 projects found')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Java Backend Developer' })).toBeNull();

    await router.navigate({ href: '/app/project/1043' });
    await user.click(await screen.findByRole('button', { name: 'Show it in my searches again' }));
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('This project appears in your searches again.'));
    expect(backend.calls.find((c) => c.path === '/project/exclude')?.body).toEqual({
      projectIds: [1043],
      excluded: false,
    });
    expect(screen.getByRole('button', { name: 'Not interested' })).toHaveFocus();
  });

  it('sends a logged-in user from the public page to the in-app page', async () => {
    const { router } = await renderPortal('/projects/senior-java-developer/1042', {
      fetch: fakeBackend(catalog()).fetch,
      loggedIn: true,
    });
    await screen.findByRole('button', { name: 'Not interested' });
    expect(router.state.location.pathname).toBe('/app/project/1042');
  });

  it.each([
    ['an unknown project', '/projects/no-such-project/999'],
    ['a public page without an id', '/projects/senior-java-developer'],
    ['a malformed id', '/projects/senior-java-developer/12abc'],
  ])('shows 404 for %s', async (_case, url) => {
    await renderPortal(url, { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows 404 for an unknown project in the app', async () => {
    await renderPortal('/app/project/999', { fetch: fakeBackend(catalog()).fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('finds a project by the client’s own id, or shows 404', async () => {
    const visitor = await renderPortal('/projects/ext/ACME-2026-0311', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Java Developer' })).toBeInTheDocument();
    visitor.unmount();

    await renderPortal('/projects/ext/NOPE-1', { fetch: fakeBackend(catalog()).fetch });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('says a removed project is gone (410), by its id and by the client’s own id', async () => {
    const removed = { ...catalog(), removed: [{ id: 1050, vmsId: 'ACME-GONE' }] };
    for (const url of ['/projects/old-role/1050', '/projects/ext/ACME-GONE']) {
      const view = await renderPortal(url, { fetch: fakeBackend(removed).fetch });
      expect(await screen.findByRole('heading', { level: 1, name: '410' })).toBeInTheDocument();
      expect(screen.getByText('This project has been removed.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Find other projects' })).toHaveAttribute('href', '/projects');
      expect(document.title).toBe('This project has been removed. · Acme Talent');
      view.unmount();
    }
    // Logged in, too (the in-app page).
    await renderPortal('/app/project/1050', { fetch: fakeBackend(removed).fetch, loggedIn: true });
    expect(await screen.findByText('This project has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find other projects' })).toHaveAttribute('href', '/app/project');
  });

  it('sends a logged-in user from the external id page to the in-app page', async () => {
    const { router } = await renderPortal('/projects/ext/ACME-2026-0311', {
      fetch: fakeBackend(catalog()).fetch,
      loggedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'Senior Java Developer' });
    expect(router.state.location.pathname).toBe('/app/project/1042');
  });

  it('sends a visitor to login first where the tenant has no public search', async () => {
    const { router } = await renderPortal('/projects/ext/ACME-2026-0311', {
      fetch: fakeBackend({ ...catalog(), publicSearchDisabled: true }).fetch,
    });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/app/login');
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect')).toBe('/projects/ext/ACME-2026-0311');
  });
});
