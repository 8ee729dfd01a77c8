// The step drafts' key prefix, apart from stepDrafts.ts: the portal's logout (on every page)
// clears the keys under it, and a module is bundled whole, so importing it from stepDrafts.ts put
// the drafts' code (and what it imports) into every page.

/** Prefix of every step draft's sessionStorage key. */
export const STEP_DRAFT_PREFIX = 'talent.onboardingStep.';
