// Public API of @talent/test-utils. Explicit named exports only. Test files only (lint-enforced).

// One axe helper for every jsdom test (the design system's too): @talent/tooling's.
export { axeViolations } from '@talent/tooling/axe';

export { testTenant, testTokenResponse, testTokens, testUser } from './fixtures.ts';
export type { TenantOverrides } from './fixtures.ts';

export { TEST_API_BASE, attachment, createTestApi, empty, fakeApi, json, problem } from './fakeApi.ts';
export type { FakeApi, FakeHandler, FakeRequest, TestApiOptions } from './fakeApi.ts';
export { fakeXhr } from './fakeXhr.ts';
export type { XhrTarget } from './fakeXhr.ts';

export { landedOn, renderWithPortal, renderWithRouter, testQueryClient } from './renderWithPortal.tsx';
export type {
  FetchFake,
  RenderWithPortalOptions,
  TestPage,
  TestPageRoute,
  TestRootRoute,
  TestRouterContext,
  TestRuntime,
} from './renderWithPortal.tsx';
