// The catalogs against the code: English is exactly what the code says, every translated locale has
// every id the code uses (with the same ICU arguments), and nothing is left over.
import { readFileSync, globSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, extractMessages } from '../scripts/extraction.ts';
import type { ExtractedMessage } from '../scripts/extraction.ts';
import { messageArguments as argumentsOf } from './arguments.ts';
import {
  MAIL_NAMESPACE,
  catalogFiles,
  isMailMessage,
  loadCatalog,
  loadChainCatalogs,
  loadMessages,
  mergeMessages,
} from './catalogs.ts';
import { checkMailOverrides, mailCatalog } from './mail.ts';
import { SHIPPED_LOCALES, TENANT_ONLY_MESSAGES } from './locales.ts';

/** Locales that ship their own translations; `uk` falls back to English (spec §9). */
const TRANSLATED = SHIPPED_LOCALES.filter((l) => l !== 'en' && l !== 'uk');

let code: ExtractedMessage[] = [];
beforeAll(async () => {
  code = await extractMessages();
}, 60_000);

describe('catalogs', () => {
  it('finds the messages of the portal and its packages', () => {
    expect(code.length).toBeGreaterThan(50);
  });

  it('English is exactly the default text in code (run `pnpm --filter @talent/i18n extract`)', async () => {
    const en = await loadCatalog('en');
    expect(en).toEqual(Object.fromEntries(code.map((m) => [m.id, m.defaultMessage])));
  });

  it.each(TRANSLATED)('%s has every message the code uses, with the same arguments', async (locale) => {
    const catalog = await loadCatalog(locale);
    const missing = code.filter((m) => catalog[m.id] === undefined).map((m) => m.id);
    expect(missing).toEqual([]);
    for (const m of code) {
      expect({ id: m.id, args: argumentsOf(catalog[m.id]!) }).toEqual({
        id: m.id,
        args: argumentsOf(m.defaultMessage),
      });
    }
  });

  it.each(TRANSLATED)('%s holds no message the code no longer uses', async (locale) => {
    const ids = new Set(code.map((m) => m.id));
    const stale = Object.keys(await loadCatalog(locale)).filter((id) => !ids.has(id));
    expect(stale).toEqual([]);
  });

  it('Ukrainian shows the English text for every message (spec §9: uk falls back to en)', async () => {
    expect(catalogFiles().some((f) => f.locale === 'uk')).toBe(false);
    const uk = await loadMessages('uk');
    for (const m of code) expect(uk[m.id]).toBe(m.defaultMessage);
  });

  it('a missing German text would fall back to English, so only the completeness test above catches it', async () => {
    const de = await loadMessages('de');
    for (const m of code) expect(typeof de[m.id]).toBe('string');
  });

  it('leaves the mail namespace to the mail texts (mail/<locale>.json)', () => {
    expect(code.filter((m) => isMailMessage(m.id)).map((m) => m.id)).toEqual([]);
    expect(catalogFiles().filter((f) => f.namespace === MAIL_NAMESPACE)).toEqual([]);
  });

  it('tenant overrides name messages that exist and are valid ICU, mail texts as the server takes them', () => {
    const ids = new Set<string>([...code.map((m) => m.id), ...TENANT_ONLY_MESSAGES, ...Object.keys(mailCatalog('en'))]);
    const files = globSync('tenants/*/messages/*.json', { cwd: REPO_ROOT });
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const overrides = JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(overrides)) {
        expect({ file, id, known: ids.has(id) }).toEqual({ file, id, known: true });
        expect(() => parse(text)).not.toThrow();
      }
      expect({ file, problems: checkMailOverrides({ [file]: overrides }).problems }).toEqual({ file, problems: [] });
    }
  });
});

describe('loadMessages', () => {
  it('puts tenant overrides on top, locale by locale', async () => {
    const id = code[0]!.id;
    const de = await loadMessages('de', { en: { [id]: 'EN override' }, de: { [id]: 'DE override' } });
    expect(de[id]).toBe('DE override');
    const fr = await loadMessages('fr', { en: { [id]: 'EN override' } });
    expect(fr[id]).toBe((await loadCatalog('fr'))[id]);
    const en = await loadMessages('en', { en: { [id]: 'EN override' } });
    expect(en[id]).toBe('EN override');
  });
});

describe('mergeMessages', () => {
  it('merges catalogs at hand synchronously, the same as loadMessages', async () => {
    const id = code[0]!.id;
    const overrides = { en: { [id]: 'EN override' } };
    const catalogs = await loadChainCatalogs('de-AT');
    expect(Object.keys(catalogs)).toEqual(['en', 'de', 'de-AT']);
    expect(mergeMessages('de-AT', catalogs, overrides)).toEqual(await loadMessages('de-AT', overrides));
  });

  it('reads the chain in order, overrides after each catalog, a missing catalog as empty', () => {
    const merged = mergeMessages(
      'de-AT',
      { en: { a: 'en a', b: 'en b', c: 'en c' }, de: { b: 'de b', c: 'de c' } },
      { en: { a: 'en override a', b: 'en override b' }, 'de-AT': { c: 'de-AT override c' } },
    );
    expect(merged).toEqual({ a: 'en override a', b: 'de b', c: 'de-AT override c' });
  });

  it('leaves out a tenant’s mail texts, which are the server’s (mailTexts)', () => {
    const merged = mergeMessages(
      'de',
      { en: { a: 'en a' } },
      { en: { 'mail.activation.subject': 'Welcome' }, de: { a: 'de override a', 'mail.footer': 'Fuß' } },
    );
    expect(merged).toEqual({ a: 'de override a' });
  });
});
