// Who before what: an operation that needs a talent's login answers 401 to a request without one,
// whatever its body — not a 400 about fields or a 415 about the media type, which would tell a
// caller what the operation expects before it knows who they are, and a client to fix the body
// instead of logging in. Generated from the contract: a new operation is covered as it is added.
import type { components } from '@talent/api-client';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/contract.ts';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { insertTalent } from './vmsFixtures.ts';

type Problem = components['schemas']['Problem'];

interface ContractOperation {
  operationId: string;
  security?: Record<string, unknown>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
const contract = loadContract() as unknown as {
  security: Record<string, unknown>[];
  paths: Record<string, Record<string, ContractOperation>>;
};
/** Every operation only a logged-in talent may call that takes a body. */
const loginOperations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => {
      const security = op.security ?? contract.security;
      return op.requestBody !== undefined && security.length > 0 && security.every((s) => 'bearerAuth' in s);
    })
    .map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path: `/v1/api${path.replace(/\{\w+\}/g, '1')}`,
      declares401: '401' in op.responses,
    })),
);

/** Bodies no operation takes: the wrong shape, the wrong media type, none at all. */
const WRONG_BODIES: readonly { name: string; contentType?: string; body?: string }[] = [
  { name: 'a JSON body of the wrong shape', contentType: 'application/json', body: '{"unexpected":[1,{"x":null}]}' },
  { name: 'JSON that does not parse', contentType: 'application/json', body: '{"email": ' },
  { name: 'another media type', contentType: 'text/plain', body: 'hello' },
  { name: 'no body' },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => server?.close());

describe('operations that need a login', () => {
  it('are found in the contract, changeEmail and createReferral among them, each declaring its 401', () => {
    const ids = loginOperations.map((op) => op.operationId);
    expect(ids.length).toBeGreaterThan(20);
    expect(ids).toEqual(expect.arrayContaining(['changeEmail', 'createReferral']));
    expect(loginOperations.filter((op) => !op.declares401).map((op) => op.operationId)).toEqual([]);
  });

  it('answer 401 without a login, before looking at the body', async () => {
    const failures: string[] = [];
    for (const op of loginOperations) {
      for (const wrong of WRONG_BODIES) {
        const response = await rawRequest(server.url, {
          method: op.method,
          path: op.path,
          headers: wrong.contentType ? { 'content-type': wrong.contentType } : {},
          ...(wrong.body !== undefined && { body: wrong.body }),
        });
        const problem = response.headers['content-type']?.includes('application/problem+json')
          ? (JSON.parse(response.body) as Problem)
          : undefined;
        if (response.status !== 401 || problem?.messages[0] !== 'error.unauthorized')
          failures.push(`${op.operationId} with ${wrong.name} → ${response.status} ${response.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('check the body once the login is there', async () => {
    const { context } = server.server;
    const freelancerId = await insertTalent(context.database, 'alpha', 'body-after-login@example.com');
    const { token } = await context.accessTokens.issue(
      { freelancerId, clientId: 'alpha', sessionId: randomUUID() },
      context.tenants.get('alpha')!.context.talentDomainName,
    );
    const response = await server.call<Problem>('changeEmail', {
      token,
      body: { unexpected: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.messages).toEqual(['error.validation']);
  });
});
