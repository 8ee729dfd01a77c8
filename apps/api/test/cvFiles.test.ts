// CV files over HTTP: upload (PDF checked by parsing; add, replace, at most 10), the list, parsing a
// CV into profile data, generating the tenant-branded CV and downloading it, deletion, tenant
// isolation; and the round trip — a profile and structured CV generated into a PDF and read back by
// our own parser — in English, German, French and Dutch.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { corpusCv } from '@talent/fixtures';
import { parseCv } from '../src/services/cv/parser/index.ts';
import { MAX_UPLOADED_CVS } from '../src/services/cv/cvFiles.ts';
import { writeCv } from '../src/services/cv/structuredCv.ts';
import type { Cv } from '../src/services/cv/structuredCv.ts';
import { storageKey } from '../src/storage/storage.ts';
import { directAccount, inTenant } from './accountData.ts';
import { ALPHA, BETA, multipartBody, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';
import { encryptedPdf, textPdf } from './pdfs.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];
type CvResource = Schemas['CvResource'];
type CvResourceList = Schemas['CvResourceList'];
type ParsedCv = Schemas['ParsedCv'];

const MiB = 1024 * 1024;

let server: TestServer;
let filesDir: string;
let cvPdf: Buffer;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-cv-files-'));
  server = await startTestServer({ env: { FILES_DIR: filesDir } });
  cvPdf = await textPdf(2, 10);
});
afterAll(async () => {
  await server?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

type Account = { token: string; id: number };
let accounts = 0;
/** A new alpha freelancer (uploads are limited per freelancer, so most tests have their own). */
const account = (values: Parameters<typeof directAccount>[3] = {}) =>
  directAccount(server, 'alpha', `cv-${++accounts}@example.com`, values);

/** Every file under the storage directory, relative. */
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(filesDir, path)).isFile(),
  );
const stored = (tenant: string, uuid: string) => server.server.context.storage.get(storageKey(tenant, uuid));

async function uploadCv<T = CvResource>(
  who: Account,
  data: Buffer,
  options: { overwrite?: boolean; filename?: string; field?: string; host?: string } = {},
): Promise<CallResult<T>> {
  return server.call<T>('uploadCv', {
    token: who.token,
    ...(options.host && { host: options.host }),
    ...(options.overwrite !== undefined && { query: { isOverWriteCV: options.overwrite } }),
    rawBody: await multipartBody([
      { name: options.field ?? 'file', data, filename: options.filename ?? 'cv.pdf', contentType: 'application/pdf' },
    ]),
  });
}

const list = async (who: Account, host = ALPHA) => {
  const response = await server.call<CvResourceList>('listCvResources', { token: who.token, host });
  expect(response.status).toBe(200);
  return response.body.results;
};
const generate = <T = CvResource>(who: Account, host = ALPHA) =>
  server.call<T>('generateCvPdf', { token: who.token, host });
const parse = <T = ParsedCv>(who: Account, resourceId?: number, host = ALPHA) =>
  server.call<T>('parseCv', { token: who.token, host, ...(resourceId !== undefined && { query: { resourceId } }) });
const remove = <T = unknown>(who: Account, id: number, host = ALPHA) =>
  server.call<T>('deleteCvPdf', { token: who.token, host, path: { id } });
const download = (who: Account, uuid: string, host = ALPHA) =>
  server.call<string>('downloadResource', { token: who.token, host, path: { id: uuid } });

/** A one-page PDF with a picture and no text (a scanned CV). */
async function imageOnlyPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const png = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#ccc' } })
    .png()
    .toBuffer();
  const image = await document.embedPng(png);
  document.addPage([595, 842]).drawImage(image, { x: 50, y: 100, width: 495, height: 693 });
  return Buffer.from(await document.save());
}

