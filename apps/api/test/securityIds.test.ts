// Security ids: only the masked value ever leaves the server; the database keeps it encrypted
// (AES-256-GCM) with a keyed hash for duplicates, never in clear.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, securityIds } from '../src/db/schema.ts';
import { maskSecurityId, securityIdCipher } from '../src/services/profile/securityIds.ts';
import { alphaAccount, directAccount, inTenant } from './accountData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type SecurityId = Schemas['SecurityId'];
type SecurityIdList = Schemas['SecurityIdList'];
type Problem = Schemas['Problem'];

const SECRET = 'test-secret-test-secret-test-secret-123456';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The stored rows of a freelancer's security ids. */
function storedIds(tenantId: string, freelancerId: number) {
  return inTenant(server, tenantId, (tx) =>
    tx
      .select()
      .from(securityIds)
      .where(and(eq(securityIds.clientId, tenantId), eq(securityIds.freelancerId, freelancerId)))
      .orderBy(securityIds.id),
  );
}

describe('masking', () => {
  it('shows the last 4 characters, and at most half of a short value', () => {
    expect(maskSecurityId('AB-123456789')).toBe('********6789');
    expect(maskSecurityId('12345')).toBe('***45');
    expect(maskSecurityId('1234')).toBe('**34');
    expect(maskSecurityId('X')).toBe('*');
  });
});

/** A project of a tenant with a security id pattern (or none). */
async function project(tenantId: string, title: string, securityIdPattern: string | null) {
  const [row] = await inTenant(server, tenantId, (tx) =>
    tx
      .insert(projects)
      .values({ clientId: tenantId, title, securityIdRequired: true, securityIdPattern })
      .returning({ id: projects.id }),
  );
  return row!.id;
}

