import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromLoopback, isLoopbackAddress } from './loopback.ts';

/** A request as the hook sees it: the socket's address and the headers. */
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1 in their spellings', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::0001', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '128.0.0.1',
      '10.0.0.1',
      '::',
      '::11',
      '::10',
      '1::',
      '::ffff:10.0.0.1',
      'localhost',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('fromLoopback', () => {
  it('needs the connection and every forwarded client to be loopback', () => {
    expect(fromLoopback(request('127.0.0.1'))).toBe(true);
    expect(fromLoopback(request('::1', { 'x-forwarded-for': '127.0.0.1, ::1', forwarded: 'for="[::1]:5000"' }))).toBe(
      true,
    );
    expect(fromLoopback(request('192.0.2.2'))).toBe(false);
    expect(fromLoopback(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }))).toBe(false);
    expect(fromLoopback(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9:443' }))).toBe(false);
    expect(fromLoopback(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe(false);
    expect(fromLoopback(request('127.0.0.1', { forwarded: 'for=127.0.0.1;proto=http, for=_hidden' }))).toBe(false);
  });
});
