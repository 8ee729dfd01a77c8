// PDFs made for tests, byte by byte or with pdf-lib: valid documents, broken ones, password-protected
// ones (AES-256, the standard security handler's revision 6) and a decompression bomb.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

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
