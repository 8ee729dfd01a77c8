// The handler map is typed from the contract: these checks are compile-time (`tsc` runs over this
// file in typecheck) and runtime (what the wrappers hand a handler).
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../bootstrap/context.ts';
import { freelancerHandler, tenantHandler } from './operations.ts';
import type { OperationHandlers, OperationRequest } from './operations.ts';
import { Problem } from '../problems.ts';

/** A database whose transactions only record their statements. */
function fakeDatabase() {
  const statements: unknown[] = [];
  const tx = { execute: (statement: unknown) => Promise.resolve(statements.push(statement)) };
  const db = { transaction: <T>(work: (t: typeof tx) => Promise<T>) => work(tx) };
  const writers: unknown[] = [];
  const reads = { noteWriter: (...args: unknown[]) => writers.push(args) };
  return {
    context: { database: { db }, reads } as unknown as Pick<ServerContext, 'database' | 'reads'>,
    statements,
    tx,
    writers,
  };
}

const request = (parts: object) =>
  ({ tenant: { id: 'acme' }, auth: undefined, body: undefined, params: {}, query: {}, ...parts }) as never;
const reply = {} as FastifyReply;

describe('the handler map', () => {
  it('is keyed by the contract and types each handler from its operation', () => {
    const handlers: OperationHandlers = {
      updateClientSubscriptionByUuid: (r) => Promise.resolve([r.params.uuid, r.body.subscribed]),
      // @ts-expect-error an operationId the contract does not have
      updateClientSubscriptionByUid: () => Promise.resolve(undefined),
    };
    const check = (r: OperationRequest<'updateClientSubscription'>): boolean =>
      // @ts-expect-error a field the operation's body does not have
      r.body.subscribedd as boolean;
    expect(Object.keys(handlers)).toHaveLength(2);
    expect(check).toBeTypeOf('function');
  });
});

describe('tenantHandler', () => {
  it("runs the handler in a transaction of the request's tenant with the request's parts", async () => {
    const { context, statements, tx } = fakeDatabase();
    const handler: NonNullable<OperationHandlers['updateClientSubscriptionByUuid']> = tenantHandler(
      context,
      ({ tenant, tx: given, params, body, query }) =>
        Promise.resolve({ tenant: tenant.id, given, params, body, query }),
    );
    const answer = await handler(request({ params: { uuid: 'u-1' }, body: { subscribed: true } }), reply);
    expect(answer).toEqual({
      tenant: 'acme',
      given: tx,
      params: { uuid: 'u-1' },
      body: { subscribed: true },
      query: {},
    });
    expect(statements).toHaveLength(1);
  });

  it("notes a logged-in talent's request as a writer, so their reads wait for the replica", async () => {
    const { context, writers } = fakeDatabase();
    const handler = tenantHandler(context, () => Promise.resolve('done'));
    await handler(request({}), reply);
    expect(writers).toEqual([]);
    const talent = request({ auth: { freelancerId: 7, clientId: 'acme', sessionId: 's' } });
    await handler(talent, reply);
    expect(writers).toEqual([[talent, 'acme', 7]]);
  });
});

describe('freelancerHandler', () => {
  it('answers 401 without a logged-in freelancer, before the handler runs', async () => {
    const { context } = fakeDatabase();
    let ran = false;
    const handler = freelancerHandler(context, () => Promise.resolve((ran = true)));
    const failure = await handler(request({}), reply).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Problem);
    expect((failure as Problem).statusCode).toBe(401);
    expect(ran).toBe(false);
  });
});
