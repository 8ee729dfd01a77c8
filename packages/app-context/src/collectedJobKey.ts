// The collected job's storage key, apart from collectedJob.ts: the portal's logout (on every page)
// removes it, and a module is bundled whole, so importing it from collectedJob.ts put the store's
// code into every page.

/** localStorage key of the collected job. */
export const COLLECTED_JOB_KEY = 'talent.collectedJob';
