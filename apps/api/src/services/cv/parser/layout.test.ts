// Reading order on real PDFs (pdf-lib, read by pdf.js in the worker pool): a two-column page must
// come out column by column, and what cannot be read must be refused with a reason.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf } from '../../../../test/pdfs.ts';
import { PDF_LIMITS, createPdfInspector } from '../../files/pdf/index.ts';
import type { PdfInspector } from '../../files/pdf/index.ts';
import { pageLines } from './layout.ts';
import { CvUnreadable, readCvLines } from './read.ts';
import type { PdfReader } from './read.ts';

let inspector: PdfInspector;
let read: PdfReader;
beforeAll(() => {
  inspector = createPdfInspector(PDF_LIMITS);
  read = (bytes) => inspector.inspect(bytes, { text: true });
});
afterAll(() => inspector?.close());

/** A page with a full-width header, a sidebar at x 40 and a main column at x 220, drawn interleaved. */
async function twoColumnPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const page = document.addPage([595, 842]);
  page.drawText('Jana Müller — Senior Developer — Berlin, Deutschland', { x: 40, y: 800, size: 16, font });
  for (let line = 0; line < 5; line++) {
    const y = 760 - line * 16;
    page.drawText(`Main ${line} experience text`, { x: 220, y, size: 11, font });
    page.drawText(`Side ${line}`, { x: 40, y, size: 11, font });
  }
  page.drawText('Main 5 only', { x: 220, y: 680, size: 11, font });
  return document.save();
}

describe('readCvLines', () => {
  it('reads the header, then the sidebar top down, then the main column', async () => {
    const lines = (await readCvLines(await twoColumnPdf(), read)).map((line) => line.text);
    expect(lines).toEqual([
      'Jana Müller — Senior Developer — Berlin, Deutschland',
      'Side 0',
      'Side 1',
      'Side 2',
      'Side 3',
      'Side 4',
      'Main 0 experience text',
      'Main 1 experience text',
      'Main 2 experience text',
      'Main 3 experience text',
      'Main 4 experience text',
      'Main 5 only',
    ]);
  });

  it('joins the runs of one baseline left to right, cells at a tab stop, and keeps single-column text in order', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Courier);
    const page = document.addPage([595, 842]);
    // "Hello" is 36 pt wide: a word space before "world", a tab stop before "cell".
    page.drawText('world', { x: 90, y: 700, size: 12, font });
    page.drawText('Hello', { x: 50, y: 700, size: 12, font });
    page.drawText('cell', { x: 180, y: 700, size: 12, font });
    page.drawText('Second line', { x: 50, y: 684, size: 12, font });
    const lines = await readCvLines(await document.save(), read);
    expect(lines.map((line) => [line.text, line.page])).toEqual([
      ['Hello world\tcell', 1],
      ['Second line', 1],
    ]);
  });

  it('refuses what is not a PDF, a PDF without text, and an encrypted PDF, with the reason', async () => {
    const reason = (bytes: Uint8Array) =>
      readCvLines(bytes, read).then(
        () => 'read',
        (error: unknown) => (error instanceof CvUnreadable ? error.reason : error),
      );
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    expect(await reason(new TextEncoder().encode('Jana Müller, Developer'))).toBe('notPdf');
    expect(await reason(await blank.save())).toBe('noText');
    expect(await reason(encryptedPdf('Jana Müller', { user: 'secret', owner: 'owner-secret' }))).toBe('encrypted');
    const whole = await twoColumnPdf();
    expect(await reason(whole.slice(0, whole.length / 2))).toBe('unreadable');
  });
});

