// Contract fuzzing: every operation of the contract, with requests generated from its schemas by
// fast-check (test/fuzz/) — valid ones and ones broken in one place (wrong types, missing and
// unknown fields, boundary numbers such as 2^31 and 2^53, long and odd Unicode, wrong media types,
// oversized bodies), logged in and not — against a server on PostgreSQL. Every answer: below 500,
// a status and body the contract declares, a 4xx a problem+json whose message ids the portal can
// translate; a request the contract refuses is refused; a request the contract accepts is not
// called invalid. A new operation is fuzzed as it is added. Reproduce a failure with the seed it
// prints: FUZZ_SEED=<seed> pnpm exec vitest run --project postgres test/contractFuzz.test.ts
import type { components } from '@talent/api-client';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { assertMatchesContract, contractOperation, DB_KIND, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { fuzzOperations, requestOf } from './fuzz/requests.ts';
import type { FuzzOperation, FuzzRequest } from './fuzz/requests.ts';
import { insertTalent } from './vmsFixtures.ts';

type Problem = components['schemas']['Problem'];

/** Requests a run sends at least (the issue's bar), spread evenly over the operations. */
const REQUESTS = Number(process.env['FUZZ_REQUESTS'] ?? 10_000);
const KEY = 'fuzz-key-fuzz-key-fuzz-key-fuzz-key-0001';
const BASE_SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
/** Fastify's body limit for JSON operations; the job feed takes 32 MB (not sent oversized: too slow). */
const BODY_LIMIT = 1024 * 1024;

const operations = fuzzOperations();
const runsPerOperation = Math.ceil(REQUESTS / operations.length);
/** The message ids the portal translates (`api.<id>` in the English catalog, which every language has). */
const translatable = new Set(
  Object.keys(JSON.parse(readFileSync(join(REPO_ROOT, 'packages/i18n/messages/en/api.json'), 'utf8')) as object).map(
    (key) => key.replace(/^api\./, ''),
  ),
);

/** The field messages of the contract's own checks (the schema keywords of src/contract/fieldErrors.ts). */
const SCHEMA_MESSAGES = new Set([
  'validation.required',
  'validation.unknownField',
  'validation.type',
  'validation.format',
  'validation.pattern',
  'validation.min',
  'validation.max',
  'validation.minValue',
  'validation.maxValue',
  'validation.oneOf',
]);

let server: TestServer;
let sent = 0;
const refusedValid: string[] = [];

beforeAll(async () => {
  if (DB_KIND === 'pglite') return;
  // Addresses vary per request (TRUST_PROXY): the per-address limits would otherwise answer most
  // requests 429 and hide what is behind them.
  server = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'true', INTEGRATION_API_KEY_ALPHA: KEY },
  });
  console.log(`contract fuzzing: seed ${BASE_SEED}, ${runsPerOperation} requests × ${operations.length} operations`);
}, 120_000);
afterAll(async () => {
  // What the server refuses beyond the schemas, for whoever tightens the contract next.
  if (refusedValid.length > 0)
    console.log(`requests the contract accepts, refused by rules it cannot state:\n  ${refusedValid.join('\n  ')}`);
  await server?.close();
});

/** Sends one generated request as the talent `freelancerId`; returns what is wrong with the answer. */
async function send(op: FuzzOperation, request: FuzzRequest, freelancerId: number): Promise<string[]> {
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': nextAddress() };
  if (request.credential === 'talent') {
    const { context } = server.server;
    const { token } = await context.accessTokens.issue(
      { freelancerId, clientId: 'alpha', sessionId: randomUUID() },
      context.tenants.get('alpha')!.context.talentDomainName,
    );
    headers['authorization'] = `Bearer ${token}`;
  } else if (request.credential === 'forged') {
    headers['authorization'] = `Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.${'x'.repeat(43)}`;
  }
  if (request.withKey) headers['x-api-key'] = KEY;
  sent += 1;
  const response = await rawRequest(server.url, {
    method: request.method,
    path: request.path,
    headers,
    ...(request.body && { body: request.body }),
  });
  const where = `${request.method} ${request.path.slice(0, 200)} → ${response.status} ${response.body.slice(0, 300)}`;
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}: ${where}`);
  try {
    assertMatchesContract(op.operationId, contractOperation(op.operationId), response);
  } catch (error) {
    problems.push(`outside the contract: ${(error as Error).message.slice(0, 600)}`);
  }
  if (response.status >= 400 && response.status < 500) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/problem+json')) problems.push(`4xx not problem+json (${type}): ${where}`);
    else {
      const problem = JSON.parse(response.body) as Problem;
      const ids = [...problem.messages, ...(problem.fieldErrors ?? []).flatMap((field) => field.messages)];
      // The integration API answers machines (the client's VMS), in ids docs/vms.md lists.
      const machine = op.path.startsWith('/v1/api/integration/');
      const untranslated = ids.filter((id) => (machine ? !/^[a-z]+\.[A-Za-z]+$/.test(id) : !translatable.has(id)));
      if (untranslated.length > 0) problems.push(`untranslatable message ids ${untranslated.join(', ')}: ${where}`);
    }
  }
  if (request.broken.length > 0 && response.status < 400)
    problems.push(`accepted what the contract refuses (${request.broken.join(', ')}): ${where}`);
  if (request.valid && response.status === 415) problems.push(`a declared media type refused: ${where}`);
  if (request.valid && response.status === 400) {
    const problem = JSON.parse(response.body) as Problem;
    const ids = (problem.fieldErrors ?? []).flatMap((field) => field.messages);
    // The contract's own checks (schemaMessage in src/contract/fieldErrors.ts): the server's
    // schema is stricter than the contract's, so one of them is wrong.
    if (problem.messages.join() === 'error.validation' && ids.some((id) => SCHEMA_MESSAGES.has(id)))
      problems.push(`a request the contract accepts called invalid: ${where}`);
    // Rules the contract cannot state (a phone number's digits, a supported locale): listed.
    else refusedValid.push(`${op.operationId}: ${where.slice(0, 240)}`);
  }
  return problems;
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

describe.skipIf(DB_KIND === 'pglite')('contract fuzzing (PostgreSQL)', () => {
  it.each(operations.map((op, index) => [op.operationId, op, index] as const))(
    '%s',
    async (_id, op, index) => {
      // A talent of its own per operation: one that erases or deactivates itself spoils no other.
      const freelancerId = await insertTalent(server.server.context.database, 'alpha', `fuzz-${index}@example.com`);
      const bodyLimit = op.security.includes('integrationApiKey') ? undefined : BODY_LIMIT;
      await fc.assert(
        fc.asyncProperty(requestOf(op, bodyLimit), async (request) => {
          const problems = await send(op, request, freelancerId);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }),
        { numRuns: runsPerOperation, seed: BASE_SEED + index, endOnFailure: false, interruptAfterTimeLimit: 60_000 },
      );
    },
    120_000,
  );

  it(`sent at least ${REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  });
});
