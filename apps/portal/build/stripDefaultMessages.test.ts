// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './stripDefaultMessages.ts';

const FILE = '/repo/packages/pools/src/messages.ts';

function strip(code: string): string {
  const out = stripDefaultMessages(code, FILE);
  if (!out) throw new Error('not transformed');
  return out.code;
}

describe('stripDefaultMessages', () => {
  it('keeps every id with its own descriptor, plain objects and nested defineMessage calls mixed', () => {
    const code = strip(`
      import { defineMessage, defineMessages } from 'react-intl';
      export const messages = defineMessages({
        keep: { id: 'pools.keep', defaultMessage: 'Keep' },
        count: defineMessage<{ n: number }>({ id: 'pools.count', defaultMessage: '{n, plural, one {# pool} other {# pools}}' }),
        title: { id: 'pools.title', description: 'The heading', defaultMessage: \`Pools\` },
        'api.key': { defaultMessage: 'Quoted', id: 'api.key' },
      });
    `);
    expect(code).not.toMatch(/defaultMessage|description|Keep|Pools|Quoted/);
    expect(code).toMatch(/keep: \{ id: 'pools\.keep' \}/);
    expect(code).toMatch(/count: defineMessage\(\{ id: 'pools\.count' \}\)/);
    expect(code).toMatch(/title: \{ id: 'pools\.title' \}/);
    expect(code).toMatch(/'api\.key': \{ id: 'api\.key' \}/);
  });

  it('leaves objects that are no literal descriptor alone', () => {
    const code = strip(`
      const text = 'x';
      export const a = { id: someId, defaultMessage: 'Dynamic id' };
      export const b = { id: 'b', defaultMessage: text };
      export const defaultMessage = (rule: { name: string }) => \`validation.\${rule.name}\`;
    `);
    expect(code).toContain("defaultMessage: 'Dynamic id'");
    expect(code).toContain('defaultMessage: text');
    expect(code).toContain('export const defaultMessage =');
  });

  it('only touches workspace sources that define messages', () => {
    expect(
      stripDefaultMessages("export const a = { id: 'a', defaultMessage: 'A' };", '/repo/node_modules/x/src/a.ts'),
    ).toBeUndefined();
    expect(stripDefaultMessages('export const a = 1;', FILE)).toBeUndefined();
  });

  it('gives a source map back to the original file', () => {
    const out = stripDefaultMessages("export const a = { id: 'a', defaultMessage: 'A' };", FILE)!;
    expect(JSON.parse(out.map)).toMatchObject({ sources: ['messages.ts'] });
  });
});
