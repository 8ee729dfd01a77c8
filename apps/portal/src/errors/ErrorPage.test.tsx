// The error screen of spec §2/§8 for each kind of error a route can end in.
import { ApiError } from '@talent/api-client';
import { loadMessages } from '@talent/i18n';
import { UnknownGuardError } from '@talent/domain';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const en = await loadMessages('en');
const de = await loadMessages('de');

function show(error: unknown, locale = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en} defaultLocale="en">
      <ErrorPage error={error} />
    </IntlProvider>,
  );
}

const homeLink = () => screen.getByRole('link', { name: 'Back to home page' });

describe('error page', () => {
  it('shows a 4xx with the generic text and a home link, never the error’s own messages', () => {
    show(new ApiError({ status: 403, messages: ['error.forbidden'] }));
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('You are not allowed to do this.')).not.toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('says "This page could not be found" for a 404', () => {
    show({ statusCode: 404 });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('lists the translated messages of a 5xx', () => {
    show(new ApiError({ status: 503, messages: ['error.notReady', 'error.tooManyRequests'] }));
    expect(screen.getByRole('heading', { name: '503' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The service is starting. Please try again in a moment.',
      'Too many attempts. Please wait a moment and try again.',
    ]);
    expect(homeLink()).toBeInTheDocument();
  });

  it('shows a plain message for a 5xx without messages (a thrown Error is 500)', () => {
    show(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows 500 "Unknown middleware" for an unknown guard', () => {
    show(new UnknownGuardError('no-such-guard'));
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
  });

  it('reads the status from status or response.status', () => {
    show({ response: { status: 410 } });
    expect(screen.getByRole('heading', { name: '410' })).toBeInTheDocument();
  });

  it('speaks the user’s language', () => {
    show(new ApiError({ status: 500, messages: ['error.network'] }), 'de');
    expect(screen.getByRole('link', { name: de['portal.error.backHome']! })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(de['api.error.network']!);
  });

  it('reloads the page for a failed chunk load, at most once per 60 s', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');
    const before = Date.now();
    show(chunkError);
    const first = Number(sessionStorage.getItem('talent.chunkReloadAt'));
    expect(first).toBeGreaterThanOrEqual(before);
    show(chunkError);
    expect(Number(sessionStorage.getItem('talent.chunkReloadAt'))).toBe(first);
  });

  it('says a page needs a connection when its request got no response, with a retry', () => {
    show(new ApiError({ status: 0 }));
    expect(screen.getByRole('heading', { level: 1, name: 'No connection' })).toBeInTheDocument();
    expect(
      screen.getByText('This page needs an internet connection. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.title).toBe('No connection');
  });

  describe('offline', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('does not reload for a chunk that failed to load (the browser would show its offline page)', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      show(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js'));
      expect(screen.getByRole('heading', { level: 1, name: 'No connection' })).toBeInTheDocument();
      expect(sessionStorage.getItem('talent.chunkReloadAt')).toBeNull();
    });

    it('keeps the status page for errors that are not about the connection', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      show(new ApiError({ status: 404 }));
      expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    });
  });

  it('does not reload for other errors', () => {
    show(new ApiError({ status: 500 }));
    expect(sessionStorage.getItem('talent.chunkReloadAt')).toBeNull();
  });

  it('names the page after the error', () => {
    show({ status: 404 });
    expect(document.title).toBe('This page could not be found');
  });
});

describe('not-found page', () => {
  it('says 404 "This page could not be found" with a home link', () => {
    render(
      <IntlProvider locale="en" messages={en} defaultLocale="en">
        <NotFoundPage />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });
});
