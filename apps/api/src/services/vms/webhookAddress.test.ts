import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { addressKind, publicOnlyLookup, WebhookAddressRefused, type ResolveAll } from './webhookAddress.ts';

/** A resolver that answers `addresses` for every name (what a hostile DNS zone can do). */
const resolving =
  (...addresses: string[]): ResolveAll =>
  (_hostname, callback) =>
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

/** Runs a lookup the way net.connect does and returns what it answered. */
function connectLookup(resolve: ResolveAll, all: boolean, allowLoopback = false) {
  const lookup = publicOnlyLookup({ allowLoopback }, resolve);
  return new Promise<{ error: Error | null; address: unknown; family?: number | undefined }>((done) =>
    lookup('vms.example.com', { all }, (error: Error | null, address: unknown, family?: number) =>
      done({ error, address, family }),
    ),
  );
}

describe('addressKind', () => {
  it('tells public, loopback and everything else apart', () => {
    expect(addressKind('93.184.216.34')).toBe('public');
    expect(addressKind('2a00:1450:4001::1')).toBe('public');
    expect(addressKind('127.0.0.1')).toBe('loopback');
    expect(addressKind('::1')).toBe('loopback');
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback');
    for (const address of [
      '10.1.2.3',
      '169.254.169.254',
      '::ffff:192.168.0.1',
      'fd12::1',
      'ff02::1',
      '0.0.0.0',
      '::',
      'nonsense',
    ]) {
      expect(addressKind(address), address).toBe('private');
    }
  });
});

describe('publicOnlyLookup', () => {
  it('connects to a name whose addresses are all public', async () => {
    expect(await connectLookup(resolving('93.184.216.34'), false)).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    });
    const all = await connectLookup(resolving('93.184.216.34', '2a00:1450:4001::1'), true);
    expect(all.error).toBeNull();
    expect(all.address).toHaveLength(2);
  });

  it('refuses a name that resolves to an internal address, even beside a public one', async () => {
    for (const answer of [['10.0.0.1'], ['169.254.169.254'], ['93.184.216.34', '127.0.0.1'], ['::ffff:10.0.0.1']]) {
      for (const all of [false, true]) {
        const { error } = await connectLookup(resolving(...answer), all);
        expect(error, answer.join()).toBeInstanceOf(WebhookAddressRefused);
      }
    }
  });

  it('lets a name reach loopback only with the development switch', async () => {
    expect((await connectLookup(resolving('127.0.0.1'), false, false)).error).toBeInstanceOf(WebhookAddressRefused);
    expect((await connectLookup(resolving('127.0.0.1'), false, true)).address).toBe('127.0.0.1');
    expect((await connectLookup(resolving('10.0.0.1'), false, true)).error).toBeInstanceOf(WebhookAddressRefused);
  });

  it('passes a resolver failure on', async () => {
    const failing: ResolveAll = (_h, callback) => callback(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }), []);
    expect((await connectLookup(failing, false)).error?.message).toBe('nope');
  });
});

describe('an undici Agent connecting through publicOnlyLookup', () => {
  it('never opens the connection to a name that resolves to this machine', async () => {
    let connections = 0;
    const receiver = createServer((_request, response) => response.end('ok'));
    receiver.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const dispatcher = new Agent({
      connect: { lookup: publicOnlyLookup({ allowLoopback: false }, resolving('127.0.0.1')) },
    });
    const allowed = new Agent({
      connect: { lookup: publicOnlyLookup({ allowLoopback: true }, resolving('127.0.0.1')) },
    });
    try {
      const refused = await fetch(`http://vms.example.com:${port}/`, { dispatcher }).catch((error: unknown) => error);
      expect((refused as { cause?: unknown }).cause).toBeInstanceOf(WebhookAddressRefused);
      // The same receiver, reached through the same path with the switch on: the refusal above was the lookup's.
      expect((await fetch(`http://vms.example.com:${port}/`, { dispatcher: allowed })).status).toBe(200);
      expect(connections).toBe(1);
    } finally {
      await Promise.all([dispatcher.close(), allowed.close()]);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
