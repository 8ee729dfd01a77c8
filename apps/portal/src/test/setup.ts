// Setup of the jsdom tests: DOM matchers, and a clean document, cookie jar and storage after each
// test (the session lives in cookies, snoozes and drafts in storage). Server tests run in the node
// environment (`// @vitest-environment node`): there is no document to clean.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
