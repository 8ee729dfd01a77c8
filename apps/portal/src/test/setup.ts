// Setup of the jsdom tests: DOM matchers, and a clean document, cookie jar and storage after each
// test (the session lives in cookies, snoozes and drafts in storage). Server tests run in the node
// environment (`// @vitest-environment node`): there is no document to clean.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs every package's tests at once on two cores: a component that settles in 50 ms
// alone can take over a second then, past findBy/waitFor's default of 1 s (seen in CI), and a whole
// page rendered again after a navigation past 3 s (SearchPage's filter test in a clean clone). A
// wait that never ends still fails, before the test's own 15 s.
configure({ asyncUtilTimeout: 8000 });

if (typeof document !== 'undefined') {
  afterEach(() => {
    cleanup();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.lang = 'en';
  });

  // jsdom has no scrolling; the router restores scroll positions on navigation.
  window.scrollTo = () => undefined;
}
