// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as index from './index.ts';
import * as node from './node.ts';

describe('the Node subset of @talent/ui', () => {
  it('exports only names the main entry exports, as the same values', () => {
    for (const [name, value] of Object.entries(node)) {
      expect(index).toHaveProperty(name, value);
    }
  });
});
