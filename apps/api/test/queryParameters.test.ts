// Query parameters: an operation takes the ones its contract lists and refuses any other with a 400
// on the field (`validation.unknownField`), as it refuses an unknown body field. Generated over
// every operation of the contract, so a new operation is covered without editing this file.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/contract.ts';
import type { ContractParameter, ContractRequestBody } from '../src/contract/contract.ts';
import { ACCOUNT_TEST_ENV, registerAndLogin, withRefreshCookie } from './accounts.ts';
import type { Session } from './accounts.ts';
import { contractSample } from './contractSchemas.ts';
import { multipartBody, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Problem = components['schemas']['Problem'];
type Rate = components['schemas']['Rate'];

const contract = loadContract();
const resolveParameter = (p: ContractParameter) =>
  (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!]! : p) as ContractParameter & { schema?: object };
const resolveBody = (b: ContractRequestBody | undefined) =>
  b?.$ref ? contract.components.requestBodies?.[b.$ref.split('/').pop()!] : b;

/** The name no operation has. */
const UNKNOWN = 'zzUnknown';

/**
 * Every operation as a request that passes its path and body validation (values the contract
 * accepts), so that what answers is the query's; and the query parameters it declares.
 */
const operations = Object.entries(contract.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => {
    const declared = (op.parameters ?? []).map(resolveParameter);
    let path = `/v1/api${template}`;
    for (const p of declared.filter((d) => d.in === 'path')) {
      const value = contractSample(p.schema ?? {}, `${op.operationId} {${p.name}}`);
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    }
    const body = resolveBody(op.requestBody);
    const json = body?.content?.['application/json'] as { schema?: object } | undefined;
    return {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      query: declared.filter((d) => d.in === 'query').map((d) => d.name!),
      body: body?.required
        ? json
          ? ({ kind: 'json', value: contractSample(json.schema ?? {}, `${op.operationId} body`) } as const)
          : ({ kind: 'multipart' } as const)
        : undefined,
    };
  }),
);

const FEED_KEY = 'feed-key-feed-key-feed-key-feed-key-0002';
let server: TestServer;
let session: Session;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...ACCOUNT_TEST_ENV, RATE_LIMIT_PER_MINUTE: '1000000', INTEGRATION_API_KEY_ALPHA: FEED_KEY },
  });
  session = await registerAndLogin(server, 'query@example.com');
});
afterAll(() => server?.close());

/** Credentials of every kind the contract's operations ask for: whichever an operation needs, it has. */
const credentials = () => ({
  authorization: `Bearer ${session.access_token}`,
  'x-api-key': FEED_KEY,
  ...withRefreshCookie(session.refreshToken),
});

describe('an unknown query parameter', () => {
  it('covers the contract: operations with and without query parameters', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((op) => op.query.length > 0).length).toBeGreaterThan(20);
  });

  it(`is a 400 on the field, on every operation of the contract`, async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const upload = op.body?.kind === 'multipart' ? await multipartBody([{ name: 'note', data: 'x' }]) : undefined;
      const response = await rawRequest(server.url, {
        method: op.method,
        path: `${op.path}?${UNKNOWN}=1`,
        headers: {
          ...credentials(),
          ...(op.body && { 'content-type': upload?.contentType ?? 'application/json' }),
        },
        ...(op.body && { body: upload?.data ?? JSON.stringify(op.body.kind === 'json' ? op.body.value : {}) }),
      });
      const problem = String(response.headers['content-type']).startsWith('application/problem+json')
        ? (JSON.parse(response.body) as Problem)
        : undefined;
      const named = problem?.fieldErrors?.find((e) => e.field === `querystring.${UNKNOWN}`);
      if (response.status !== 400 || problem?.messages[0] !== 'error.validation' || named === undefined)
        failures.push(`${op.operationId} → ${response.status} ${response.body.slice(0, 160)}`);
      else expect(named.messages, op.operationId).toEqual(['validation.unknownField']);
    }
    expect(failures).toEqual([]);
  });

  it('is told apart by its exact name: a known one in other letters is unknown', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/v1/api/cms/categories?Locale=en' });
    expect(response.status).toBe(400);
    expect((JSON.parse(response.body) as Problem).fieldErrors).toEqual(
      expect.arrayContaining([{ field: 'querystring.Locale', messages: ['validation.unknownField'] }]),
    );
  });

  it('does not concern the routes outside the contract', async () => {
    expect((await rawRequest(server.url, { method: 'GET', path: '/healthz?probe=1' })).status).toBe(200);
  });
});

describe('the query parameters an operation declares', () => {
  // An account of its own: what the requests above did (with the refusal missing, they logged out).
  let session: Session;
  beforeAll(async () => {
    session = await registerAndLogin(server, 'declared@example.com');
  });

  it('still work, lists and defaults included', async () => {
    const categories = await server.call('listCmsCategories', { query: { locale: 'en' } });
    expect(categories.status).toBe(200);
    const pools = await server.call('listPoolsByCategory', { query: { categoryIds: [1, 2], onBoarding: true } });
    expect(pools.status).toBe(200);
    const exclusions = await server.call('listProjectExclusions', {
      token: session.access_token,
      query: { offset: 0, limit: 5 },
    });
    expect(exclusions.status).toBe(200);
  });

  it('are read by their contract names: the period of a rate is `period` (a `unit` is refused, not ignored)', async () => {
    const daily = await server.call<Rate>('updateRate', {
      token: session.access_token,
      query: { value: 640, period: 'DAY' },
    });
    expect(daily.status).toBe(200);
    expect(daily.body).toEqual({ value: 640, currency: 'EUR', period: 'DAY' });
    const misnamed = await server.call<Problem>('updateRate', {
      token: session.access_token,
      query: { value: 80, unit: 'HR' },
    });
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.fieldErrors).toEqual([{ field: 'querystring.unit', messages: ['validation.unknownField'] }]);
    expect((await server.call<Rate>('getRate', { token: session.access_token })).body).toEqual(daily.body);
  });
});
