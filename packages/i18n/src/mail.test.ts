// The mail texts against English, their source: every shipped locale has every mail text with the
// same ICU arguments and nothing else; Ukrainian (no file) reads English (spec §9); tenant overrides
// go on top as the portal's do, and only valid ones are taken.
import { describe, expect, it } from 'vitest';
import { messageArguments } from './arguments.ts';
import { MAIL_LOCALES, checkMailOverrides, mailCatalog, mailTexts } from './mail.ts';
import { SHIPPED_LOCALES } from './locales.ts';

const english = mailCatalog('en');
const ids = Object.keys(english);
const TRANSLATED = MAIL_LOCALES.filter((l) => l !== 'en');

const messages = (locale: string, overrides = {}) =>
  Object.fromEntries(Object.entries(mailTexts(locale, overrides).texts).map(([id, t]) => [id, t.message]));

describe('mail catalogs', () => {
  it('ship English, German, French and Dutch; Ukrainian has no file of its own', () => {
    expect([...MAIL_LOCALES].sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(SHIPPED_LOCALES.filter((l) => !MAIL_LOCALES.includes(l))).toEqual(['uk']);
  });

  it('name every text in the mail namespace, as valid ICU', () => {
    expect(ids.length).toBeGreaterThan(50);
    for (const locale of MAIL_LOCALES) {
      for (const [id, message] of Object.entries(mailCatalog(locale))) {
        expect(id).toMatch(/^mail\.[a-z][A-Za-z]*(\.[a-z][A-Za-z]*(\.\d+)?)?$/);
        expect(() => messageArguments(message), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it.each(TRANSLATED)('%s has every mail text, with the same arguments, and no other', (locale) => {
    const catalog = mailCatalog(locale);
    expect(ids.filter((id) => catalog[id] === undefined)).toEqual([]);
    expect(Object.keys(catalog).filter((id) => english[id] === undefined)).toEqual([]);
    for (const id of ids) {
      expect({ id, args: messageArguments(catalog[id]!) }).toEqual({ id, args: messageArguments(english[id]!) });
    }
  });

  it('number the paragraphs of a text from 1 without a gap', () => {
    const numbered = new Map<string, number[]>();
    for (const id of ids) {
      const match = /^(.+)\.(\d+)$/.exec(id);
      if (match) numbered.set(match[1]!, [...(numbered.get(match[1]!) ?? []), Number(match[2])]);
    }
    expect(numbered.size).toBeGreaterThan(0);
    for (const [prefix, numbers] of numbered) {
      expect({ prefix, numbers: numbers.sort((a, b) => a - b) }).toEqual({
        prefix,
        numbers: numbers.map((_, i) => i + 1),
      });
    }
  });
});

describe('mailTexts', () => {
  it('speaks the recipient’s language, a regional variant its language', () => {
    expect(mailTexts('de').locale).toBe('de');
    expect(messages('de')).toEqual(mailCatalog('de'));
    expect(mailTexts('de-CH').locale).toBe('de');
    expect(mailTexts('nl-BE').locale).toBe('nl');
    expect(mailTexts('fr').texts['mail.activation.subject']).toEqual({
      message: mailCatalog('fr')['mail.activation.subject'],
      locale: 'fr',
    });
  });

  it('falls back to English for Ukrainian (spec §9) and for a language without mail texts', () => {
    expect(mailTexts('uk').locale).toBe('en');
    expect(mailTexts('uk-UA').locale).toBe('en');
    expect(messages('uk')).toEqual(english);
    expect(mailTexts('es').locale).toBe('en');
    expect(mailTexts('not a locale').locale).toBe('en');
  });

  it('puts a tenant’s overrides on top, locale by locale, as the portal does', () => {
    const overrides = {
      en: { 'mail.activation.subject': 'EN {client}', 'mail.footer': 'EN footer {client}' },
      de: { 'mail.activation.subject': 'DE {client}' },
    };
    expect(messages('de', overrides)['mail.activation.subject']).toBe('DE {client}');
    expect(messages('de-AT', overrides)['mail.activation.subject']).toBe('DE {client}');
    // German has a footer of its own: the English override does not show through it.
    expect(messages('de', overrides)['mail.footer']).toBe(mailCatalog('de')['mail.footer']);
    expect(messages('fr', overrides)['mail.activation.subject']).toBe(mailCatalog('fr')['mail.activation.subject']);
    expect(messages('en', overrides)['mail.activation.subject']).toBe('EN {client}');
    expect(messages('uk', overrides)['mail.footer']).toBe('EN footer {client}');
  });

  it('speaks a language only the tenant writes mail texts in, English where it writes none', () => {
    const overrides = { uk: { 'mail.activation.subject': 'Активуйте обліковий запис {client}' } };
    const uk = mailTexts('uk', overrides);
    expect(uk.locale).toBe('uk');
    expect(uk.texts['mail.activation.subject']).toEqual({
      message: 'Активуйте обліковий запис {client}',
      locale: 'uk',
    });
    // Formatted with English rules where the text is English.
    expect(uk.texts['mail.activation.action']).toEqual({ message: english['mail.activation.action'], locale: 'en' });
    // The portal's messages in the same file make no mail language.
    expect(mailTexts('uk', { uk: { 'footer.copyright': '©' } }).locale).toBe('en');
  });

  it('takes no id that is not a mail text', () => {
    const en = JSON.parse('{"footer.copyright": "©", "mail.nothing": "x", "__proto__": "x"}') as Record<string, string>;
    const texts = mailTexts('en', { en }).texts;
    expect(Object.keys(texts).sort()).toEqual([...ids].sort());
  });
});

describe('checkMailOverrides', () => {
  it('keeps the valid mail overrides and ignores the portal’s', () => {
    const checked = checkMailOverrides({
      de: { 'mail.activation.subject': 'Willkommen bei {client}', 'footer.copyright': '©' },
      en: { 'mail.jobAlertDigest.subject': '{count, plural, one {# match} other {# matches}} for {alert}' },
    });
    expect(checked).toEqual({
      overrides: {
        de: { 'mail.activation.subject': 'Willkommen bei {client}' },
        en: { 'mail.jobAlertDigest.subject': '{count, plural, one {# match} other {# matches}} for {alert}' },
      },
      problems: [],
    });
  });

  it('refuses unknown ids, broken ICU and values the text is not given', () => {
    const checked = checkMailOverrides({
      de: {
        'mail.activation.titel': 'x',
        'mail.activation.subject': 'Hallo {client',
        'mail.manage': 'Abbestellen bei {client}: {manageLink}',
        'mail.activation.action': '<b>Aktivieren</b>',
      },
    });
    expect(checked.overrides).toEqual({});
    expect(checked.problems).toEqual([
      'de: mail.activation.titel is no mail text',
      'de: mail.activation.subject is not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'de: mail.manage uses {client}, which it is not given',
      'de: mail.activation.action uses {b}, which it is not given',
    ]);
  });
});
