// Files over HTTP: uploads checked by content (PDFs parsed in a worker, images decoded), their
// metadata, profile images served as WebP at a fixed set of widths with server and HTTP caching; plus
// the local-disk storage and the name cleaning on their own.
import type { components } from '@talent/api-client';
import { IMAGE_WIDTHS } from '@talent/domain';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { displayName } from '../src/services/files/files.ts';
import { MAX_INPUT_PIXELS } from '../src/services/files/images.ts';
import { PDF_LIMITS } from '../src/services/files/pdf/index.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { isValidKey, storageKey } from '../src/storage/storage.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { directAccount, inTenant, setFreelancer } from './accountData.ts';
import { ALPHA, BETA, multipartBody, rawRequest, startTestServer } from './harness.ts';
import type { CallResult, FormPart, TestServer } from './harness.ts';
import { declaredSize, picture } from './images.ts';
import { bombPdf, encryptedPdf, textPdf } from './pdfs.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];
type Meta = Schemas['ResourceMeta'];

const MiB = 1024 * 1024;

/** A minimal valid one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);
/** The minimal PDF with `size - PDF.length` spaces before its end-of-file marker (as long as asked). */
const pdfOfSize = (size: number) =>
  Buffer.concat([PDF.subarray(0, -'%%EOF\n'.length), Buffer.alloc(size - PDF.length, 0x20), Buffer.from('%%EOF\n')]);

/** The start of a Windows executable (DOS header), as a renamed .exe would send it. */
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800', 'hex'), Buffer.alloc(200, 0)]);

let server: TestServer;
let filesDir: string;
let clockOffset = 0;
/** Storage reads by key (the counting wrapper the server uses). */
const reads = new Map<string, number>();
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
let ada: { token: string; id: number };
let grace: { token: string; id: number };
let beta: { token: string; id: number };

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-files-'));
  const disk = localDiskStorage(filesDir);
  const counting: FileStorage = {
    ...disk,
    get(key) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return disk.get(key);
    },
  };
  server = await startTestServer({
    env: { FILES_DIR: filesDir },
    overrides: { storage: counting, now: () => Date.now() + clockOffset },
  });
  [png, jpeg, webp] = await Promise.all([
    picture(640, 480).png().toBuffer(),
    picture(300, 200).jpeg().toBuffer(),
    picture(200, 100).webp().toBuffer(),
  ]);
  ada = await directAccount(server, 'alpha', 'ada@example.com');
  grace = await directAccount(server, 'alpha', 'grace@example.com');
  beta = await directAccount(server, 'beta', 'ada@example.com');
});
afterAll(async () => {
  await server?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** Every file under the storage directory (temporary ones included), relative. */
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(filesDir, path)).isFile(),
  );

/** The file rows of a freelancer. */
const rowsOf = (tenantId: string, freelancerId: number) =>
  inTenant(server, tenantId, (tx) =>
    tx
      .select()
      .from(files)
      .where(and(eq(files.clientId, tenantId), eq(files.freelancerId, freelancerId))),
  );

async function upload<T = Meta>(
  kind: string,
  part: Partial<FormPart> & { data: Buffer | string },
  options: { token?: string; host?: string } = { token: ada.token },
): Promise<CallResult<T>> {
  return server.call<T>('uploadResource', {
    ...options,
    query: { kind },
    rawBody: await multipartBody([{ name: 'resource', filename: 'file', ...part }]),
  });
}

const image = (uuid: string, query: Record<string, number> = {}, headers: Record<string, string> = {}) =>
  server.call<string>('getImage', { path: { uuid }, query, headers });

/** Width, height and format of an image answer, read by sharp from the bytes received. */
async function imageOf(response: CallResult<unknown>) {
  const bytes = response.bytes!;
  const { width, height, format } = await sharp(bytes).metadata();
  return {
    riffWebp: bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
    width,
    height,
    format,
  };
}