describe('uploadCv', () => {
  it('stores a PDF CV checked by parsing and answers its CvResource', async () => {
    const ada = await account();
    const response = await uploadCv(ada, cvPdf, { filename: 'C:\\Users\\ada\\Lebenslauf 2026.pdf' });
    expect(response.status).toBe(201);
    const { id, uuid, created, ...rest } = response.body;
    expect(rest).toEqual({
      name: 'Lebenslauf 2026.pdf',
      contentType: 'application/pdf',
      generated: false,
      size: cvPdf.length,
    });
    expect(Math.abs(Date.parse(created!) - Date.now())).toBeLessThan(60_000);
    expect(await stored('alpha', uuid)).toEqual(cvPdf);
    expect(await list(ada)).toEqual([response.body]);
    // A CV is a document to the contract's ResourceMeta.
    const meta = await server.call<Schemas['ResourceMeta']>('getResourceMeta', {
      token: ada.token,
      path: { id: uuid },
    });
    expect(meta.body).toMatchObject({ id: uuid, kind: 'DOCUMENT', contentType: 'application/pdf' });
    expect(id).toBeGreaterThan(0);
  });

  it('refuses what is not a readable PDF, whatever its name, and stores nothing', async () => {
    const ada = await account();
    const before = storedFiles().length;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, number, string][] = [
      ['a PNG renamed .pdf', png, 415, 'file.pdfRequired'],
      ['garbage', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251)), 415, 'file.pdfRequired'],
      ['text', Buffer.from('Curriculum vitae\nAda Lovelace\n'), 415, 'file.pdfRequired'],
      ['a PDF cut in half', cvPdf.subarray(0, Math.floor(cvPdf.length / 2)), 415, 'file.pdfUnreadable'],
      [
        'a PDF cut off with an end marker stuck on',
        Buffer.concat([cvPdf.subarray(0, Math.floor(cvPdf.length * 0.8)), Buffer.from('\n%%EOF\n')]),
        415,
        'file.pdfUnreadable',
      ],
      [
        'a PDF that needs a password',
        encryptedPdf('Curriculum vitae', { user: 'secret', owner: 'owner' }),
        415,
        'file.pdfEncrypted',
      ],
      ['an empty file', Buffer.alloc(0), 400, 'file.empty'],
    ];
    for (const [what, data, status, message] of cases) {
      const response = await uploadCv<Problem>(ada, data);
      expect({ what, status: response.status, messages: response.body.messages }).toEqual({
        what,
        status,
        messages: [message],
      });
    }
    expect(storedFiles().length).toBe(before);
    expect(await list(ada)).toEqual([]);
  });

  it('answers 400 without a `file` part (another field name) and 415 without multipart', async () => {
    const ada = await account();
    const other = await uploadCv<Problem>(ada, cvPdf, { field: 'resource' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      messages: ['file.missing'],
      fieldErrors: [{ field: 'file', messages: ['validation.required'] }],
    });
    const json = await server.call<Problem>('uploadCv', { token: ada.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('answers 413 over 10 MiB; exactly 10 MiB is accepted', async () => {
    const ada = await account();
    // pdf-lib's file ends with `%%EOF`: spaces before the marker keep every offset right.
    expect(cvPdf.subarray(-5).toString('latin1')).toBe('%%EOF');
    const padded = (size: number) =>
      Buffer.concat([cvPdf.subarray(0, -5), Buffer.alloc(size - cvPdf.length, 0x20), Buffer.from('%%EOF')]);
    const over = await uploadCv<Problem>(ada, padded(10 * MiB + 1));
    expect(over.status).toBe(413);
    expect(over.body.messages).toEqual(['error.uploadTooLarge']);
    expect(await list(ada)).toEqual([]);
    const exact = await uploadCv(ada, padded(10 * MiB));
    expect(exact.status).toBe(201);
    expect(exact.body.size).toBe(10 * MiB);
  });

  it('adds CVs, newest first; with isOverWriteCV=true replaces the newest uploaded one (row and content)', async () => {
    const ada = await account();
    const first = (await uploadCv(ada, cvPdf, { filename: 'first.pdf' })).body;
    const second = (await uploadCv(ada, cvPdf, { filename: 'second.pdf', overwrite: false })).body;
    expect((await list(ada)).map((cv) => cv.name)).toEqual(['second.pdf', 'first.pdf']);
    // The generated CV is newer, but only uploaded CVs are replaced.
    expect((await generate(ada)).status).toBe(200);

    const replacement = await uploadCv(ada, cvPdf, { filename: 'third.pdf', overwrite: true });
    expect(replacement.status).toBe(201);
    const names = (await list(ada)).map((cv) => [cv.name, cv.generated]);
    expect(names).toEqual([
      ['third.pdf', false],
      ['CV Grace Hopper.pdf', true],
      ['first.pdf', false],
    ]);
    expect(await stored('alpha', second.uuid)).toBeUndefined();
    expect(await stored('alpha', first.uuid)).toEqual(cvPdf);
    // A refused replacement leaves the current CV in place.
    const refused = await uploadCv<Problem>(ada, Buffer.from('not a pdf'), { overwrite: true });
    expect(refused.status).toBe(415);
    expect((await list(ada)).map((cv) => cv.name)).toContain('third.pdf');
  });

  it('adds the first CV when there is nothing to replace', async () => {
    const ada = await account();
    expect((await uploadCv(ada, cvPdf, { overwrite: true })).status).toBe(201);
    expect(await list(ada)).toHaveLength(1);
  });

  it('keeps at most 10 uploaded CVs: the 11th is a 409, a replacement still works, the generated one does not count', async () => {
    const ada = await account();
    for (let i = 0; i < MAX_UPLOADED_CVS; i++) {
      expect((await uploadCv(ada, cvPdf, { filename: `cv-${i}.pdf` })).status).toBe(201);
    }
    const eleventh = await uploadCv<Problem>(ada, cvPdf, { filename: 'cv-10.pdf' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.messages).toEqual(['cv.limitReached']);
    expect((await uploadCv(ada, cvPdf, { filename: 'replaced.pdf', overwrite: true })).status).toBe(201);
    expect((await generate(ada)).status).toBe(200);
    const all = await list(ada);
    expect(all).toHaveLength(MAX_UPLOADED_CVS + 1);
    expect(all.filter((cv) => !cv.generated)).toHaveLength(MAX_UPLOADED_CVS);
    expect(all[0]!.generated).toBe(true);
    expect(all[1]!.name).toBe('replaced.pdf');
    expect(all.map((cv) => cv.name)).not.toContain('cv-9.pdf');
  });

  it('counts against the same upload limits as uploadResource (30 an hour)', async () => {
    const busy = await account();
    for (let i = 0; i < 30; i++) {
      const response = await server.call('uploadResource', {
        token: busy.token,
        query: { kind: 'DOCUMENT' },
        rawBody: await multipartBody([{ name: 'resource', data: cvPdf, filename: 'doc.pdf' }]),
      });
      expect(response.status).toBe(201);
    }
    const limited = await uploadCv<Problem>(busy, cvPdf);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 401 without a login and for another tenant’s token', async () => {
    const beta = await directAccount(server, 'beta', `cv-beta-${randomUUID()}@example.com`);
    const anonymous = await server.call('uploadCv', {
      rawBody: await multipartBody([{ name: 'file', data: cvPdf, filename: 'cv.pdf' }]),
    });
    expect(anonymous.status).toBe(401);
    expect((await uploadCv(beta, cvPdf, { host: ALPHA })).status).toBe(401);
  });
});

describe('listCvResources', () => {
  it('lists only the talent’s PDF CVs: no cover letters, no other kinds, nobody else’s', async () => {
    const ada = await account();
    const grace = await account();
    await uploadCv(grace, cvPdf);
    const mine = (await uploadCv(ada, cvPdf)).body;
    await server.call('uploadResource', {
      token: ada.token,
      query: { kind: 'COVER_LETTER' },
      rawBody: await multipartBody([{ name: 'resource', data: cvPdf, filename: 'letter.pdf' }]),
    });
    // A CV row that is not a PDF (imported from elsewhere) is not offered as a CV.
    await inTenant(server, 'alpha', (tx) =>
      tx.insert(files).values({
        clientId: 'alpha',
        freelancerId: ada.id,
        kind: 'CV',
        name: 'cv.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
        storageKey: storageKey('alpha', randomUUID()),
      }),
    );
    expect(await list(ada)).toEqual([mine]);
    expect(await list(await account())).toEqual([]);
  });
});

describe('parseCv', () => {
  it('parses the newest uploaded CV, or the one asked for, into the contract’s ParsedCv', async () => {
    const ada = await account();
    const corpus = await corpusCv(1);
    const real = (await uploadCv(ada, Buffer.from(corpus.pdf), { filename: 'real.pdf' })).body;
    const expected = await parseCv(corpus.pdf);
    const newest = await parse(ada);
    expect(newest.status).toBe(200);
    expect(newest.body).toEqual(expected);
    expect(newest.body.employmentHistory?.map((entry) => entry.title)).toEqual(
      corpus.truth.employmentHistory?.map((entry) => entry.title),
    );
    expect(newest.body.skills).toEqual(corpus.truth.skills);

    await uploadCv(ada, cvPdf, { filename: 'plain.pdf' });
    const chosen = await parse(ada, real.id);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual(expected);
    // Without a resource id: the newest uploaded one now (two pages of plain lines: no sections).
    expect((await parse(ada)).body.employmentHistory).toEqual([]);
  });

  it('answers 400 with the reason for a CV without text (a scan) or damaged in storage; the portal goes on', async () => {
    const ada = await account();
    const scan = (await uploadCv(ada, await imageOnlyPdf(), { filename: 'scan.pdf' })).body;
    expect(scan.size).toBeGreaterThan(0);
    const noText = await parse<Problem>(ada, scan.id);
    expect(noText.status).toBe(400);
    expect(noText.body.messages).toEqual(['cv.noText']);

    // Content that no longer parses (uploads are checked, so only damaged storage does this).
    const uuid = randomUUID();
    await server.server.context.storage.put(storageKey('alpha', uuid), cvPdf.subarray(0, 300));
    const [damaged] = await inTenant(server, 'alpha', (tx) =>
      tx
        .insert(files)
        .values({
          uuid,
          clientId: 'alpha',
          freelancerId: ada.id,
          kind: 'CV',
          name: 'damaged.pdf',
          contentType: 'application/pdf',
          size: 300,
          storageKey: storageKey('alpha', uuid),
        })
        .returning(),
    );
    const unreadable = await parse<Problem>(ada, damaged!.id);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.messages).toEqual(['file.pdfUnreadable']);
  });

  it('answers 404 without a CV, for another talent’s, another tenant’s or an unknown id', async () => {
    const ada = await account();
    const grace = await account();
    expect((await parse<Problem>(ada)).status).toBe(404);
    const graces = (await uploadCv(grace, cvPdf)).body;
    const notMine = await parse<Problem>(ada, graces.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.messages).toEqual(['file.notFound']);
    expect((await parse<Problem>(ada, 9_007_199_254_740_991)).status).toBe(404);
    const beta = await directAccount(server, 'beta', `cv-beta-${randomUUID()}@example.com`);
    expect((await parse<Problem>(beta, graces.id, BETA)).status).toBe(404);
    // A generated CV is parsed only when asked for by id.
    expect((await generate(ada)).status).toBe(200);
    expect((await parse<Problem>(ada)).status).toBe(404);
  });
});

describe('generateCvPdf, download and deleteCvPdf', () => {
  it('generates the branded CV, lists it, serves it for download, and replaces it when generated again', async () => {
    const ada = await account({ firstName: 'Zoë', lastName: 'Ångström', locale: 'de' });
    const first = await generate(ada);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Lebenslauf Zoë Ångström.pdf',
      contentType: 'application/pdf',
      generated: true,
    });
    expect(await list(ada)).toEqual([first.body]);

    const file = await download(ada, first.body.uuid);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf Zo_ _ngstr_m.pdf"; filename*=UTF-8''Lebenslauf%20Zo%C3%AB%20%C3%85ngstr%C3%B6m.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    const bytes = file.bytes!;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(first.body.size);
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Lebenslauf – Zoë Ångström');
    expect(document.getCreator()).toBe('Alpha Staffing');
    // The alpha logo is shapes only: it is drawn.
    expect(String(document.getPage(0).node.Resources()?.toString())).toContain('/Image-');

    const second = await generate(ada);
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await list(ada)).toEqual([second.body]);
    expect(await stored('alpha', first.body.uuid)).toBeUndefined();
    expect((await download(ada, first.body.uuid)).status).toBe(404);
  });

  it('generates a CV for names outside Latin-1 (transliterated in the text, kept in the metadata)', async () => {
    const lukasz = await account({ firstName: 'Łukasz', lastName: 'Wójcik' });
    const generated = await generate(lukasz);
    expect(generated.status).toBe(200);
    const bytes = (await download(lukasz, generated.body.uuid)).bytes!;
    expect((await PDFDocument.load(bytes)).getAuthor()).toBe('Łukasz Wójcik');
    const olena = await account({ firstName: 'Олена', lastName: 'Шевченко', locale: 'uk' });
    const cyrillic = await generate(olena);
    expect(cyrillic.status).toBe(200);
    expect(cyrillic.body.name).toBe('CV Олена Шевченко.pdf');
  });

  it('answers 422 when the profile has no name to put on a CV', async () => {
    const nameless = await account({ firstName: null, lastName: null });
    const response = await generate<Problem>(nameless);
    expect(response.status).toBe(422);
    expect(response.body.messages).toEqual(['cv.nameRequired']);
    expect(response.body.fieldErrors?.map((error) => error.field)).toEqual(['firstName', 'lastName']);
    expect(await list(nameless)).toEqual([]);
  });

  it('deletes the talent’s own CVs (row and content), uploaded or generated; 404 for anyone else’s', async () => {
    const ada = await account();
    const grace = await account();
    const uploaded = (await uploadCv(ada, cvPdf)).body;
    const generated = (await generate(ada)).body;
    const graces = (await uploadCv(grace, cvPdf)).body;

    const notMine = await remove<Problem>(ada, graces.id);
    expect(notMine.status).toBe(404);
    expect(notMine.body.messages).toEqual(['file.notFound']);
    expect(await stored('alpha', graces.uuid)).toEqual(cvPdf);
    expect((await remove<Problem>(ada, 9_007_199_254_740_991)).status).toBe(404);

    expect((await remove(ada, uploaded.id)).status).toBe(204);
    expect(await stored('alpha', uploaded.uuid)).toBeUndefined();
    expect(await list(ada)).toEqual([generated]);
    expect((await remove(ada, generated.id)).status).toBe(204);
    expect(await list(ada)).toEqual([]);
    expect((await remove<Problem>(ada, generated.id)).status).toBe(404);
    const rows = await inTenant(server, 'alpha', (tx) =>
      tx
        .select()
        .from(files)
        .where(and(eq(files.clientId, 'alpha'), eq(files.freelancerId, ada.id))),
    );
    expect(rows).toEqual([]);
  });

  it('keeps tenants apart: another tenant’s talent neither sees, downloads, parses nor deletes a CV', async () => {
    const ada = await account();
    const cv = (await uploadCv(ada, cvPdf)).body;
    const beta = await directAccount(server, 'beta', `cv-beta-${randomUUID()}@example.com`);
    expect(await list(beta, BETA)).toEqual([]);
    expect((await download(beta, cv.uuid, BETA)).status).toBe(404);
    expect((await parse(beta, cv.id, BETA)).status).toBe(404);
    expect((await remove(beta, cv.id, BETA)).status).toBe(404);
    // An alpha token on the beta host is no login there.
    expect((await server.call('listCvResources', { token: ada.token, host: BETA })).status).toBe(401);
    expect(await list(ada)).toEqual([cv]);
    // Beta's own CV carries beta's brand.
    const betaCv = await generate(beta, BETA);
    expect(betaCv.status).toBe(200);
    const bytes = (await download(beta, betaCv.body.uuid, BETA)).bytes!;
    expect((await PDFDocument.load(bytes)).getCreator()).toBe('Beta Freelance');
  });

  it('downloads only the talent’s own files', async () => {
    const ada = await account();
    const grace = await account();
    const cv = (await uploadCv(ada, cvPdf)).body;
    expect((await download(grace, cv.uuid)).status).toBe(404);
    expect((await download(ada, randomUUID())).status).toBe(404);
    expect((await server.call('downloadResource', { path: { id: cv.uuid } })).status).toBe(401);
    const own = await download(ada, cv.uuid);
    expect(own.status).toBe(200);
    expect(own.bytes).toEqual(cvPdf);
  });
});

