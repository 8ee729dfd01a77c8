// The copyright line in every shipped language: one full stop after the legal entity's name, also
// when the name ends in one.
import { loadMessages, SHIPPED_LOCALES } from '@talent/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright.ts';

async function intlFor(locale: string, overrides: Record<string, Record<string, string>> = {}) {
  return createIntl({ locale, messages: await loadMessages(locale, overrides) });
}

describe('copyrightLine', () => {
  it.each(SHIPPED_LOCALES)('gives a name ending in "." no second full stop (%s)', async (locale) => {
    const line = copyrightLine(await intlFor(locale), 2026, 'Initech Europe Sp. z o.o.');
    expect(line).toMatch(/^© 2026 Initech Europe Sp\. z o\.o\. \S/);
    expect(line).not.toContain('..');
  });

  it.each(SHIPPED_LOCALES)('keeps the full stop after any other name (%s)', async (locale) => {
    expect(copyrightLine(await intlFor(locale), 2026, 'Acme Staffing GmbH')).toMatch(/^© 2026 Acme Staffing GmbH\. \S/);
  });

  it('reads "Sp. z o.o. All rights reserved." in English', async () => {
    expect(copyrightLine(await intlFor('en'), 2026, 'Initech Europe Sp. z o.o.')).toBe(
      '© 2026 Initech Europe Sp. z o.o. All rights reserved.',
    );
  });

  it('also mends a tenant override that spells the name out with a second full stop', async () => {
    const intl = await intlFor('uk', {
      uk: { 'footer.copyright': '© Initech Europe Sp. z o.o.. Усі права захищені.' },
    });
    expect(copyrightLine(intl, 2026, 'Initech Europe Sp. z o.o.')).toBe(
      '© Initech Europe Sp. z o.o. Усі права захищені.',
    );
  });

  it('leaves a full stop that does not follow the name alone', async () => {
    const intl = await intlFor('en', { en: { 'footer.copyright': '© {year} {name}. Inc.. All rights reserved.' } });
    expect(copyrightLine(intl, 2026, 'Initech.')).toBe('© 2026 Initech. Inc.. All rights reserved.');
  });
});