describe('uploadResource', () => {
  it('stores a PDF cover letter, checked by content, and describes it', async () => {
    const response = await upload('COVER_LETTER', {
      data: PDF,
      filename: 'C:\\Users\\ada\\Anschreiben – Firma.pdf',
      contentType: 'application/pdf',
    });
    expect(response.status).toBe(201);
    const { id, created, ...rest } = response.body;
    expect(rest).toEqual({
      name: 'Anschreiben – Firma.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      kind: 'COVER_LETTER',
    });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(Date.parse(created) - Date.now())).toBeLessThan(60_000);
    const [row] = (await rowsOf('alpha', ada.id)).filter((r) => r.uuid === response.body.id);
    expect(row).toMatchObject({ kind: 'COVER_LETTER', size: PDF.length, contentType: 'application/pdf' });
    // The key is the server's own (tenant, uuid), whatever the client called the file.
    expect(row!.storageKey).toBe(storageKey('alpha', response.body.id));
    expect(await server.server.context.storage.get(row!.storageKey)).toEqual(PDF);
  });

  it('ignores the name and Content-Type the client claims; the stored name says what the file is', async () => {
    const lying = await upload('DOCUMENT', { data: PDF, filename: 'holiday.png', contentType: 'image/png' });
    expect(lying.status).toBe(201);
    expect(lying.body).toMatchObject({ contentType: 'application/pdf', kind: 'DOCUMENT', name: 'holiday.png.pdf' });

    const cases: [Buffer, string, string][] = [
      [png, 'image/png', 'me.png'],
      [jpeg, 'image/jpeg', 'me.jpg'],
      [webp, 'image/webp', 'me.webp'],
    ];
    for (const [data, type, name] of cases) {
      // Sent as application/octet-stream with a misleading name: the content decides.
      const response = await upload('PROFILE_IMAGE', {
        data,
        filename: 'me.gif',
        contentType: 'application/octet-stream',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ contentType: type, kind: 'PROFILE_IMAGE', size: data.length });
      expect(response.body.name).toBe(name.replace('me.', 'me.gif.'));
    }
  });

  it('cleans the stored name: paths, control and invisible characters, length; a default when nothing is left', async () => {
    const evil = await upload('DOCUMENT', { data: PDF, filename: '../../etc/\u202Eevil\u0007name.pdf' });
    expect(evil.status).toBe(201);
    expect(evil.body.name).toBe('evilname.pdf');
    const long = await upload('DOCUMENT', { data: PDF, filename: `${'ä'.repeat(400)}.pdf` });
    expect(long.body.name).toBe(`${'ä'.repeat(251)}.pdf`);
    const nameless = await upload('COVER_LETTER', { data: PDF, filename: '\u0000\u0001' });
    expect(nameless.body.name).toBe('cover-letter.pdf');
  });

  it('refuses other content with 415 and stores nothing', async () => {
    const before = { stored: storedFiles().length, rows: (await rowsOf('alpha', ada.id)).length };
    const cases: [string, Buffer, string, string][] = [
      ['COVER_LETTER', png, 'letter.pdf', 'file.pdfRequired'],
      ['DOCUMENT', EXE, 'setup.pdf', 'file.pdfRequired'],
      ['COVER_LETTER', Buffer.from('Dear Sir or Madam,\nplease hire me.\n'), 'letter.pdf', 'file.pdfRequired'],
      ['PROFILE_IMAGE', PDF, 'me.png', 'file.imageRequired'],
      ['PROFILE_IMAGE', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png', 'file.imageRequired'],
      // Starts like a PNG (the signature and header pass the magic-byte check) but is cut off.
      ['PROFILE_IMAGE', png.subarray(0, 200), 'me.png', 'file.imageUnreadable'],
    ];
    for (const [kind, data, filename, message] of cases) {
      const response = await upload<Problem>(kind, { data, filename, contentType: 'application/pdf' });
      expect(response.status, `${kind} ${filename} ${message}`).toBe(415);
      expect(response.body.messages).toEqual([message]);
    }
    expect(storedFiles().length).toBe(before.stored);
    expect((await rowsOf('alpha', ada.id)).length).toBe(before.rows);
  });

  it('answers 413 over the limits (images 5 MiB, PDFs 10 MiB) and stores nothing; exactly the limit is fine', async () => {
    const before = { stored: storedFiles().length, rows: (await rowsOf('alpha', ada.id)).length };
    const bigImage = Buffer.concat([png, Buffer.alloc(5 * MiB - png.length + 1)]);
    const image = await upload<Problem>('PROFILE_IMAGE', { data: bigImage, filename: 'big.png' });
    expect(image.status).toBe(413);
    expect(image.body.messages).toEqual(['error.uploadTooLarge']);
    const over = await upload<Problem>('COVER_LETTER', { data: pdfOfSize(10 * MiB + 1), filename: 'big.pdf' });
    expect(over.status).toBe(413);
    expect(storedFiles().length).toBe(before.stored);
    expect((await rowsOf('alpha', ada.id)).length).toBe(before.rows);

    const exact = await upload('COVER_LETTER', { data: pdfOfSize(10 * MiB), filename: 'exact.pdf' });
    expect(exact.status).toBe(201);
    expect(exact.body.size).toBe(10 * MiB);
    expect(storedFiles().length).toBe(before.stored + 1);
  });

  it('refuses an image declaring more than MAX_INPUT_PIXELS (50 megapixels) with 413, PNG, JPEG or WebP', async () => {
    expect(MAX_INPUT_PIXELS).toBe(50_000_000);
    const owner = await directAccount(server, 'alpha', 'pixels@example.com');
    const [smallPng, smallJpeg, smallWebp] = await Promise.all([
      picture(16, 16).png().toBuffer(),
      picture(16, 16).jpeg().toBuffer(),
      picture(16, 16).webp().toBuffer(),
    ]);
    // Small files whose headers declare a huge canvas (decompression bombs): 10 000 × 5 001 is one
    // row over the limit.
    for (const [original, name] of [
      [smallPng, 'bomb.png'],
      [smallJpeg, 'bomb.jpg'],
      [smallWebp, 'bomb.webp'],
    ] as const) {
      const over = declaredSize(original, 10_000, 5_001);
      expect(await sharp(over).metadata(), name).toMatchObject({ width: 10_000, height: 5_001 });
      const refused = await upload<Problem>('PROFILE_IMAGE', { data: over, filename: name }, { token: owner.token });
      expect(refused.status, name).toBe(413);
      expect(refused.body.messages).toEqual(['file.imageTooManyPixels']);
    }
    // 10 000 × 5 000 is exactly the limit: it passes the pixel check and is decoded, which fails here
    // (the PNG holds 16 × 16 pixels).
    const atLimit = await upload<Problem>(
      'PROFILE_IMAGE',
      { data: declaredSize(smallPng, 10_000, 5_000), filename: 'big.png' },
      { token: owner.token },
    );
    expect(atLimit.status).toBe(415);
    expect(atLimit.body.messages).toEqual(['file.imageUnreadable']);
    expect(await rowsOf('alpha', owner.id)).toEqual([]);
  });

  it('answers 400 without a file, with an empty file, another field, a malformed body or a bad kind', async () => {
    const noFile = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      rawBody: await multipartBody([{ name: 'note', data: 'no file here' }]),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({
      messages: ['file.missing'],
      fieldErrors: [{ field: 'resource', messages: ['validation.required'] }],
    });
    const otherField = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      rawBody: await multipartBody([{ name: 'file', data: PDF, filename: 'a.pdf' }]),
    });
    expect(otherField.status).toBe(400);
    expect(otherField.body.messages).toEqual(['file.missing']);
    const empty = await upload<Problem>('DOCUMENT', { data: Buffer.alloc(0), filename: 'empty.pdf' });
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(['file.empty']);
    const malformed = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      rawBody: { contentType: 'multipart/form-data; boundary=xyz', data: Buffer.from('--xyz\r\nnonsense') },
    });
    expect(malformed.status).toBe(400);
    const noBoundary = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      rawBody: { contentType: 'multipart/form-data', data: PDF },
    });
    expect(noBoundary.status).toBe(400);
    for (const query of [{}, { kind: 'CV' }, { kind: 'cover_letter' }]) {
      const response = await server.call<Problem>('uploadResource', {
        token: ada.token,
        query,
        rawBody: await multipartBody([{ name: 'resource', data: PDF, filename: 'a.pdf' }]),
      });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors?.[0]?.field).toMatch(/kind/);
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const json = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      body: { resource: PDF.toString('base64') },
    });
    expect(json.status).toBe(415);
    const binary = await server.call<Problem>('uploadResource', {
      token: ada.token,
      query: { kind: 'DOCUMENT' },
      rawBody: { contentType: 'application/pdf', data: PDF },
    });
    expect(binary.status).toBe(415);
  });

  it('answers 401 without a login, for another tenant’s token and for a deactivated account', async () => {
    const before = storedFiles().length;
    expect((await upload('DOCUMENT', { data: PDF }, {})).status).toBe(401);
    expect((await upload('DOCUMENT', { data: PDF }, { token: beta.token, host: ALPHA })).status).toBe(401);
    const gone = await directAccount(server, 'alpha', 'gone@example.com', { isActive: false });
    const deactivated = await upload<Problem>('DOCUMENT', { data: PDF }, { token: gone.token });
    expect(deactivated.status).toBe(401);
    expect(deactivated.body.messages).toEqual(['auth.accountDeactivated']);
    expect(storedFiles().length).toBe(before);
  });

  it('limits uploads per freelancer (30 an hour)', async () => {
    const busy = await directAccount(server, 'alpha', 'busy@example.com');
    for (let i = 0; i < 30; i++) {
      expect((await upload('DOCUMENT', { data: PDF }, { token: busy.token })).status).toBe(201);
    }
    const limited = await upload<Problem>('DOCUMENT', { data: PDF }, { token: busy.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still can.
    expect((await upload('DOCUMENT', { data: PDF }, { token: grace.token })).status).toBe(201);
  });
});

