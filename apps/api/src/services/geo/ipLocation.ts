// Where a visitor's IP address is: geoip-lite's bundled GeoLite2 data (country, and city where the
// data knows it). The data (about 110 MB on disk, 150 MB of memory) is loaded on the first lookup
// only, so servers whose tenants never use IP detection — and every test — do not pay for it.
import type geoipLite from 'geoip-lite';
import { isIP } from 'node:net';

/** A located address: an ISO country and, when known, a city. */
export interface IpLocation {
  readonly country: string;
  readonly city: string | null;
}

/** Finds where an IP address is; undefined for private, local or unknown addresses. */
export type IpLocator = (ip: string) => Promise<IpLocation | undefined>;

let geoip: Promise<typeof geoipLite> | undefined;

/** The geoip-lite locator. */
export const geoipLocator: IpLocator = async (ip) => {
  if (isIP(ip) === 0) return undefined;
  // A CommonJS module: its exports arrive as `default` of the dynamic import.
  geoip ??= import('geoip-lite').then((module) => (module as { default?: typeof geoipLite }).default ?? module);
  const found = (await geoip).lookup(ip);
  if (!found?.country) return undefined;
  return { country: found.country, city: found.city || null };
};
