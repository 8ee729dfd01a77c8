// Setup of the jsdom component tests: DOM matchers, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
