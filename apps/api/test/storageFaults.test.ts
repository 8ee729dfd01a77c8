// The file storage failing under a running server. Uploads (a CV, a document, a profile image) and
// generating the CV answer 503 with Retry-After when the storage cannot write, 507 when it is full;
// nothing is half-written (no file, not even a temporary one, no row naming missing content), what
// was stored before stays, and once the storage is back the server stores again by itself.
//
// Tests run as root, whom permissions do not stop (a read-only `chmod` changes nothing), so the
// storage is broken in ways that stop root too: its directory replaced by a regular file (ENOTDIR,
// needs no privilege), and a real tmpfs of 256 KiB, filled up (ENOSPC) and remounted read-only
// (EROFS). Mounting needs CAP_SYS_ADMIN: where the test may not mount, those cases are skipped, and
// say so.
import type { components } from '@talent/api-client';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { STORAGE_DOWN_RETRY_AFTER_SECONDS } from '../src/http/errors.ts';
import { directAccount, inTenant } from './accountData.ts';
import { multipartBody, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';
import { picture } from './images.ts';
import { textPdf } from './pdfs.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];
type CvResource = Schemas['CvResource'];

/** Every file under `dir` (temporary `.part` files included), relative. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());

/** The file rows of a freelancer. */
const rowsOf = (server: TestServer, freelancerId: number) =>
  inTenant(server, 'alpha', (tx) => tx.select().from(files).where(eq(files.freelancerId, freelancerId)));

const uploadCv = async (server: TestServer, token: string, data: Buffer, overwrite = false) =>
  server.call<CvResource & Problem>('uploadCv', {
    token,
    query: { isOverWriteCV: overwrite },
    rawBody: await multipartBody([{ name: 'file', data, filename: 'cv.pdf' }]),
  });

const uploadResource = async (server: TestServer, token: string, kind: string, data: Buffer) =>
  server.call<Problem>('uploadResource', {
    token,
    query: { kind },
    rawBody: await multipartBody([{ name: 'resource', data, filename: 'file' }]),
  });

/** A 503 of a storage that cannot write: try again later, nothing changed. */
function expectUnavailable(response: CallResult<Problem>, what: string) {
  expect(response.status, what).toBe(503);
  expect(response.headers['retry-after'], what).toBe(String(STORAGE_DOWN_RETRY_AFTER_SECONDS));
  expect(response.body.messages, what).toEqual(['error.unavailable']);
}

let cv: Buffer;
let png: Buffer;
beforeAll(async () => {
  [cv, png] = await Promise.all([textPdf(2, 10), picture(64, 64).png().toBuffer()]);
});

describe('a storage directory replaced by a file', () => {
  let dir: string;
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'talent-storage-gone-'));
    root = join(dir, 'files');
    server = await startTestServer({ env: { FILES_DIR: root } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After to every write, keeps what was stored, and stores again once it is back', async () => {
    const talent = await directAccount(server, 'alpha', 'gone@example.com');
    const first = await uploadCv(server, talent.token, cv);
    expect(first.status).toBe(201);

    // The volume is unmounted under the server, leaving the mount point's parent: the storage
    // directory is now a regular file, and every write below it fails (ENOTDIR), for root as well.
    renameSync(root, `${root}.away`);
    writeFileSync(root, 'not a directory');
    try {
      expectUnavailable(await uploadCv(server, talent.token, cv), 'uploadCv');
      expectUnavailable(await uploadCv(server, talent.token, cv, true), 'uploadCv replacing');
      expectUnavailable(await uploadResource(server, talent.token, 'DOCUMENT', cv), 'a document');
      expectUnavailable(await uploadResource(server, talent.token, 'PROFILE_IMAGE', png), 'a profile image');
      expectUnavailable(await server.call<Problem>('generateCvPdf', { token: talent.token }), 'generateCvPdf');
      // The server itself is fine.
      expect((await server.call('listCvResources', { token: talent.token })).status).toBe(200);
    } finally {
      rmSync(root);
      renameSync(`${root}.away`, root);
    }

    // No row without its content: only the first CV, whose content is there.
    const rows = await rowsOf(server, talent.id);
    expect(rows.map((row) => row.uuid)).toEqual([first.body.uuid]);
    const download = await server.call('downloadResource', { token: talent.token, path: { id: first.body.uuid } });
    expect(download.bytes).toEqual(cv);
    expect(filesUnder(root).filter((path) => path.endsWith('.part'))).toEqual([]);

    const again = await uploadCv(server, talent.token, cv);
    expect(again.status).toBe(201);
  });
});