/** A profile and a structured CV as the portal saves them, in the talent's language. */
const ROUND_TRIP_CV: Cv = {
  skills: ['Software architecture', 'Domain-driven design', 'Mentoring', 'Code review', 'Requirements analysis'],
  toolsAndTechnologies: ['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes', 'Node.js', 'Terraform'],
  masteredLanguages: [
    { code: 'de', proficiency: 5 },
    { code: 'en', proficiency: 4 },
    { code: 'fr', proficiency: 3 },
    { code: 'nl', proficiency: 2 },
    { code: 'es', proficiency: 1 },
  ],
  employmentHistory: [
    {
      title: 'Lead Developer',
      organization: 'Acme GmbH',
      description: 'Led a team of six engineers.\nBuilt the billing platform on PostgreSQL.',
      start: '2021-03-01',
      end: null,
      ongoing: true,
    },
    { title: 'Backend Developer', organization: 'Globex SA', start: '2017-09-01', end: '2021-02-01', ongoing: false },
    {
      title: 'Freelance Consultant',
      description: 'Integration projects for small businesses.',
      start: '2015-01-01',
      end: '2017-08-01',
      ongoing: false,
    },
  ],
  educationHistory: [
    {
      title: 'M.Sc. Computer Science',
      organization: 'TU München',
      start: '2012-10-01',
      end: '2014-09-01',
      ongoing: false,
    },
    {
      title: 'B.Sc. Informatics',
      organization: 'Universiteit Utrecht',
      start: '2009-09-01',
      end: '2012-07-01',
      ongoing: false,
    },
  ],
  certificateHistory: [
    { title: 'AWS Certified Developer', organization: 'Amazon', start: '2020-06-01', end: null, ongoing: false },
    {
      title: 'Professional Scrum Master',
      organization: 'Scrum.org',
      start: '2018-11-01',
      end: '2021-11-01',
      ongoing: false,
    },
  ],
};

