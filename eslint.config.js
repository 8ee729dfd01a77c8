import { talentConfig } from '@talent/tooling/eslint';

export default talentConfig({ tsconfigRootDir: import.meta.dirname });
