// Stored contents a crash (or a failed removal) would leave without their rows are removed by the
// `storage` checks (services/files/contentChecks.ts): a replaced CV whose removal after the commit
// did not happen; content stored for a row that was never written, and a partial write of it, once
// the grace has passed. Content a row names is never removed. test/crashSafety.test.ts kills a
// server at random points of these flows; here each leftover is made on purpose.
import type { components } from '@talent/api-client';
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf, withTenant } from '../src/db/client.ts';
import { UNRECORDED_GRACE_SECONDS, checkStoredContent } from '../src/services/files/contentChecks.ts';
import { storeFile } from '../src/services/files/files.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { storageKey } from '../src/storage/storage.ts';
import type { InTransaction } from '../src/services/shared/transactions.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { alphaAccount } from './accountData.ts';
import { multipartBody, startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import { textPdf } from './pdfs.ts';

type CvResource = components['schemas']['CvResource'];

let server: TestServer;
let filesDir: string;
/** Removals of these keys fail (a storage hiccup, or a process that died before it removed them). */
const failingDeletes = new Set<string>();

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-content-checks-'));
  const disk = localDiskStorage(filesDir);
  const storage: FileStorage = {
    ...disk,
    delete: (key) => {
      if (!failingDeletes.has(key)) return disk.delete(key);
      failingDeletes.delete(key);
      return Promise.reject(new Error('storage hiccup'));
    },
  };
  server = await startTestServer({
    env: { FILES_DIR: filesDir, JOBS_RETRY_DELAY_SECONDS: '1' },
    overrides: { storage },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const onDisk = (key: string) => existsSync(join(filesDir, ...key.split('/')));

/** The storage checks queued for a key: their state and how many seconds from now they are due. */
async function checksOf(key: string): Promise<{ state: string; dueIn: number }[]> {
  const result = await server.server.context.database.db.execute(
    sql`SELECT state, extract(epoch FROM start_after - now())::float AS "dueIn"
        FROM pgboss.job WHERE name = 'storage' AND data->>'storageKey' = ${key}`,
  );
  return rowsOf<{ state: string; dueIn: number }>(result);
}

async function uploadCv(token: string, data: Buffer, overwrite: boolean) {
  return server.call<CvResource>('uploadCv', {
    token,
    query: { isOverWriteCV: overwrite },
    rawBody: await multipartBody([{ name: 'file', data, filename: 'cv.pdf', contentType: 'application/pdf' }]),
  });
}

describe('storage checks', () => {
  it('remove a replaced CV whose removal after the commit did not happen', async () => {
    const ada = await alphaAccount(server, 'ada.checks@example.com');
    const first = await uploadCv(ada.token, await textPdf(1), true);
    expect(first.status).toBe(201);
    const firstKey = storageKey('alpha', first.body.uuid);
    expect(onDisk(firstKey)).toBe(true);

    // The replacement commits; removing the replaced content right after it fails.
    failingDeletes.add(firstKey);
    const second = await uploadCv(ada.token, await textPdf(2), true);
    expect(second.status).toBe(201);
    // The check the replacing transaction queued removes it.
    await vi.waitFor(() => expect(onDisk(firstKey)).toBe(false), WAIT_FOR);
    expect(onDisk(storageKey('alpha', second.body.uuid))).toBe(true);
    expect(failingDeletes.has(firstKey)).toBe(false);
  });

  it('remove content stored for a row that was never written, and a partial write of it, once the grace has passed', async () => {
    const { context } = server.server;
    const inTenant: InTransaction = (work) => withTenant(context.database.db, 'alpha', work);
    let key = '';
    // The row's transaction fails and the removal after it too: the content stays behind, as it
    // does when the process dies between storing and recording.
    const stored = storeFile(
      context.storage,
      { jobs: context.jobs, inTenant },
      'alpha',
      { name: 'cv.pdf', contentType: 'application/pdf', content: await textPdf(1) },
      { error: () => undefined },
      (file) => {
        key = file.storageKey;
        failingDeletes.add(key);
        return Promise.reject(new Error('the database went away'));
      },
    );
    await expect(stored).rejects.toThrow('the database went away');
    expect(onDisk(key)).toBe(true);
    // And a partial write of the same key, as a process killed while writing it leaves.
    const partial = join(filesDir, ...key.split('/').slice(0, -1), `.${key.split('/').at(-1)}.0123456789abcdef.part`);
    writeFileSync(partial, 'half a file');

    // Its check was queued before the content was stored, due once the row must have committed.
    const [check] = await checksOf(key);
    expect(check?.state).toBe('created');
    expect(check!.dueIn).toBeGreaterThan(UNRECORDED_GRACE_SECONDS - 60);
    expect(check!.dueIn).toBeLessThanOrEqual(UNRECORDED_GRACE_SECONDS);

    // The hour passes.
    await context.database.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'storage' AND data->>'storageKey' = ${key}`,
    );
    await vi.waitFor(async () => expect((await checksOf(key)).map((c) => c.state)).toEqual(['completed']), WAIT_FOR);
    expect(onDisk(key)).toBe(false);
    expect(readdirSync(join(filesDir, ...key.split('/').slice(0, -1)))).not.toContain(partial.split('/').at(-1));
  });

  it('keep content a row names, and the row', async () => {
    const bob = await alphaAccount(server, 'bob.checks@example.com');
    const upload = await uploadCv(bob.token, await textPdf(1), false);
    expect(upload.status).toBe(201);
    const key = storageKey('alpha', upload.body.uuid);
    // The check queued with the upload, run now instead of in an hour.
    await checkStoredContent(server.server.context, { clientId: 'alpha', storageKey: key });
    expect(onDisk(key)).toBe(true);
    const download = await server.call<string>('downloadResource', {
      token: bob.token,
      path: { id: upload.body.uuid },
    });
    expect(download.status).toBe(200);
    // The upload's own check is still waiting for its hour.
    expect((await checksOf(key)).map((c) => c.state)).toEqual(['created']);
  });
});
