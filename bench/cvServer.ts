// The CV parser as a talent meets it: a server of @talent/api (embedded database in memory), one
// signed-up talent, and each PDF uploaded (`POST /freelancer/cv`, checked in full like any upload)
// then parsed (`GET /freelancer/cv/parse`) over HTTP. The answer is the contract's ParsedCv, cut to
// the contract's limits as the portal receives it.
//
// A talent may upload 30 CVs an hour (100 a day) and parse 60 an hour: every batch of 25 CVs is
// read by a talent of its own, so the per-account limits hold as written and a corpus of any size
// passes.
import { createServer } from '@talent/api';
import type { components } from '@talent/api-client';
import { benchConfig, signUpTalent } from './benchServer.ts';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

type ParsedCv = components['schemas']['ParsedCv'];

const ROOT = resolve(import.meta.dirname, '..');
/** CVs per talent: under the 30 uploads an hour. */
const BATCH = 25;

/** A running server and a logged-in talent that parses PDFs through it. */
export interface CvServer {
  /** The parsed CV, or the problem's status and messages when the server refused it. */
  parse(pdf: Uint8Array, name: string): Promise<ParsedCv | { readonly refused: number; readonly messages: string[] }>;
  close(): Promise<void>;
}

/** Starts the server and signs a talent up on the default tenant (acme). */
export async function startCvServer(): Promise<CvServer> {
  const filesDir = join(ROOT, 'var', `bench-cv-files-${process.pid}`);
  const config = benchConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir, SEED_PROJECTS: '0' });
  const server = await createServer(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/v1/api`;

  const json = async (path: string, init: RequestInit, token?: string) => {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: {
        ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Signs talent number `n` up and in; their access token. */
  const talent = (n: number) => signUpTalent(origin, `cv-bench-${n}@example.com`, 'Cv');
  let token = await talent(0);
  let parsed = 0;

  return {
    async parse(pdf, name) {
      if (parsed > 0 && parsed % BATCH === 0) token = await talent(parsed / BATCH);
      parsed++;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
      const uploaded = await json('/freelancer/cv?isOverWriteCV=true', { method: 'POST', body: form }, token);
      if (uploaded.status !== 201) return { refused: uploaded.status, messages: uploaded.body['messages'] as string[] };
      const read = await json(
        `/freelancer/cv/parse?resourceId=${String(uploaded.body['id'])}`,
        { method: 'GET' },
        token,
      );
      if (read.status !== 200) return { refused: read.status, messages: read.body['messages'] as string[] };
      return read.body;
    },
    async close() {
      await server.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
