// A talent's heavy work in progress is bounded per account (issue 29: "a talent's concurrent heavy
// uploads are limited per account"): while two of their uploads are still arriving, a third upload,
// a CV reading and a CV generation are answered 429 `file.workInProgress` with Retry-After at once —
// the PDF workers stay free for the others, whose uploads are answered meanwhile. A finished upload,
// and one whose client went away, free their slot. The uploads held open here are real requests
// whose bodies are sent in two halves; the server's own count of work in progress
// (`context.heavyWork`, shown on /readyz) says when they have been taken in.
import type { components } from '@talent/api-client';
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORK_IN_PROGRESS_RETRY_AFTER_SECONDS } from '../src/limits/concurrency.ts';
import { directAccount } from './accountData.ts';
import {
  ALPHA,
  WAIT_FOR,
  assertMatchesContract,
  contractOperation,
  multipartBody,
  rawRequest,
  startTestServer,
} from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';
import { textPdf } from './pdfs.ts';

type Problem = components['schemas']['Problem'];

let server: TestServer;
let cv: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  cv = await textPdf(1, 20);
});
afterAll(() => server?.close());

const inProgress = () => server.server.context.heavyWork.status().inProgress;

/** An upload whose body is sent in two halves: the server holds it in progress until `finish`. */
interface HeldUpload {
  finish(): Promise<CallResult<string>>;
  /** The client goes away mid-body. */
  abandon(): void;
}

async function heldUpload(token: string): Promise<HeldUpload> {
  const body = await multipartBody([{ name: 'file', data: cv, filename: 'cv.pdf', contentType: 'application/pdf' }]);
  const half = Math.floor(body.data.length / 2);
  let req!: ClientRequest;
  const answered = new Promise<CallResult<string>>((resolve, reject) => {
    req = httpRequest(new URL('/v1/api/freelancer/cv', server.url), {
      method: 'POST',
      headers: {
        host: ALPHA,
        authorization: `Bearer ${token}`,
        'content-type': body.contentType,
        'content-length': String(body.data.length),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.data.subarray(0, half));
  return {
    finish() {
      req.end(body.data.subarray(half));
      return answered;
    },
    abandon() {
      answered.catch(() => undefined);
      req.destroy();
    },
  };
}

async function uploadCv(token: string): Promise<CallResult<Problem>> {
  const rawBody = await multipartBody([{ name: 'file', data: cv, filename: 'cv.pdf', contentType: 'application/pdf' }]);
  return server.call<Problem>('uploadCv', { token, rawBody });
}

describe('heavy work per account', () => {
  it('refuses a third piece of work of one talent while two uploads are in progress, serving the others', async () => {
    const grace = await directAccount(server, 'alpha', 'grace.heavy@example.com');
    const ada = await directAccount(server, 'alpha', 'ada.heavy@example.com');
    // A CV to read and the generator's input: made before the uploads are held.
    expect((await uploadCv(grace.token)).status).toBe(201);

    const first = await heldUpload(grace.token);
    const second = await heldUpload(grace.token);
    await vi.waitFor(() => expect(inProgress()).toBe(2), WAIT_FOR);

    const refused = [
      await uploadCv(grace.token),
      await server.call<Problem>('uploadResource', {
        token: grace.token,
        query: { kind: 'COVER_LETTER' },
        rawBody: await multipartBody([{ name: 'resource', data: cv, filename: 'letter.pdf' }]),
      }),
      await server.call<Problem>('parseCv', { token: grace.token }),
      await server.call<Problem>('generateCvPdf', { token: grace.token }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(response.headers['retry-after']).toBe(String(WORK_IN_PROGRESS_RETRY_AFTER_SECONDS));
      expect(response.body.messages).toEqual(['file.workInProgress']);
    }
    // Another talent is not held up by Grace's uploads.
    expect((await uploadCv(ada.token)).status).toBe(201);
    expect((await server.call<Problem>('parseCv', { token: ada.token })).status).toBe(200);
    // /readyz shows the work in progress.
    const ready = JSON.parse((await rawRequest(server.url, { method: 'GET', path: '/readyz' })).body) as {
      heavyWork: unknown;
    };
    expect(ready.heavyWork).toEqual({ inProgress: 2, accounts: 1 });

    // A finished upload frees its slot: Grace may upload again (one is still in progress).
    const finished = await first.finish();
    assertMatchesContract('uploadCv', contractOperation('uploadCv'), finished);
    expect(finished.status).toBe(201);
    expect((await uploadCv(grace.token)).status).toBe(201);

    // So does an upload whose client went away.
    second.abandon();
    await vi.waitFor(() => expect(inProgress()).toBe(0), WAIT_FOR);
    expect((await server.call<Problem>('parseCv', { token: grace.token })).status).toBe(200);
  });
});
