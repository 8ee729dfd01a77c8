import { describe, expect, it } from 'vitest';
import { jobPageMeta, languageUrl, urlLanguage } from './jobPageMeta.ts';
import type { JobPageMetaInput } from './jobPageMeta.ts';
import { jobPostingJsonLd } from './jobPosting.ts';
import { META_DESCRIPTION_MAX, htmlToText, metaDescription } from './metaDescription.ts';
import { LANGUAGE_QUERY_PARAM } from './routes.ts';

// initech: three languages, a Ukrainian job paid per day, remote.
const input: JobPageMetaInput = {
  locale: 'uk',
  tenant: {
    name: 'Initech Talent',
    legalEntityName: 'Initech Sp. z o.o.',
    origin: 'http://initech.localhost:5173',
    logo: null,
    ogImage: 'https://cdn.initech.example/og.png',
    languages: ['en', 'uk', 'de'],
  },
  job: {
    id: 31,
    title: 'Розробник Java',
    status: 'ACTIVE',
    descriptionText: 'Ми шукаємо   розробника.\n\nКиїв.',
    postedAt: '2026-10-01',
    workPreference: 'REMOTE',
    country: 'UA',
    rate: { min: 3000, max: 3000, currency: 'UAH', unit: 'DAY' },
  },
};

const url = 'http://initech.localhost:5173/projects/%D1%80%D0%BE%D0%B7%D1%80%D0%BE%D0%B1%D0%BD%D0%B8%D0%BA-java/31';

