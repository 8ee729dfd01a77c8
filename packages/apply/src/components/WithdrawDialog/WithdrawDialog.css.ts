import { stack } from '@talent/ui';

export const body = stack.md;
