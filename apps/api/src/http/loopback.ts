// Whether a request comes from this machine: what the dev mailbox (one-time login links!) requires.
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/** Whether an IP address is a loopback address: 127.0.0.0/8 (also IPv4-mapped) or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  // ::1 in any spelling (0:0:0:0:0:0:0:1, ::0001): the only non-zero digit is the last one, a 1.
  return isIP(ip) === 6 && ip.endsWith('1') && ip.replace(/[:0]/g, '') === '1';
}

/** The address of a forwarded-for entry: `1.2.3.4`, `1.2.3.4:5678`, `[::1]:80`, `"[::1]"`, `::1`. */
function forwardedAddress(entry: string): string {
  const value = entry.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  return /^[\d.]+:\d+$/.test(value) ? value.replace(/:\d+$/, '') : value;
}

/** Every client address the forwarding headers name (X-Forwarded-For, X-Real-IP, Forwarded `for=`). */
function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const lists = [headers['x-forwarded-for'], headers['x-real-ip']].flat().filter((v) => v !== undefined);
  const addresses = lists.flatMap((list) => list.split(',')).map(forwardedAddress);
  for (const element of [headers['forwarded']].flat()) {
    for (const match of element?.matchAll(/for=("[^"]*"|[^;,\s]*)/gi) ?? [])
      addresses.push(forwardedAddress(match[1]!));
  }
  return addresses;
}

/**
 * Whether the request comes from this machine: the connection is from a loopback address, and so
 * is every client a forwarding header names. A reverse proxy on the same host connects from
 * loopback, so the client it forwards must count too — with or without TRUST_PROXY, since a proxy
 * that is not declared trusted still sends the headers. A client can forge these headers, but a
 * forged one only ever makes the check refuse.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) && forwardedAddresses(request.headers).every(isLoopbackAddress)
  );
}