describe('security ids', () => {
  let account: { token: string; id: number };
  let migration: number;
  beforeAll(async () => {
    account = await alphaAccount(server, 'secure@example.com');
    migration = await project('alpha', 'Data centre migration', '^SSN-[0-9]{3}-[0-9]{2}-[0-9]{4}$');
  });

  it('has none at first', async () => {
    const response = await server.call<SecurityIdList>('listSecurityIds', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ results: [] });
  });

  it('adds a security id and answers only its masked value', async () => {
    const response = await server.call<SecurityId>('createSecurityId', {
      token: account.token,
      body: { value: ' SSN-987-65-4321 ', projectId: migration },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number) as number,
      maskedValue: '***********4321',
      label: 'Data centre migration',
      created: expect.any(String) as string,
    });
    expect(JSON.stringify(response.body)).not.toContain('987-65');
    const list = await server.call<SecurityIdList>('listSecurityIds', { token: account.token });
    expect(list.body.results).toEqual([response.body]);
  });

  it('never stores the clear value: encrypted, keyed hash, masked copy', async () => {
    const [row] = await storedIds('alpha', account.id);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain('SSN-987-65-4321');
    expect(raw).not.toContain('987-65');
    expect(row!.valueEncrypted).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(row!.valueHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.maskedValue).toBe('***********4321');
    expect(row!.projectId).toBe(migration);
    // The ciphertext decrypts with the server's key, for this owner only.
    const cipher = securityIdCipher(SECRET);
    expect(cipher.decrypt('alpha', account.id, row!.valueEncrypted)).toBe('SSN-987-65-4321');
    let failure: unknown;
    try {
      cipher.decrypt('alpha', account.id + 1, row!.valueEncrypted);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Unsupported state or unable to authenticate data');
    // The hash is keyed: another server secret gives another hash.
    expect(
      securityIdCipher('another-secret-another-secret-0000000').hash('alpha', account.id, 'SSN-987-65-4321'),
    ).not.toBe(row!.valueHash);
    expect(cipher.hash('alpha', account.id, 'SSN-987-65-4321')).toBe(row!.valueHash);
  });

  it('refuses the same id again (whatever its case and spaces) with 409, writing nothing', async () => {
    const response = await server.call<Problem>('createSecurityId', {
      token: account.token,
      body: { value: 'ssn-987-65-4321  ' },
    });
    expect(response.status).toBe(409);
    expect(response.body.messages).toEqual(['securityId.duplicate']);
    expect(response.body.fieldErrors).toEqual([{ field: 'value', messages: ['securityId.duplicate'] }]);
    expect(await storedIds('alpha', account.id)).toHaveLength(1);
  });

  it('checks the value against the project’s pattern; an unknown or foreign project is 422', async () => {
    const mismatch = await server.call<Problem>('createSecurityId', {
      token: account.token,
      body: { value: 'SSN-12-345', projectId: migration },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fieldErrors).toEqual([{ field: 'value', messages: ['securityId.pattern'] }]);
    const foreign = await project('beta', 'Beta project', null);
    for (const projectId of [foreign, 9_999_999]) {
      const unknown = await server.call<Problem>('createSecurityId', {
        token: account.token,
        body: { value: 'ANY-1', projectId },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.fieldErrors).toEqual([{ field: 'projectId', messages: ['securityId.projectNotFound'] }]);
    }
    expect(await storedIds('alpha', account.id)).toHaveLength(1);
  });

  it('accepts any value for a project without a pattern, or with one that does not compile', async () => {
    const other = await alphaAccount(server, 'patterns@example.com');
    for (const pattern of [null, '([unclosed']) {
      const projectId = await project('alpha', `Open project ${pattern ?? 'none'}`, pattern);
      const response = await server.call<SecurityId>('createSecurityId', {
        token: other.token,
        body: { value: `free form ${pattern ?? ''}`, projectId },
      });
      expect(response.status).toBe(201);
    }
    expect(await storedIds('alpha', other.id)).toHaveLength(2);
  });

  it('lets another freelancer hold the same id', async () => {
    const other = await alphaAccount(server, 'secure-too@example.com');
    const response = await server.call<SecurityId>('createSecurityId', {
      token: other.token,
      body: { value: 'SSN-987-65-4321' },
    });
    expect(response.status).toBe(201);
    const [mine] = await storedIds('alpha', account.id);
    const [theirs] = await storedIds('alpha', other.id);
    // Hash and ciphertext are bound to their owner: equal values do not look equal in the table.
    expect(theirs!.valueHash).not.toBe(mine!.valueHash);
    expect(theirs!.valueEncrypted).not.toBe(mine!.valueEncrypted);
    const list = await server.call<SecurityIdList>('listSecurityIds', { token: account.token });
    expect(list.body.results).toHaveLength(1);
  });

  it('refuses bad values: blank (422), empty, too long, non-printable or unknown fields (400)', async () => {
    const blank = await server.call<Problem>('createSecurityId', { token: account.token, body: { value: '    ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.fieldErrors).toEqual([{ field: 'value', messages: ['validation.required'] }]);
    for (const body of [
      { value: '' },
      { value: 'x'.repeat(65) },
      { value: 'tab\there' },
      { value: 'ABC', label: 'mine' },
      { value: 'ABC', projectId: 0 },
    ]) {
      expect((await server.call('createSecurityId', { token: account.token, body })).status).toBe(400);
    }
    expect(await storedIds('alpha', account.id)).toHaveLength(1);
  });

  it('keeps at most 50 security ids', async () => {
    const busy = await alphaAccount(server, 'many-ids@example.com');
    for (let i = 0; i < 50; i++) {
      const response = await server.call('createSecurityId', { token: busy.token, body: { value: `ID-${1000 + i}` } });
      expect(response.status).toBe(201);
    }
    const over = await server.call<Problem>('createSecurityId', { token: busy.token, body: { value: 'ID-2000' } });
    expect(over.status).toBe(422);
    expect(over.body.messages).toEqual(['securityId.limitReached']);
    const list = await server.call<SecurityIdList>('listSecurityIds', { token: busy.token });
    expect(list.body.results).toHaveLength(50);
    expect(list.body.results[0]!.maskedValue).toBe('****000');
  });

  it('needs a login of this tenant, and each tenant sees only its own', async () => {
    expect((await server.call('listSecurityIds')).status).toBe(401);
    expect((await server.call('createSecurityId', { body: { value: 'ABC-1' } })).status).toBe(401);
    expect((await server.call('listSecurityIds', { token: account.token, host: BETA })).status).toBe(401);
    expect(
      (await server.call('createSecurityId', { token: account.token, host: BETA, body: { value: 'ABC-1' } })).status,
    ).toBe(401);
    expect(await storedIds('alpha', account.id)).toHaveLength(1);
    const beta = await directAccount(server, 'beta', 'secure@example.com');
    const list = await server.call<SecurityIdList>('listSecurityIds', { token: beta.token, host: BETA });
    expect(list.body).toEqual({ results: [] });
  });
});
