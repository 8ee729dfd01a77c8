// Setup of the jsdom component tests: DOM matchers, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => undefined;

// `npm test` runs every package's tests at once on two cores: a component that settles in 50 ms
// alone can take over a second then, past findBy/waitFor's default of 1 s (seen in CI), and a whole
// page rendered again after a navigation past 3 s (SearchPage's filter test in a clean clone). A
// wait that never ends still fails, before the test's own 15 s.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
});
