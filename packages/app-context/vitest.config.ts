import { talentVitestConfig } from '@talent/tooling/vitest';

export default talentVitestConfig({ environment: 'jsdom' });
