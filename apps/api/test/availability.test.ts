// Periods of unavailability: list (earliest first), add, change, remove; limits; another user's or
// another tenant's period is not found.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAvailable } from '../src/db/schema.ts';
import { alphaAccount, directAccount, inTenant } from './accountData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Period = Schemas['NotAvailablePeriod'];
type PeriodList = Schemas['NotAvailablePeriodList'];
type Problem = Schemas['Problem'];

const now = Date.parse('2026-06-15T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ overrides: { now: () => now } });
});
afterAll(() => server?.close());

/** The stored periods of a freelancer (as the database has them). */
async function storedPeriods(tenantId: string, freelancerId: number) {
  return inTenant(server, tenantId, (tx) =>
    tx
      .select()
      .from(notAvailable)
      .where(and(eq(notAvailable.clientId, tenantId), eq(notAvailable.freelancerId, freelancerId)))
      .orderBy(notAvailable.id),
  );
}

describe('not-available periods', () => {
  let account: { token: string; id: number };
  let summer: Period;
  beforeAll(async () => {
    account = await alphaAccount(server, 'away@example.com');
  });

  it('has none at first', async () => {
    const response = await server.call<PeriodList>('listNotAvailable', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ results: [] });
  });

  it('adds periods and lists them by start date', async () => {
    const first = await server.call<Period>('createNotAvailable', {
      token: account.token,
      body: { start: '2026-08-01', end: '2026-08-21', reason: '  Summer holiday ' },
    });
    expect(first.status).toBe(201);
    summer = first.body;
    expect(summer).toEqual({
      id: expect.any(Number) as number,
      start: '2026-08-01',
      end: '2026-08-21',
      reason: 'Summer holiday',
    });
    const oneDay = await server.call<Period>('createNotAvailable', {
      token: account.token,
      body: { start: '2026-07-03', end: '2026-07-03' },
    });
    expect(oneDay.status).toBe(201);
    expect(oneDay.body).toEqual({ id: expect.any(Number) as number, start: '2026-07-03', end: '2026-07-03' });
    const list = await server.call<PeriodList>('listNotAvailable', { token: account.token });
    expect(list.body.results.map((p) => p.start)).toEqual(['2026-07-03', '2026-08-01']);
  });

  it('changes a period (and re-sorts)', async () => {
    const response = await server.call<Period>('updateNotAvailable', {
      token: account.token,
      path: { id: summer.id },
      body: { start: '2026-06-20', end: '2026-06-30' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: summer.id, start: '2026-06-20', end: '2026-06-30' });
    const list = await server.call<PeriodList>('listNotAvailable', { token: account.token });
    expect(list.body.results.map((p) => p.id)[0]).toBe(summer.id);
  });

  it('refuses an end before the start, too long, too old or too far periods with 422, writing nothing', async () => {
    const before = await storedPeriods('alpha', account.id);
    const cases: [Record<string, string>, Problem['fieldErrors']][] = [
      [{ start: '2026-09-10', end: '2026-09-01' }, [{ field: 'end', messages: ['availability.endBeforeStart'] }]],
      [{ start: '2026-09-01', end: '2028-09-02' }, [{ field: 'end', messages: ['availability.tooLong'] }]],
      [{ start: '2025-01-01', end: '2025-01-05' }, [{ field: 'start', messages: ['validation.minValue'] }]],
      [{ start: '2031-06-01', end: '2031-06-30' }, [{ field: 'end', messages: ['validation.maxValue'] }]],
    ];
    for (const [body, fieldErrors] of cases) {
      const created = await server.call<Problem>('createNotAvailable', { token: account.token, body });
      expect(created.status).toBe(422);
      expect(created.body.fieldErrors).toEqual(fieldErrors);
      const updated = await server.call<Problem>('updateNotAvailable', {
        token: account.token,
        path: { id: summer.id },
        body,
      });
      expect(updated.status).toBe(422);
    }
    // Not a real date, not a date at all, a missing end, a control character in the reason (the
    // contract's free text: line breaks and tabs only): malformed (400).
    for (const body of [
      { start: '2026-02-30', end: '2026-03-01' },
      { start: 'tomorrow', end: '2026-03-01' },
      { start: '2026-07-01' },
      { start: '2026-09-01', end: '2026-09-02', reason: 'bell\u0007' },
    ]) {
      expect((await server.call('createNotAvailable', { token: account.token, body })).status).toBe(400);
    }
    expect(await storedPeriods('alpha', account.id)).toEqual(before);
  });

  it('caps the number of periods at 100', async () => {
    const other = await alphaAccount(server, 'busy@example.com');
    await inTenant(server, 'alpha', (tx) =>
      tx.insert(notAvailable).values(
        Array.from({ length: 100 }, (_, i) => ({
          clientId: 'alpha',
          freelancerId: other.id,
          startDate: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
          endDate: '2027-02-01',
        })),
      ),
    );
    const response = await server.call<Problem>('createNotAvailable', {
      token: other.token,
      body: { start: '2027-03-01', end: '2027-03-02' },
    });
    expect(response.status).toBe(422);
    expect(response.body.messages).toEqual(['availability.limitReached']);
    expect(await storedPeriods('alpha', other.id)).toHaveLength(100);
  });

  it('another user’s or another tenant’s period is not found, and stays as it was', async () => {
    const other = await alphaAccount(server, 'other@example.com');
    const theirs = (
      await server.call<Period>('createNotAvailable', {
        token: other.token,
        body: { start: '2026-07-01', end: '2026-07-02' },
      })
    ).body;
    const beta = await directAccount(server, 'beta', 'beta-away@example.com');
    const [foreign] = await inTenant(server, 'beta', (tx) =>
      tx
        .insert(notAvailable)
        .values({ clientId: 'beta', freelancerId: beta.id, startDate: '2026-07-01', endDate: '2026-07-02' })
        .returning(),
    );
    for (const id of [theirs.id, foreign!.id, 999_999]) {
      const updated = await server.call<Problem>('updateNotAvailable', {
        token: account.token,
        path: { id },
        body: { start: '2026-07-05', end: '2026-07-06' },
      });
      expect(updated.status).toBe(404);
      expect(updated.body.messages).toEqual(['availability.notFound']);
      const deleted = await server.call<Problem>('deleteNotAvailable', { token: account.token, path: { id } });
      expect(deleted.status).toBe(404);
    }
    expect((await storedPeriods('alpha', other.id)).map((p) => p.startDate)).toEqual(['2026-07-01']);
    expect((await storedPeriods('beta', beta.id)).map((p) => p.startDate)).toEqual(['2026-07-01']);
    // The beta freelancer sees its own period on its own host.
    const own = await server.call<PeriodList>('listNotAvailable', { token: beta.token, host: BETA });
    expect(own.body.results.map((p) => p.id)).toEqual([foreign!.id]);
  });

  it('removes a period', async () => {
    const response = await server.call('deleteNotAvailable', { token: account.token, path: { id: summer.id } });
    expect(response.status).toBe(204);
    const again = await server.call('deleteNotAvailable', { token: account.token, path: { id: summer.id } });
    expect(again.status).toBe(404);
    const list = await server.call<PeriodList>('listNotAvailable', { token: account.token });
    expect(list.body.results.map((p) => p.start)).toEqual(['2026-07-03']);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await server.call('deleteNotAvailable', { token: account.token, path: { id: 'abc' } });
    expect(response.status).toBe(400);
  });

  it('needs a login of this tenant', async () => {
    const body = { start: '2026-07-10', end: '2026-07-11' };
    const before = await storedPeriods('alpha', account.id);
    const [period] = before;
    const calls: [string, Record<string, unknown>][] = [
      ['listNotAvailable', {}],
      ['createNotAvailable', { body }],
      ['updateNotAvailable', { path: { id: period!.id }, body }],
      ['deleteNotAvailable', { path: { id: period!.id } }],
    ];
    for (const [operationId, options] of calls) {
      expect((await server.call(operationId, options)).status).toBe(401);
      expect((await server.call(operationId, { ...options, token: account.token, host: BETA })).status).toBe(401);
    }
    expect(await storedPeriods('alpha', account.id)).toEqual(before);
  });
});