describe('pageLines', () => {
  const item = (text: string, x: number, y: number, width: number) => ({
    text,
    x,
    y,
    width,
    height: 10,
    fontName: 'f',
  });

  it('reads a header narrower than half the page that crosses the gutter first, not as column text', () => {
    const sidebar = Array.from({ length: 8 }, (_, i) => item(`Side ${i}`, 40, 700 - i * 15, 120));
    const main = Array.from({ length: 8 }, (_, i) => item(`Main ${i}`, 230, 700 - i * 15, 250));
    const header = item('Street 1, 10115 Berlin | +49 151 23456789', 40, 780, 260);
    const text = pageLines({ width: 595, height: 842, text: [...main, header, ...sidebar] }, 1).map((l) => l.text);
    expect(text).toEqual([header.text, ...sidebar.map((i) => i.text), ...main.map((i) => i.text)]);
  });

  const run = (text: string, x: number, y: number, font = 'regular', size = 10) => ({
    text,
    x,
    y,
    // Helvetica-like: half the size per character.
    width: text.length * size * 0.5,
    height: size,
    fontName: font,
  });
  const texts = (items: ReturnType<typeof run>[]) =>
    pageLines({ width: 595, height: 842, text: items }, 1).map((line) => line.text);

  it('reads a label column row by row, its wrapped labels joined, and a date at the right edge on its title’s line', () => {
    const items = [
      run('Berufserfahrung', 40, 700, 'bold', 13),
      run('03/2021 – heute', 40, 680),
      run('Senior Entwicklerin bei Acme GmbH', 150, 680, 'bold'),
      run('• Aufbau der Plattform und des Teams für die Kunden', 150, 667),
      run('Februar 2019 –', 40, 640),
      run('Entwicklerin bei Beta AG', 150, 640, 'bold'),
      run('Februar 2021', 40, 627),
      run('• Einführung automatisierter Tests', 150, 627),
      run('Ausbildung', 40, 600, 'bold', 13),
      run('B.Sc. Informatik, TU München', 40, 580, 'bold'),
      run('2014 – 2018', 480, 580),
    ];
    expect(texts(items)).toEqual([
      'Berufserfahrung',
      '03/2021 – heute\tSenior Entwicklerin bei Acme GmbH',
      '• Aufbau der Plattform und des Teams für die Kunden',
      'Februar 2019 – Februar 2021\tEntwicklerin bei Beta AG',
      '• Einführung automatisierter Tests',
      'Ausbildung',
      'B.Sc. Informatik, TU München\t2014 – 2018',
    ]);
  });

  it('reads a small table row by row, joins a wrapped bullet and leaves out page numbers and footers', () => {
    const body = 'Led the migration of the billing platform to the cloud with a team of';
    const items = [
      run('Skills', 40, 700, 'bold', 13),
      run('Coaching', 40, 680),
      run('Budget planning', 300, 680),
      run('Risk management', 40, 667),
      run('Moderation', 300, 667),
      run('Experience', 40, 640, 'bold', 13),
      run(`• ${body}`, 40, 620),
      run('eight developers', 48, 607),
      run(`• ${body}`, 40, 594),
      run('six people', 48, 581),
      run(`• ${body}`, 40, 568),
      run(`• ${body}`, 40, 555),
      run('Jana Müller · Lebenslauf · Stand 03/2024', 40, 36, 'italic', 7.5),
      run('Seite 1 von 2', 280, 24, 'regular', 7.5),
    ];
    expect(texts(items)).toEqual([
      'Skills',
      'Coaching\tBudget planning',
      'Risk management\tModeration',
      'Experience',
      `• ${body} eight developers`,
      `• ${body} six people`,
      `• ${body}`,
      `• ${body}`,
    ]);
  });

  it('keeps one column of long and short lines in order', () => {
    const lines = [
      'Work Experience',
      'Developer, Acme GmbH and a long line of description text',
      '2019 – 2021',
      'Skills',
    ];
    const items = lines.map((text, i) => item(text, i === 1 ? 50 : 40, 700 - i * 15, text.length * 5));
    expect(pageLines({ width: 595, height: 842, text: items }, 1).map((l) => l.text)).toEqual(lines);
  });
});
