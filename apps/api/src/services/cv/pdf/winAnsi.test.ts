// Text for the standard fonts: what Helvetica draws stays as typed, the rest is transliterated,
// decomposed or replaced, and nothing makes pdf-lib throw.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawableText } from './winAnsi.ts';

let drawable: ReadonlySet<number>;
let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
beforeAll(async () => {
  const document = await PDFDocument.create();
  font = await document.embedFont(StandardFonts.Helvetica);
  drawable = new Set(font.getCharacterSet());
});

describe('drawableText', () => {
  it.each([
    ['Zoë Ångström', 'Zoë Ångström'],
    ['Müller, Straße, garçon, €, „Zitat“ – ok…', 'Müller, Straße, garçon, €, „Zitat“ – ok…'],
    ['Łukasz Wójcik', 'Lukasz Wójcik'],
    ['Đorđe Şahin Gődel', 'Dorde Sahin Godel'],
    ['Олена Шевченко', 'Olena Shevchenko'],
    ['Ελένη', 'Eleni'],
    ['ﬁne', 'fine'],
    ['日本語 😀', '??? ?'],
  ])('%s → %s', (text, expected) => {
    const drawn = drawableText(text, drawable);
    expect(drawn).toBe(expected);
    // The proof: pdf-lib encodes it (it throws on a character outside WinAnsi).
    expect(() => font.encodeText(drawn)).not.toThrow();
  });

  it('keeps the text on one line: whitespace becomes single spaces, invisible characters go', () => {
    expect(drawableText('  a\tb\u00a0\u202fc\r\nd\u2028e  ', drawable)).toBe('a b c d e');
    expect(drawableText('cv\u202efdp.exe\u200b\ufeff\u0007', drawable)).toBe('cvfdp.exe');
  });

  it('does not throw where pdf-lib does', () => {
    expect(() => font.encodeText('Łukasz')).toThrow();
  });
});