describe('round trip: a generated CV read back by our own parser', () => {
  (['en', 'de', 'fr', 'nl'] as const).forEach((locale, index) => {
    it(`gives the profile back (${locale})`, async () => {
      // A number of its own: mobile numbers are unique in a tenant.
      const local = `1512345678${index}`;
      const talent = await account({ firstName: 'Zoë', lastName: 'Ångström', locale });
      const profile = await server.call('updateProfileInfo', {
        token: talent.token,
        body: {
          professionalTitle: 'Senior Backend Developer',
          description: 'Ten years of building APIs and data platforms.',
          linkedinHandle: 'zoe-angstrom',
          mobileNumber: { number: `+49${local}`, countryCode: 'DE' },
          homeAddress: { street: 'Musterstraße 12', zip: '10115', city: 'Berlin', country: 'DE' },
        },
      });
      expect(profile.status).toBe(200);
      await inTenant(server, 'alpha', (tx) =>
        writeCv(tx, { clientId: 'alpha', freelancerId: talent.id }, ROUND_TRIP_CV, new Date()),
      );

      const generated = await generate(talent);
      expect(generated.status).toBe(200);
      const pdf = (await download(talent, generated.body.uuid)).bytes!;
      const parsed = await parseCv(pdf);
      // Over HTTP too: the generated CV parsed by id gives the same.
      const overHttp = await parse(talent, generated.body.id);
      expect(overHttp.status).toBe(200);
      expect(overHttp.body).toEqual(parsed);

      const history = (entries: Cv['employmentHistory']) =>
        entries.map(({ title, organization, start, end, ongoing }) => ({
          title,
          ...(organization && { organization }),
          start,
          end,
          ongoing,
        }));
      expect({
        skills: parsed.skills,
        toolsAndTechnologies: parsed.toolsAndTechnologies,
        masteredLanguages: parsed.masteredLanguages,
        employmentHistory: history(parsed.employmentHistory ?? []),
        educationHistory: history(parsed.educationHistory ?? []),
        certificateHistory: history(parsed.certificateHistory ?? []),
      }).toEqual({
        skills: ROUND_TRIP_CV.skills,
        toolsAndTechnologies: ROUND_TRIP_CV.toolsAndTechnologies,
        masteredLanguages: ROUND_TRIP_CV.masteredLanguages,
        employmentHistory: history(ROUND_TRIP_CV.employmentHistory),
        educationHistory: history(ROUND_TRIP_CV.educationHistory),
        certificateHistory: history(ROUND_TRIP_CV.certificateHistory),
      });
      expect(parsed.employmentHistory?.map((entry) => entry.description)).toEqual(
        ROUND_TRIP_CV.employmentHistory.map((entry) => entry.description),
      );
      expect(parsed).toMatchObject({
        street: 'Musterstraße 12',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        mobilePhonePrefix: '49',
        mobilePhoneLocalPart: local,
        linkedIn: 'linkedin.com/in/zoe-angstrom',
      });
    });
  });
});