/** A tmpfs of `size` mounted at `dir`; false when this process may not mount (no CAP_SYS_ADMIN). */
function mountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'talent-test-storage', dir], {
      stdio: 'pipe',
    });
    return true;
  } catch (error) {
    console.warn(`storage faults on a real file system skipped: cannot mount a tmpfs here (${String(error)})`);
    return false;
  }
}

const diskDir = mkdtempSync(join(tmpdir(), 'talent-storage-disk-'));
const mounted = mountTmpfs(diskDir, '256k');

describe.runIf(mounted)('a storage on a file system that fills up or turns read-only', () => {
  const root = join(diskDir, 'files');
  const filler = join(diskDir, 'filler');
  let server: TestServer;
  let talent: { token: string; id: number };
  let stored: CvResource;
  beforeAll(async () => {
    mkdirSync(root);
    server = await startTestServer({ env: { FILES_DIR: root } });
    talent = await directAccount(server, 'alpha', 'disk@example.com');
    const first = await uploadCv(server, talent.token, cv);
    expect(first.status).toBe(201);
    stored = first.body;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 507 when the disk is full, leaves no half file, and stores again once there is room', async () => {
    // The disk full but for 8 KiB: less than the CV, more than a directory needs.
    const { bavail, bsize } = statfsSync(diskDir);
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 8 * 1024));
    // The CV with 40 KiB of spaces before its end-of-file marker (every offset stays right).
    expect(cv.subarray(-5).toString('latin1')).toBe('%%EOF');
    const big = Buffer.concat([cv.subarray(0, -5), Buffer.alloc(40 * 1024, 0x20), Buffer.from('%%EOF')]);
    const before = filesUnder(root);
    try {
      for (const [what, call] of [
        ['uploadCv', () => uploadCv(server, talent.token, big)],
        ['a document', () => uploadResource(server, talent.token, 'DOCUMENT', big)],
      ] as const) {
        const full = await call();
        expect(full.status, what).toBe(507);
        expect(full.headers['content-type'], what).toMatch(/^application\/problem\+json/);
        expect(full.body.messages, what).toEqual(['error.storageFull']);
        // Half the file was written before the disk ran out; the temporary file is gone with it.
        expect(filesUnder(root), what).toEqual(before);
      }
    } finally {
      rmSync(filler);
    }
    expect((await rowsOf(server, talent.id)).map((row) => row.uuid)).toEqual([stored.uuid]);
    expect((await uploadCv(server, talent.token, big)).status).toBe(201);
  });

  it('answers 503 with Retry-After when the disk turns read-only, keeps serving what it holds, and writes again once it is writable', async () => {
    const rowsBefore = (await rowsOf(server, talent.id)).map((row) => row.uuid).sort();
    execFileSync('mount', ['-o', 'remount,ro', diskDir]);
    try {
      expectUnavailable(await uploadCv(server, talent.token, cv), 'uploadCv');
      // Replacing the newest CV: the old one stays, content and row.
      expectUnavailable(await uploadCv(server, talent.token, cv, true), 'uploadCv replacing');
      expectUnavailable(await uploadResource(server, talent.token, 'PROFILE_IMAGE', png), 'a profile image');
      expectUnavailable(await server.call<Problem>('generateCvPdf', { token: talent.token }), 'generateCvPdf');
      const download = await server.call('downloadResource', { token: talent.token, path: { id: stored.uuid } });
      expect(download.status).toBe(200);
      expect(download.bytes).toEqual(cv);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', diskDir]);
    }
    expect((await rowsOf(server, talent.id)).map((row) => row.uuid).sort()).toEqual(rowsBefore);
    expect((await uploadCv(server, talent.token, cv)).status).toBe(201);
  });
});

afterAll(() => {
  if (mounted) execFileSync('umount', [diskDir]);
  rmSync(diskDir, { recursive: true, force: true });
});
