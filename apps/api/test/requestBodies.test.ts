// Request bodies: each operation takes the media types its contract lists (415 otherwise, before
// the body is read), and validation answers stay small whatever the body.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/contract.ts';
import { randomUUID } from 'node:crypto';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { insertTalent } from './vmsFixtures.ts';

type Problem = components['schemas']['Problem'];

/** The fields a validation answer names at most. */
const MAX_FIELD_ERRORS = 10;

interface RequestBody {
  $ref?: string;
  required?: boolean;
  content?: Record<string, unknown>;
}
const contract = loadContract() as unknown as {
  paths: Record<string, Record<string, { operationId: string; requestBody?: RequestBody }>>;
  components: { requestBodies: Record<string, RequestBody> };
};
/** Every operation with a request body: method, a concrete path, its media types. */
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const declared = op.requestBody;
    const body = declared?.$ref ? contract.components.requestBodies[declared.$ref.split('/').pop()!] : declared;
    return body
      ? [
          {
            operationId: op.operationId,
            method: method.toUpperCase(),
            path: `/v1/api${path.replace(/\{\w+\}/g, '1')}`,
            types: Object.keys(body.content ?? {}),
            required: body.required === true,
          },
        ]
      : [];
  }),
);
const jsonOperations = operations.filter((op) => op.types.includes('application/json'));
const multipartOperations = operations.filter((op) => op.types.includes('multipart/form-data'));

const FEED_KEY = 'feed-key-feed-key-feed-key-feed-key-0001';
let server: TestServer;
/** A talent's login: the operations that need one check it before their body (authBeforeBody.test.ts). */
let authorization: string;
beforeAll(async () => {
  // Many requests from one address: the per-IP limit is not what this file tests. The job feed
  // checks its key before anything else, so it gets one.
  server = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: '100000', INTEGRATION_API_KEY_ALPHA: FEED_KEY },
  });
  const { context } = server.server;
  const freelancerId = await insertTalent(context.database, 'alpha', 'bodies@example.com');
  const { token } = await context.accessTokens.issue(
    { freelancerId, clientId: 'alpha', sessionId: randomUUID() },
    context.tenants.get('alpha')!.context.talentDomainName,
  );
  authorization = `Bearer ${token}`;
});
afterAll(() => server?.close());

/** A form body as browsers send it, naming the fields a JSON body would have. */
const FORM = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nform@example.com\r\n--x--\r\n';

