// Methods: a method a path of the contract does not have is a 405 that says in `Allow` which ones
// it has (RFC 9110 §15.5.6), a path the contract does not have a 404. Generated over every path of
// the contract, so a new operation is covered without editing this file.
import type { components } from '@talent/api-client';
import { SHIPPED_LOCALES, loadMessages } from '@talent/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAjv, contractSchemaRef, loadContract } from '../src/contract/contract.ts';
import type { ContractParameter } from '../src/contract/contract.ts';
import { contractSample } from './contractSchemas.ts';
import { rawRequest, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';

type Problem = components['schemas']['Problem'];

/** The methods a request may have here (Node's client sends any; these are the ones HTTP APIs use). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const contract = loadContract();
const parameters = contract.components.parameters;
const resolve = (p: ContractParameter) => (p.$ref ? parameters[p.$ref.split('/').pop()!]! : p);

/** Every path of the contract: a concrete URL (path parameters the contract accepts) and its methods. */
const paths = Object.entries(contract.paths).map(([template, item]) => {
  let url = `/v1/api${template}`;
  for (const param of Object.values(item).flatMap((op) => op.parameters ?? [])) {
    const p = resolve(param) as ContractParameter & { schema?: object };
    if (p.in !== 'path' || !url.includes(`{${p.name}}`)) continue;
    const value = contractSample(p.schema ?? {}, `${template} {${p.name}}`);
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  const declared = Object.keys(item).map((m) => m.toUpperCase());
  return { template, url, declared: declared.includes('GET') ? [...declared, 'HEAD'] : declared };
});

const isProblem = contractAjv().compile(contractSchemaRef('Problem'));
const allowOf = (response: CallResult<string>) =>
  String(response.headers['allow'] ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);

let server: TestServer;
beforeAll(async () => {
  // About a thousand requests from one address: the per-IP limit is not what this file tests.
  server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(() => server?.close());

describe('a method the path does not have', () => {
  it('is a 405 problem naming the methods the path has', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/v1/api/authorize' });
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = JSON.parse(response.body) as Problem;
    expect(isProblem(problem), JSON.stringify(isProblem.errors)).toBe(true);
    expect(problem).toMatchObject({
      type: 'https://talent.invalid/problems/method-not-allowed',
      status: 405,
      messages: ['error.methodNotAllowed'],
    });
  });

  it('lists HEAD wherever GET is, and every method of a path with several', async () => {
    const flow = await rawRequest(server.url, { method: 'POST', path: '/v1/api/project/1/applicationFlow' });
    expect(flow.status).toBe(405);
    expect(flow.headers['allow']).toBe('GET, HEAD, PATCH, DELETE');
    const context = await rawRequest(server.url, { method: 'DELETE', path: '/v1/api/client/context' });
    expect(context.status).toBe(405);
    expect(context.headers['allow']).toBe('GET, HEAD');
  });

  it('lists the methods of every path that matches: a static path shadows a parameter only for its own', async () => {
    // /project/exclude has POST; GET /project/exclude is /project/{id} with id "exclude".
    const exclude = await rawRequest(server.url, { method: 'DELETE', path: '/v1/api/project/exclude' });
    expect(exclude.status).toBe(405);
    expect(exclude.headers['allow']).toBe('GET, HEAD, POST');
    const routed = await rawRequest(server.url, { method: 'GET', path: '/v1/api/project/exclude' });
    expect(routed.status).toBe(400);
  });

  it('has a text in every language the portal ships', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const text = (await loadMessages(locale))['api.error.methodNotAllowed'];
      expect(text, locale).toMatch(/\S/);
    }
  });

  it(`is a 405 on every path of the contract (${paths.length}), whose Allow holds exactly the methods that are served`, async () => {
    const failures: string[] = [];
    for (const { template, url, declared } of paths) {
      const answers = await Promise.all(
        METHODS.map(async (method) => ({ method, response: await rawRequest(server.url, { method, path: url }) })),
      );
      const refused = answers.filter((a) => a.response.status === 405);
      // Every 405 of one URL names the same methods: those its contract paths declare, plus any of a
      // path that also matches the URL (a parameter segment), and none it refuses.
      const allow = refused.length > 0 ? allowOf(refused[0]!.response) : [];
      for (const { method, response } of answers) {
        const where = `${method} ${template}`;
        if (response.status !== 405) {
          // Served (whatever the operation answers, a 404 of a missing resource included): Allow names it.
          if (!allow.includes(method) && refused.length > 0)
            failures.push(`${where} → ${response.status}, but Allow (${allow.join()}) does not name it`);
          continue;
        }
        if (declared.includes(method)) failures.push(`${where} → 405, but the contract declares it`);
        if (allow.includes(method)) failures.push(`${where} → 405, but Allow names it`);
        if (allowOf(response).join() !== allow.join()) failures.push(`${where}: Allow ${allowOf(response).join()}`);
        if (!String(response.headers['content-type']).startsWith('application/problem+json'))
          failures.push(`${where}: ${String(response.headers['content-type'])}`);
        if (method === 'HEAD') continue; // no body
        const problem = JSON.parse(response.body) as Problem;
        if (!isProblem(problem) || problem.messages[0] !== 'error.methodNotAllowed')
          failures.push(`${where}: ${response.body.slice(0, 200)}`);
      }
      for (const method of declared) {
        if (!allow.includes(method) && refused.length > 0) failures.push(`${template}: Allow lacks ${method}`);
      }
      if (refused.length === 0 && declared.length < METHODS.length) failures.push(`${template}: no 405 at all`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a path the contract does not have', () => {
  it.each([
    ['GET', '/v1/api/no-such-operation'],
    ['POST', '/v1/api/authorize/extra'],
    ['DELETE', '/v1/api/project/1/no-such-part'],
    ['PUT', '/v1/api'],
    ['POST', '/healthz/anything'],
  ])('is a 404 (%s %s)', async (method, path) => {
    const response = await rawRequest(server.url, { method, path });
    expect(response.status).toBe(404);
    expect(response.headers['allow']).toBeUndefined();
    expect((JSON.parse(response.body) as Problem).messages).toEqual(['error.notFound']);
  });

  it('leaves the routes outside the API as they are: a method they lack is a 404', async () => {
    const response = await rawRequest(server.url, { method: 'POST', path: '/healthz' });
    expect(response.status).toBe(404);
    expect(response.headers['allow']).toBeUndefined();
  });
});
