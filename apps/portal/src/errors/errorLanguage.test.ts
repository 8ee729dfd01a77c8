// The API error texts live in @talent/app-context; their translations in @talent/i18n. The portal
// is where the two meet, so it checks that an error speaks the user's language.
import { translateApiMessage } from '@talent/app-context';
import { loadMessages } from '@talent/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

describe('translateApiMessage with the shipped catalogs', () => {
  it('speaks the user’s language', async () => {
    const german = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const text = translateApiMessage(german, 'validation.emailInUse');
    expect(text).not.toBe('This email address is already in use.');
    expect(text).toBe((await loadMessages('de'))['api.validation.emailInUse']);
  });

  it('falls back to the English text where a catalog has none (Ukrainian)', async () => {
    const ukrainian = createIntl({ locale: 'uk', messages: await loadMessages('uk') });
    expect(translateApiMessage(ukrainian, 'pool.notFound')).toBe('This talent pool could not be found.');
  });
});