describe('jobPageMeta', () => {
  it('builds the whole head of an open job', () => {
    expect(jobPageMeta(input)).toEqual({
      title: 'Розробник Java · Initech Talent',
      meta: [
        { name: 'description', content: 'Ми шукаємо розробника. Київ.' },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: 'Initech Talent' },
        { property: 'og:title', content: 'Розробник Java · Initech Talent' },
        { property: 'og:description', content: 'Ми шукаємо розробника. Київ.' },
        { property: 'og:url', content: url },
        { property: 'og:image', content: 'https://cdn.initech.example/og.png' },
        { property: 'og:locale', content: 'uk' },
        { property: 'og:locale:alternate', content: 'en' },
        { property: 'og:locale:alternate', content: 'de' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: 'Розробник Java · Initech Talent' },
        { name: 'twitter:description', content: 'Ми шукаємо розробника. Київ.' },
        { name: 'twitter:image', content: 'https://cdn.initech.example/og.png' },
      ],
      links: [
        { rel: 'canonical', href: url },
        { rel: 'alternate', hreflang: 'en', href: `${url}?lang=en` },
        { rel: 'alternate', hreflang: 'uk', href: `${url}?lang=uk` },
        { rel: 'alternate', hreflang: 'de', href: `${url}?lang=de` },
        { rel: 'alternate', hreflang: 'x-default', href: url },
      ],
      jsonLd: jobPostingJsonLd(input),
    });
  });

  it('takes a closed job out of the index: noindex and no JobPosting', () => {
    for (const status of ['CLOSED', 'PAUSED', 'ARCHIVED']) {
      const meta = jobPageMeta({ ...input, job: { ...input.job, status } });
      expect(meta.jsonLd).toBeNull();
      expect(meta.meta).toContainEqual({ name: 'robots', content: 'noindex' });
      expect(meta.meta[1]).toEqual({ name: 'robots', content: 'noindex' });
    }
    expect(jobPageMeta(input).meta.filter((m) => 'name' in m && m.name === 'robots')).toEqual([]);
  });

  it('makes the URL that named a language canonical', () => {
    const links = jobPageMeta({ ...input, urlLanguage: 'de' }).links;
    expect(links[0]).toEqual({ rel: 'canonical', href: `${url}?lang=de` });
    expect(links.at(-1)).toEqual({ rel: 'alternate', hreflang: 'x-default', href: url });
    expect(jobPageMeta({ ...input, urlLanguage: null }).links[0]).toEqual({ rel: 'canonical', href: url });
    const og = jobPageMeta({ ...input, urlLanguage: 'de' }).meta.find(
      (m) => 'property' in m && m.property === 'og:url',
    );
    expect(og?.content).toBe(`${url}?lang=de`);
  });

  it('gives a one-language tenant no alternates', () => {
    const meta = jobPageMeta({ ...input, locale: 'en', tenant: { ...input.tenant, languages: ['en'] } });
    expect(meta.links).toEqual([{ rel: 'canonical', href: url }]);
    expect(meta.meta.filter((m) => 'property' in m && m.property === 'og:locale:alternate')).toEqual([]);
  });

  it('writes region locales the Open Graph way', () => {
    const meta = jobPageMeta({ ...input, locale: 'en-GB', tenant: { ...input.tenant, languages: ['en-GB', 'de-AT'] } });
    const locales = meta.meta.filter((m) => 'property' in m && m.property.startsWith('og:locale'));
    expect(locales.map((m) => m.content)).toEqual(['en_GB', 'de_AT']);
  });

  it('resolves a relative image against the origin, and without an image uses the small card', () => {
    const relative = jobPageMeta({ ...input, tenant: { ...input.tenant, ogImage: '/tenants/initech/logos/og.png' } });
    expect(relative.meta).toContainEqual({
      property: 'og:image',
      content: 'http://initech.localhost:5173/tenants/initech/logos/og.png',
    });
    const none = jobPageMeta({ ...input, tenant: { ...input.tenant, ogImage: null } });
    expect(none.meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(none.meta.some((m) => m.content.endsWith('og.png'))).toBe(false);
  });

  it('describes the job by its text, else by its HTML as text, else not at all', () => {
    const html = jobPageMeta({
      ...input,
      job: {
        ...input.job,
        descriptionText: '',
        descriptionHtml: '<p>Pipelines</p><ul><li>Kotlin &amp; Java</li></ul>',
      },
    });
    expect(html.meta[0]).toEqual({ name: 'description', content: 'Pipelines Kotlin & Java' });
    const none = jobPageMeta({ ...input, job: { ...input.job, descriptionText: null } });
    expect(none.meta.some((m) => ('name' in m ? m.name : m.property).endsWith('description'))).toBe(false);
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(META_DESCRIPTION_MAX).toBe(155);
    expect(metaDescription('  a\n\tb  c ')).toBe('a b c');
    const exact = 'x'.repeat(155);
    expect(metaDescription(exact)).toBe(exact);
  });

  it('cuts a long text at the last word boundary, drops trailing punctuation and adds "…"', () => {
    const words = `${'word '.repeat(30)}end`; // 30 × 5 + 3 = 153 characters
    expect(metaDescription(words)).toBe(words);
    const long = `${'word '.repeat(31)}end`; // 158
    // The 155th character is a space: all 31 words fit with "…".
    expect(metaDescription(long)).toBe(`${'word '.repeat(31).trim()}…`);
    expect([...metaDescription(long)]).toHaveLength(155);
    expect(metaDescription(`${'word '.repeat(30)}wordy end`)).toBe(`${'word '.repeat(30).trim()}…`);
    expect(metaDescription('Alpha beta, gamma delta', 12)).toBe('Alpha beta…');
    expect(metaDescription('Alpha beta. Gamma delta', 12)).toBe('Alpha beta…');
    expect(metaDescription('Alpha beta – gamma', 13)).toBe('Alpha beta…');
  });

  it('cuts inside a single overlong word and never splits a character', () => {
    expect(metaDescription('abcdefghij', 5)).toBe('abcd…');
    expect(metaDescription('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect(metaDescription(' abcdefghij', 5)).toBe('abcd…');
  });

  it('counts the limit in characters, "…" included', () => {
    const text = 'ab cd ef gh';
    expect(metaDescription(text, 11)).toBe(text);
    expect(metaDescription(text, 10)).toBe('ab cd ef…');
    expect(metaDescription(text, 9)).toBe('ab cd ef…');
    expect(metaDescription(text, 8)).toBe('ab cd…');
  });
});

describe('htmlToText', () => {
  it('turns tags into spaces and decodes entities', () => {
    expect(htmlToText('<p>a</p><p>b</p>')).toBe(' a  b ');
    expect(htmlToText('&amp;&lt;&gt;&quot;&apos;&nbsp;&AMP;')).toBe('&<>"\'\u00a0&');
    expect(htmlToText('&#65;&#x42;&#X43;&#128512;')).toBe('ABC😀');
    expect(htmlToText('&#x10FFFF;&#1114111;')).toBe('\u{10FFFF}\u{10FFFF}');
  });

  it('keeps unknown and impossible entities as written', () => {
    expect(htmlToText('&bogus; &#x110000; &#1114112; & ;')).toBe('&bogus; &#x110000; &#1114112; & ;');
  });
});

describe('language URLs', () => {
  it('names the language with ?lang= and keeps other parameters', () => {
    expect(LANGUAGE_QUERY_PARAM).toBe('lang');
    expect(languageUrl('https://a.example/projects/x/1', 'de')).toBe('https://a.example/projects/x/1?lang=de');
    expect(languageUrl('https://a.example/p?utm=1&lang=en', 'de')).toBe('https://a.example/p?utm=1&lang=de');
  });

  it('reads the language a URL names when it is one of the tenant’s', () => {
    expect(urlLanguage(new URLSearchParams('lang=de'), ['en', 'de'])).toBe('de');
    expect(urlLanguage(new URLSearchParams('lang=fr'), ['en', 'de'])).toBeUndefined();
    expect(urlLanguage(new URLSearchParams('lang='), ['en', 'de'])).toBeUndefined();
    expect(urlLanguage(new URLSearchParams(''), ['en', 'de'])).toBeUndefined();
  });
});
