import type { ViteUserConfig } from 'vitest/config';

export interface TalentVitestOptions {
  environment?: 'node' | 'jsdom' | 'happy-dom';
  include?: string[];
}

/** Shared Vitest settings: node environment, src/**\/*.test.ts(x), JSON report for the test summary. */
export function talentVitestConfig(options?: TalentVitestOptions): ViteUserConfig;
