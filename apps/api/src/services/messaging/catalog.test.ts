// The message kinds against @talent/i18n's mail texts: every kind the server sends has its texts
// in every mail language, and the catalogs hold no text of a kind the server no longer sends.
import { parseTenant } from '@talent/domain';
import { MAIL_LOCALES, mailTexts } from '@talent/i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../tenants/tenants.ts';
import { MESSAGE_KINDS, messageTexts } from './catalog.ts';

const ALPHA_DIR = join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'tenants', 'alpha');
const alpha: Tenant = {
  ...parseTenant(JSON.parse(readFileSync(join(ALPHA_DIR, 'tenant.json'), 'utf8'))),
  id: 'alpha',
  dir: ALPHA_DIR,
};

describe('message texts', () => {
  it.each(MAIL_LOCALES)('every kind has its texts in %s', (locale) => {
    for (const kind of MESSAGE_KINDS) {
      const texts = messageTexts(alpha, kind, locale);
      expect({ kind, locale: texts.locale, paragraphs: texts.body.length > 0 }).toEqual({
        kind,
        locale,
        paragraphs: true,
      });
      // Every kind but the SMS is an email with a subject and a button.
      expect({ kind, subject: texts.subject !== undefined, action: texts.action !== undefined }).toEqual({
        kind,
        subject: kind !== 'smsCode',
        action: kind !== 'smsCode',
      });
    }
  });

  it('are texts of the kinds the server sends, besides the greeting, the footer and the manage line', () => {
    const kinds = new Set<string>(MESSAGE_KINDS);
    const stale = Object.keys(mailTexts('en').texts)
      .map((id) => id.split('.')[1]!)
      .filter((part) => !kinds.has(part) && !['greeting', 'footer', 'manage'].includes(part));
    expect(stale).toEqual([]);
  });

  it('speak English to Ukrainian recipients (spec §9) and German to Swiss ones', () => {
    expect(messageTexts(alpha, 'activation', 'uk').locale).toBe('en');
    expect(messageTexts(alpha, 'activation', 'de-CH').subject).toEqual(messageTexts(alpha, 'activation', 'de').subject);
  });
});
