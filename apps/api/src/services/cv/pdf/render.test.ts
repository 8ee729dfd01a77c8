// The generated CV as a file: real text (pdf.js extracts it), metadata, the brand, several pages
// when long, names outside WinAnsi; and what of a profile it prints (hidden fields, placeholders).
import { PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreelancerRow } from '../../identity/freelancers.ts';
import { parseCv } from '../parser/index.ts';
import { PDF_LIMITS, createPdfInspector } from '../../files/pdf/index.ts';
import type { PdfInspector } from '../../files/pdf/index.ts';
import { emptyCv } from '../structuredCv.ts';
import type { Cv } from '../structuredCv.ts';
import { cvPdfPerson, generateCvPdf, renderCvPdf } from './index.ts';
import type { CvPdfInput } from './index.ts';

let inspector: PdfInspector;
beforeAll(() => {
  inspector = createPdfInspector(PDF_LIMITS);
});
afterAll(() => inspector?.close());

const read = (bytes: Uint8Array) => inspector.inspect(bytes, { text: true });
const textOf = async (bytes: Uint8Array) =>
  (await read(bytes)).pages.map((page) => (page.text ?? []).map((item) => item.text).join(' ')).join('\n');

const input = (overrides: Partial<CvPdfInput> = {}): CvPdfInput => ({
  locale: 'de',
  now: new Date('2026-11-24T10:00:00Z'),
  brand: { name: 'Beta Freelance', primaryColor: '#00a86b' },
  person: { firstName: 'Łukasz', lastName: 'Wójcik', professionalTitle: 'Backend-Entwickler' },
  cv: {
    ...emptyCv(),
    skills: ['Architektur', 'Mentoring'],
    employmentHistory: [
      { title: 'Entwickler', organization: 'Acme GmbH', start: '2020-01-01', end: null, ongoing: true },
    ],
  },
  ...overrides,
});

describe('renderCvPdf', () => {
  it('writes text pdf.js extracts, with names outside WinAnsi transliterated and the brand on top', async () => {
    const pdf = await renderCvPdf(
      input({ person: { firstName: 'Zoë', lastName: 'Ångström', email: 'zoe@example.com' } }),
    );
    const text = await textOf(pdf);
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain('Beta Freelance');
    expect(text).toContain('Berufserfahrung');
    expect(text).toContain('zoe@example.com');
    const polish = await textOf(await renderCvPdf(input()));
    expect(polish).toContain('Lukasz Wójcik');
  });

  it('sets title, author, language and keywords; the title keeps the name as typed', async () => {
    const document = await PDFDocument.load(await renderCvPdf(input()), { updateMetadata: false });
    expect(document.getTitle()).toBe('Lebenslauf – Łukasz Wójcik');
    expect(document.getAuthor()).toBe('Łukasz Wójcik');
    expect(document.getSubject()).toBe('Backend-Entwickler');
    expect(document.getKeywords()).toBe('Architektur Mentoring');
    expect(document.getCreator()).toBe('Beta Freelance');
    const lang = document.catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : lang).toBe('de');
    const preferences = document.catalog.lookup(PDFName.of('ViewerPreferences'));
    expect(String(preferences)).toContain('/DisplayDocTitle true');
  });

  it('embeds the logo when there is one', async () => {
    const png = await sharp({ create: { width: 90, height: 30, channels: 4, background: '#00a86b' } })
      .png()
      .toBuffer();
    const withLogo = await renderCvPdf(
      input({ brand: { name: 'Beta', primaryColor: '#00a86b', logo: { png, width: 90, height: 30 } } }),
    );
    const without = await renderCvPdf(input());
    const images = async (bytes: Uint8Array) => {
      const document = await PDFDocument.load(bytes);
      const xObjects = document.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'));
      return xObjects ? (String(xObjects).match(/\/Image-/g)?.length ?? 0) : 0;
    };
    expect(await images(withLogo)).toBe(1);
    expect(await images(without)).toBe(0);
  });

  it('runs onto more pages when long, and every entry is read back in order', async () => {
    const employmentHistory = Array.from({ length: 40 }, (_, i) => ({
      title: `Entwickler ${i + 1}`,
      organization: `Firma ${i + 1}`,
      description:
        'Verantwortlich für Schnittstellen, Datenbanken und die Betreuung neuer Kolleginnen und Kollegen im Team.',
      start: `${2019 - Math.floor(i / 2)}-${i % 2 === 0 ? '07' : '01'}-01`,
      end: `${2019 - Math.floor(i / 2)}-${i % 2 === 0 ? '12' : '06'}-01`,
      ongoing: false,
    }));
    const cv: Cv = { ...emptyCv(), employmentHistory, skills: Array.from({ length: 120 }, (_, i) => `Kenntnis ${i}`) };
    const pdf = await renderCvPdf(input({ cv }));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(2);
    const parsed = await parseCv(pdf, read);
    expect(parsed.employmentHistory?.map((entry) => [entry.title, entry.organization, entry.start, entry.end])).toEqual(
      employmentHistory.map((entry) => [entry.title, entry.organization, entry.start, entry.end]),
    );
    expect(parsed.skills).toEqual(cv.skills);
  });

  it('refuses to draw a CV without a name', async () => {
    await expect(renderCvPdf(input({ person: { professionalTitle: 'Developer' } }))).rejects.toThrow(/name/);
  });

  it('draws in a worker thread, the same document', async () => {
    const [here, there] = [await renderCvPdf(input()), await generateCvPdf(input())];
    expect(await textOf(there)).toBe(await textOf(here));
  });
});

describe('cvPdfPerson', () => {
  const row = (values: Partial<FreelancerRow>): FreelancerRow =>
    ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneE164: '+4915123456789',
      phoneCountry: 'DE',
      hiddenFields: [],
      profile: {
        professionalTitle: 'Analyst',
        description: 'Notes on the engine.',
        linkedinHandle: 'ada',
        homeAddress: { street: 'Musterstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
      },
      ...values,
    }) as FreelancerRow;

  it('prints the profile: phone in international format, the address, LinkedIn', () => {
    expect(cvPdfPerson(row({}))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      professionalTitle: 'Analyst',
      description: 'Notes on the engine.',
      email: 'ada@example.com',
      phone: '+49 1512 3456789',
      linkedinHandle: 'ada',
      address: { street: 'Musterstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
    });
  });

  it('leaves out fields hidden for the talent and placeholder addresses; keeps the name', () => {
    const person = cvPdfPerson(
      row({
        email: 'phone-0123456789abcdef01234567@no-email.invalid',
        hiddenFields: ['mobileNumber', 'homeAddress.street', 'description', 'firstName'],
      }),
    );
    expect(person.phone).toBeUndefined();
    expect(person.email).toBeUndefined();
    expect(person.description).toBeUndefined();
    expect(person.address).toEqual({ zip: '10115', city: 'Berlin', country: 'DE' });
    expect(person.firstName).toBe('Ada');
  });
});
