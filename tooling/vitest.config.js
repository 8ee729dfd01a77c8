import { talentVitestConfig } from './vitest/preset.js';

export default talentVitestConfig({ include: ['**/*.test.js'] });
