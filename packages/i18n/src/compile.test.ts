import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs.ts';
import { compileMessages } from './compile.ts';

describe('compileMessages', () => {
  it('compiles every message of a locale, arguments and plurals included', async () => {
    const strings = await loadMessages('de');
    const compiled = compileMessages(strings, 'de');
    expect(Object.keys(compiled)).toEqual(Object.keys(strings));
    expect(compiled['search.form.submit']).toEqual([{ type: TYPE.literal, value: 'Suchen' }]);
    const [plural] = compiled['search.filters.toggle']!;
    expect(plural).toMatchObject({ type: TYPE.plural, value: 'count' });
  });

  it('parses number skeletons as the runtime would (their options ready for Intl)', () => {
    const [number] = compileMessages({ rate: '{rate, number, ::currency/EUR}' }, 'en')['rate']!;
    expect(number).toMatchObject({
      type: TYPE.number,
      style: { parsedOptions: { currency: 'EUR', style: 'currency' } },
    });
  });

  it('names the message that is not valid ICU', () => {
    let thrown: unknown;
    try {
      compileMessages({ ok: 'Fine', 'footer.broken': 'Hello {name' }, 'en');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('message footer.broken (en) is not valid ICU');
  });
});