describe('media types of request bodies', () => {
  it('covers the contract: JSON and multipart operations', () => {
    expect(jsonOperations.length).toBeGreaterThan(40);
    expect(multipartOperations.map((op) => op.operationId).sort()).toEqual(['uploadCv', 'uploadResource']);
  });

  it('answers 415 to a JSON operation sent any other media type, or none', async () => {
    const failures: string[] = [];
    for (const op of jsonOperations) {
      for (const [contentType, body] of [
        ['text/plain', '{"email":"plain@example.com"}'],
        ['multipart/form-data; boundary=x', FORM],
        ['application/x-www-form-urlencoded', 'email=form%40example.com'],
        [undefined, '{"email":"untyped@example.com"}'],
      ] as const) {
        const response = await rawRequest(server.url, {
          method: op.method,
          path: op.path,
          headers: { 'x-api-key': FEED_KEY, authorization, ...(contentType && { 'content-type': contentType }) },
          body,
        });
        const problem = response.headers['content-type']?.includes('application/problem+json')
          ? (JSON.parse(response.body) as Problem)
          : undefined;
        if (response.status !== 415 || problem?.messages[0] !== 'error.unsupportedMediaType')
          failures.push(`${op.operationId} ${contentType ?? '(none)'} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 415 to a multipart operation sent JSON', async () => {
    for (const op of multipartOperations) {
      const response = await rawRequest(server.url, {
        method: op.method,
        path: op.path,
        headers: { 'content-type': 'application/json', authorization },
        body: '{}',
      });
      expect(response.status, op.operationId).toBe(415);
    }
  });

  it('takes the media type case-insensitively and with parameters', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/freelancer/email/exists',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ exists: false });
  });

  it('answers 400 on the field body when a required body is missing', async () => {
    const failures: string[] = [];
    for (const op of jsonOperations.filter((o) => o.required)) {
      const response = await rawRequest(server.url, {
        method: op.method,
        path: op.path,
        headers: { 'x-api-key': FEED_KEY, authorization },
      });
      const problem = JSON.parse(response.body) as Problem;
      if (response.status !== 400 || problem.fieldErrors?.[0]?.field !== 'body')
        failures.push(`${op.operationId} → ${response.status} ${response.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('validation answers', () => {
  const emailExists = (body: string) =>
    rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/freelancer/email/exists',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('lists every problem of a small body, as the portal shows them beside their fields', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/freelancer/register',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', password: 7, firstName: 'A' }),
    });
    expect(response.status).toBe(400);
    const problem = JSON.parse(response.body) as Problem;
    expect(problem.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', messages: ['validation.email'] },
        { field: 'password', messages: ['validation.type'] },
        { field: 'lastName', messages: ['validation.required'] },
      ]),
    );
  });

  it(`names at most ${MAX_FIELD_ERRORS} fields, and cuts long field names`, async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra${i}`, i]));
    const many = JSON.parse((await emailExists(JSON.stringify({ email: 'a@b.example', ...fields }))).body) as Problem;
    expect(many.fieldErrors).toHaveLength(MAX_FIELD_ERRORS);
    expect(many.fieldErrors![0]).toEqual({ field: 'extra0', messages: ['validation.unknownField'] });

    const long = await emailExists(JSON.stringify({ email: 'a@b.example', ['x'.repeat(100_000)]: 1 }));
    expect(long.status).toBe(400);
    expect(long.body.length).toBeLessThan(1000);
    expect((JSON.parse(long.body) as Problem).fieldErrors![0]!.field).toBe(`${'x'.repeat(199)}…`);
  });

  it('answers a huge invalid body with a small answer', async () => {
    const fields = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`field${i}`, i]));
    const body = JSON.stringify({ email: 'a@b.example', ...fields });
    expect(body.length).toBeGreaterThan(800_000);
    const response = await emailExists(body);
    expect(response.status).toBe(400);
    expect(response.body.length).toBeLessThan(2000);
    const problem = JSON.parse(response.body) as Problem;
    expect(problem.messages).toEqual(['error.validation']);
    expect(problem.fieldErrors!.length).toBeGreaterThanOrEqual(1);
    expect(problem.fieldErrors!.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    expect(problem.fieldErrors![0]!.messages).toEqual(['validation.unknownField']);
  });

  it('answers a long list of wrong items with a small answer too', async () => {
    // At most 100 ids, each a number: 100,000 strings were 100,000 errors.
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/project/exclude',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ projectIds: Array.from({ length: 100_000 }, () => 'x'), excluded: true }),
    });
    expect(response.status).toBe(400);
    expect(response.body.length).toBeLessThan(2000);
    expect((JSON.parse(response.body) as Problem).fieldErrors!.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
  });

  it('refuses U+0000 and lone surrogates in any text: PostgreSQL cannot store the one, mails and links not encode the other (both answered 500)', async () => {
    const inBody = await emailExists(JSON.stringify({ email: 'nul\u0000@example.com' }));
    expect(inBody.status).toBe(400);
    expect((JSON.parse(inBody.body) as Problem).fieldErrors).toEqual([
      { field: 'email', messages: ['validation.invalid'] },
    ]);
    const surrogate = await emailExists('{"email":"a\\ud800@example.com"}');
    expect(surrogate.status).toBe(400);
    expect((JSON.parse(surrogate.body) as Problem).fieldErrors).toEqual([
      { field: 'email', messages: ['validation.invalid'] },
    ]);
    const inQuery = await rawRequest(server.url, { method: 'GET', path: '/v1/api/breadcrumbs?city=%00' });
    expect(inQuery.status).toBe(400);
    expect((JSON.parse(inQuery.body) as Problem).fieldErrors).toEqual([
      { field: 'querystring.city', messages: ['validation.invalid'] },
    ]);
  });
});
