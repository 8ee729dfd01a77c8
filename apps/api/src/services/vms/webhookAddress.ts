// Where a webhook may be delivered: public unicast addresses only. A webhook carries applicants'
// names and emails; a URL that points at the metadata service (169.254.169.254), a private
// network (10/8, fc00::/7), this machine or a multicast group would let whoever sets the webhook
// (an integration key) make the server talk to what sits behind its firewall. The URL's host is
// checked when it is set and before each delivery; a host name is checked again at connect time
// on every address DNS gives (a name can resolve to 10.0.0.1, or change between check and
// connect), so the check and the connection use the same answer. Redirects are never followed.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** What a development machine may reach besides public addresses: nothing, or its own loopback. */
export interface WebhookReach {
  /** `WEBHOOK_ALLOW_LOOPBACK`: http and https to 127.0.0.0/8, `::1` and `localhost` (development, tests). */
  readonly allowLoopback: boolean;
}

/** `localhost` and its subdomains resolve to this machine by definition (RFC 6761). */
export function isLoopbackName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The kind of an IP address: `public` (global unicast), `loopback`, or `private` for everything
 * else (private, link-local, carrier-grade NAT, unspecified, broadcast, multicast, reserved,
 * documentation, 6to4/Teredo/NAT64 tunnels that can embed any IPv4). An IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`) is judged as the IPv4 address it is.
 */
export function addressKind(address: string): 'public' | 'loopback' | 'private' {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return 'private';
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'loopback') return 'loopback';
  return range === 'unicast' ? 'public' : 'private';
}

/** Whether a connection to `address` is allowed. */
export function addressAllowed(address: string, reach: WebhookReach): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && reach.allowLoopback);
}

/** Thrown (to the connection) when DNS gives an address a webhook may not reach. */
export class WebhookAddressRefused extends Error {
  constructor(hostname: string, address: string) {
    super(`webhook host ${hostname} resolves to ${address}, which is not a public address`);
    this.name = 'WebhookAddressRefused';
  }
}

/** The resolver `publicOnlyLookup` asks: `dns.lookup` with `all: true`. */
export type ResolveAll = (
  hostname: string,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: ResolveAll = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * A `lookup` for `net.connect` that resolves the name and refuses the connection when ANY of its
 * addresses is not allowed (a name with one public and one private address could be steered to the
 * private one by the connection's address selection). Answers in the form net asks for: one
 * address, or all with `options.all` (happy eyeballs).
 */
export function publicOnlyLookup(reach: WebhookReach, resolve: ResolveAll = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, found) => {
      const cb = callback;
      if (error) return cb(error, '', 0);
      const wanted =
        options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      const refused = wanted.find((a) => !addressAllowed(a.address, reach));
      if (refused) return cb(new WebhookAddressRefused(hostname, refused.address), '', 0);
      const [first] = wanted;
      if (!first) return cb(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return cb(null, wanted);
      return cb(null, first.address, first.family);
    });
  };
}