describe('uploadResource: PDFs are checked by parsing them', () => {
  /** A freelancer of its own (uploads are limited per freelancer). */
  let owner: { token: string; id: number };
  beforeAll(async () => {
    owner = await directAccount(server, 'alpha', 'pdfs@example.com');
  });

  /** An upload that must be refused: its status and message, and nothing stored. */
  async function expectRefused(data: Buffer, status: number, message: string) {
    const before = { stored: storedFiles().length, rows: (await rowsOf('alpha', owner.id)).length };
    const response = await upload<Problem>(
      'DOCUMENT',
      { data, filename: 'cv.pdf', contentType: 'application/pdf' },
      { token: owner.token },
    );
    expect(response.status, message).toBe(status);
    expect(response.body.messages).toEqual([message]);
    expect(storedFiles().length).toBe(before.stored);
    expect((await rowsOf('alpha', owner.id)).length).toBe(before.rows);
    return response;
  }

  it('stores a multi-page PDF that pdf.js opens and reads page by page', async () => {
    const cv = await textPdf(4, 30);
    const response = await upload('DOCUMENT', { data: cv, filename: 'cv.pdf' }, { token: owner.token });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ contentType: 'application/pdf', size: cv.length, name: 'cv.pdf' });
    expect(await server.server.context.storage.get(storageKey('alpha', response.body.id))).toEqual(cv);
  });

  it('accepts what readers accept: up to 1 KiB before the header, and an owner password alone', async () => {
    // The first bytes do not decide: a PDF after a few bytes of something else is still a PDF
    // (file-type, which the type was sniffed with before, wants `%PDF` at the very start).
    const prefixed = Buffer.concat([Buffer.from('\r\n\r\n'.repeat(25)), await textPdf(2)]);
    expect((await upload('DOCUMENT', { data: prefixed, filename: 'cv.pdf' }, { token: owner.token })).status).toBe(201);
    // Encrypted with an empty user password (only editing is protected): it opens without one.
    const readOnly = encryptedPdf('Curriculum vitae', { user: '', owner: 'owner' });
    const letter = await upload('COVER_LETTER', { data: readOnly, filename: 'letter.pdf' }, { token: owner.token });
    expect(letter.status).toBe(201);
  });

  it('refuses a file that only looks like a PDF: renamed, or starting like one and cut off or damaged', async () => {
    await expectRefused(await picture(40, 40).png().toBuffer(), 415, 'file.pdfRequired');
    const cv = await textPdf(3);
    await expectRefused(cv.subarray(0, Math.floor(cv.length / 2)), 415, 'file.pdfUnreadable');
    // Cut off, with an end-of-file marker stuck on: pdf.js itself cannot open it.
    await expectRefused(
      Buffer.concat([cv.subarray(0, Math.floor(cv.length * 0.9)), Buffer.from('\n%%EOF\n')]),
      415,
      'file.pdfUnreadable',
    );
    // The minimal PDF's page tree made to point at a page that is not there.
    await expectRefused(
      Buffer.from(PDF.toString('latin1').replace('[3 0 R]', '[9 0 R]'), 'latin1'),
      415,
      'file.pdfUnreadable',
    );
  });

  it('refuses a password-protected PDF', async () => {
    await expectRefused(encryptedPdf('Curriculum vitae', { user: 'secret', owner: 'owner' }), 415, 'file.pdfEncrypted');
  });

  it('refuses a 1 KB PDF whose stream inflates to 200 MiB with 413, within the time limit, the server answering meanwhile', async () => {
    const bomb = bombPdf(200 * MiB);
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    let pending = true;
    const refused = expectRefused(bomb, 413, 'file.pdfTooComplex').finally(() => {
      pending = false;
    });
    // While the bomb is inspected, other requests keep being answered at once.
    const answered: number[] = [];
    while (pending) {
      const asked = Date.now();
      expect((await rawRequest(server.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
      if (pending) answered.push(Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await refused;
    expect(Date.now() - started).toBeLessThan(PDF_LIMITS.timeMs);
    expect(answered.length).toBeGreaterThan(0);
    expect(Math.max(...answered)).toBeLessThan(500);
  });
});

describe('getResourceMeta', () => {
  let letter: Meta;
  beforeAll(async () => {
    letter = (await upload('COVER_LETTER', { data: PDF, filename: 'letter.pdf' })).body;
  });

  it('describes the owner’s file', async () => {
    const response = await server.call<Meta>('getResourceMeta', { token: ada.token, path: { id: letter.id } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(letter);
  });

  it('describes a CV file as a document (the contract’s kinds have no CV)', async () => {
    const [row] = await inTenant(server, 'alpha', (tx) =>
      tx
        .insert(files)
        .values({
          clientId: 'alpha',
          freelancerId: ada.id,
          kind: 'CV',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          storageKey: 'alpha/cv/cv',
        })
        .returning(),
    );
    const response = await server.call<Meta>('getResourceMeta', { token: ada.token, path: { id: row!.uuid } });
    expect(response.body).toMatchObject({ kind: 'DOCUMENT', name: 'cv.pdf' });
  });

  it('answers 404 for another freelancer’s, another tenant’s or an unknown file', async () => {
    const other = await server.call<Problem>('getResourceMeta', { token: grace.token, path: { id: letter.id } });
    expect(other.status).toBe(404);
    expect(other.body.messages).toEqual(['file.notFound']);
    const betaFile = (await upload('DOCUMENT', { data: PDF }, { token: beta.token, host: BETA })).body;
    expect((await server.call('getResourceMeta', { token: ada.token, path: { id: betaFile.id } })).status).toBe(404);
    expect(
      (await server.call('getResourceMeta', { token: beta.token, host: BETA, path: { id: letter.id } })).status,
    ).toBe(404);
    const unknown = await server.call('getResourceMeta', {
      token: ada.token,
      path: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 401 without a login or with another tenant’s token, 400 for a malformed id', async () => {
    expect((await server.call('getResourceMeta', { path: { id: letter.id } })).status).toBe(401);
    expect((await server.call('getResourceMeta', { token: beta.token, path: { id: letter.id } })).status).toBe(401);
    for (const id of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '1234']) {
      const response = await rawRequest(server.url, {
        method: 'GET',
        path: `/v1/api/napi/resource/${id}/meta`,
        headers: { authorization: `Bearer ${ada.token}` },
      });
      expect(response.status, id).toBe(400);
    }
  });
});

describe('getImage', () => {
  let photo: Meta;
  let letter: Meta;
  beforeAll(async () => {
    photo = (await upload('PROFILE_IMAGE', { data: png, filename: 'ada.png' })).body;
    letter = (await upload('COVER_LETTER', { data: PDF, filename: 'letter.pdf' })).body;
  });
  const readsOf = (uuid: string) => reads.get(storageKey('alpha', uuid)) ?? 0;

  it('serves a profile image as WebP, publicly, with HTTP caching headers', async () => {
    const response = await image(photo.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    // Not enlarged and not cut: the original 640 × 480.
    expect(await imageOf(response)).toEqual({ riffWebp: true, width: 640, height: 480, format: 'webp' });
  });

  it('resizes to each width of IMAGE_WIDTHS keeping the aspect ratio, never beyond the original', async () => {
    expect(IMAGE_WIDTHS).toEqual([32, 64, 128, 256, 512]);
    const sizes: [Record<string, number>, number, number][] = [
      [{ width: 32 }, 32, 24],
      [{ width: 64 }, 64, 48],
      [{ width: 128 }, 128, 96],
      [{ width: 256 }, 256, 192],
      [{ width: 512 }, 512, 384],
    ];
    for (const [query, width, height] of sizes) {
      const response = await image(photo.id, query);
      expect(response.status).toBe(200);
      expect(await imageOf(response), JSON.stringify(query)).toMatchObject({ riffWebp: true, width, height });
    }
    // There is no height parameter: asking for one is a 400 on it, not a silently different image.
    for (const query of [{ height: 60 }, { width: 32, height: 512 }]) {
      const response = await image(photo.id, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((response.body as unknown as Problem).fieldErrors).toEqual([
        { field: 'querystring.height', messages: ['validation.unknownField'] },
      ]);
    }
    const small = (await upload('PROFILE_IMAGE', { data: webp, filename: 'small.webp' }, { token: grace.token })).body;
    expect(await imageOf(await image(small.id, { width: 512 }))).toMatchObject({ width: 200, height: 100 });
    // Each size has its own tag.
    const a = (await image(photo.id, { width: 64 })).headers['etag'];
    const b = (await image(photo.id, { width: 128 })).headers['etag'];
    expect(a).not.toBe(b);
  });

  it('answers 304 to a matching If-None-Match, 200 to another tag', async () => {
    const first = await image(photo.id, { width: 256 });
    const etag = String(first.headers['etag']);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await image(photo.id, { width: 256 }, { 'if-none-match': header });
      expect(again.status, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    const stale = await image(photo.id, { width: 256 }, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    // A tag of another size does not match.
    const otherSize = await image(photo.id, { width: 512 }, { 'if-none-match': etag });
    expect(otherSize.status).toBe(200);
  });

  it('keeps the last 10 renderings for an hour: no storage read for a cached one', async () => {
    const fresh = (await upload('PROFILE_IMAGE', { data: jpeg, filename: 'fresh.jpg' })).body;
    const other = (await upload('PROFILE_IMAGE', { data: png, filename: 'other.png' }, { token: grace.token })).body;
    expect(readsOf(fresh.id)).toBe(0);
    const first = await image(fresh.id, { width: 64 });
    expect(readsOf(fresh.id)).toBe(1);
    const second = await image(fresh.id, { width: 64 });
    expect(readsOf(fresh.id)).toBe(1);
    expect(second.bytes).toEqual(first.bytes);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    // A conditional request for a cached rendering reads nothing either.
    expect((await image(fresh.id, { width: 64 }, { 'if-none-match': String(first.headers['etag']) })).status).toBe(304);
    expect(readsOf(fresh.id)).toBe(1);

    // Ten other renderings (two images at each of the five widths) push it out, least recently used first.
    for (const uuid of [photo.id, other.id]) for (const width of IMAGE_WIDTHS) await image(uuid, { width });
    await image(fresh.id, { width: 64 });
    expect(readsOf(fresh.id)).toBe(2);

    // After an hour it is rendered again.
    await image(fresh.id, { width: 64 });
    expect(readsOf(fresh.id)).toBe(2);
    clockOffset += 60 * 60 * 1000 + 1000;
    try {
      const later = await image(fresh.id, { width: 64 });
      expect(readsOf(fresh.id)).toBe(3);
      // Same file, same size, same bytes: the tag survives the cache (browsers keep their copies).
      expect(later.headers['etag']).toBe(first.headers['etag']);
    } finally {
      clockOffset = 0;
    }
  });

  it('answers 404 for a file that is not a profile image, an unknown one, another tenant’s or a deactivated account’s', async () => {
    const notImage = await image(letter.id);
    expect(notImage.status).toBe(404);
    expect((notImage.body as unknown as Problem).messages).toEqual(['image.notFound']);
    expect((await image('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.call('getImage', { host: BETA, path: { uuid: photo.id } })).status).toBe(404);
    const betaPhoto = (await upload('PROFILE_IMAGE', { data: webp }, { token: beta.token, host: BETA })).body;
    expect((await server.call('getImage', { host: BETA, path: { uuid: betaPhoto.id } })).status).toBe(200);
    expect((await image(betaPhoto.id)).status).toBe(404);

    const leaving = await directAccount(server, 'alpha', 'leaving@example.com');
    const face = (await upload('PROFILE_IMAGE', { data: png }, { token: leaving.token })).body;
    expect((await image(face.id, { width: 32 })).status).toBe(200);
    await setFreelancer(server, 'alpha', leaving.id, { isActive: false });
    expect((await image(face.id, { width: 32 })).status).toBe(404);
  });

  it('answers 400 for a malformed uuid or a width outside IMAGE_WIDTHS, 401 for another tenant’s token', async () => {
    for (const uuid of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', `${photo.id}x`]) {
      const response = await rawRequest(server.url, { method: 'GET', path: `/v1/api/image/${uuid}` });
      expect(response.status, uuid).toBe(400);
    }
    // Every other width is refused before anything is read or resized: no cold resize for free.
    const readsBefore = readsOf(photo.id);
    for (const width of [31, 33, 48, 100, 200, 511, 1024, 2048, 16, 0, -32]) {
      const response = await image(photo.id, { width });
      expect(response.status, String(width)).toBe(400);
      // Not one of the set (and below 32 or above 512: also out of the range the contract states).
      expect((response.body as unknown as Problem).fieldErrors, String(width)).toEqual([
        { field: 'querystring.width', messages: expect.arrayContaining(['validation.oneOf']) as unknown },
      ]);
    }
    const notANumber = await rawRequest(server.url, { method: 'GET', path: `/v1/api/image/${photo.id}?width=wide` });
    expect(notANumber.status).toBe(400);
    expect(readsOf(photo.id)).toBe(readsBefore);
    const wrongToken = await server.call('getImage', { token: beta.token, path: { uuid: photo.id } });
    expect(wrongToken.status).toBe(401);
  });

  it('answers a clean problem when the stored image is broken or gone', async () => {
    const storage = server.server.context.storage;
    const insertImage = async (key: string) => {
      const [row] = await inTenant(server, 'alpha', (tx) =>
        tx
          .insert(files)
          .values({
            clientId: 'alpha',
            freelancerId: ada.id,
            kind: 'PROFILE_IMAGE',
            name: 'broken.png',
            contentType: 'image/png',
            size: 200,
            storageKey: key,
          })
          .returning(),
      );
      return row!.uuid;
    };
    await storage.put('alpha/broken/truncated', png.subarray(0, 200));
    const broken = await image(await insertImage('alpha/broken/truncated'));
    expect(broken.status).toBe(500);
    expect((broken.body as unknown as Problem).messages).toEqual(['image.unreadable']);
    const gone = await image(await insertImage('alpha/broken/missing'));
    expect(gone.status).toBe(404);
    // The server is still fine.
    expect((await image(photo.id, { width: 32 })).status).toBe(200);
  });
});

describe('local disk storage', () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'talent-storage-'));
    storage = localDiskStorage(join(dir, 'root'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets, streams and deletes by key', async () => {
    expect(await storage.put('t/ab/one', Buffer.from('hello'))).toEqual({ size: 5 });
    expect((await storage.get('t/ab/one'))?.toString()).toBe('hello');
    const stream = await storage.stream('t/ab/one');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    expect(await storage.put('t/ab/one', Readable.from([Buffer.from('new '), Buffer.from('content')]))).toEqual({
      size: 11,
    });
    expect((await storage.get('t/ab/one'))?.toString()).toBe('new content');
    await storage.delete('t/ab/one');
    await storage.delete('t/ab/one');
    expect(await storage.get('t/ab/one')).toBeUndefined();
    expect(await storage.stream('t/ab/one')).toBeUndefined();
  });

  it('leaves nothing when the content stream fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      // The failure comes in a later turn of the event loop, after the first chunk was written.
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('client went away');
    }
    const result = await storage.put('t/cd/two', Readable.from(failing())).then(
      () => 'stored',
      (error: Error) => error.message,
    );
    expect(result).toBe('client went away');
    expect(await storage.get('t/cd/two')).toBeUndefined();
    expect(readdirSync(join(dir, 'root', 't', 'cd'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    const bad = ['', '../x', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', '.hidden', 'a/./b', 'a/b\u0000', 'ä'];
    for (const key of bad) {
      expect(isValidKey(key), key).toBe(false);
      const outcome = await storage.get(key).then(
        () => 'read',
        (error: Error) => error.message,
      );
      expect(outcome, key).toMatch(/^Invalid storage key/);
    }
    expect(isValidKey('alpha/12/123e4567-e89b-42d3-a456-426614174000')).toBe(true);
  });
});

describe('displayName', () => {
  it('keeps ordinary names and fixes the extension to the content', () => {
    expect(displayName('Lebenslauf 2026.PDF', 'application/pdf', 'document')).toBe('Lebenslauf 2026.PDF');
    expect(displayName('photo.jpeg', 'image/jpeg', 'x')).toBe('photo.jpeg');
    expect(displayName('photo.png', 'image/jpeg', 'x')).toBe('photo.png.jpg');
    expect(displayName('/home/ada/cv.pdf', 'application/pdf', 'x')).toBe('cv.pdf');
    expect(displayName('..', 'application/pdf', 'document')).toBe('document.pdf');
    expect(displayName(undefined, 'image/webp', 'profile-image')).toBe('profile-image.webp');
    expect(displayName('  a \t\n b  .pdf', 'application/pdf', 'x')).toBe('a b.pdf');
    expect(Array.from(displayName('😀'.repeat(300), 'image/png', 'x'))).toHaveLength(255);
  });
});
