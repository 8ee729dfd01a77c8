// IP detection on project search (tenant switch `ipDetectionOnProjectSearch`), with the real
// geoip-lite data: the visitor's location becomes the default location filter.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProjects } from './catalog.ts';
import { ALPHA, fixtureTenant, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Results = components['schemas']['ProjectSearchResponse'];

const GAMMA = 'gamma.test';
/** Public addresses whose place in the pinned geoip-lite data is known. */
const BERLIN = '85.214.132.117';
const AUSTRIA = '193.170.0.1';
const UNITED_STATES = '8.8.8.8';
const AUSTRALIA = '1.1.1.1';

let server: TestServer;
let tenants: { dir: string; remove(): void };

beforeAll(async () => {
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({
    gamma: {
      context: { ...alpha.context, id: 'gamma', name: 'Gamma', talentDomainName: GAMMA },
      config: { ...alpha.config, ipDetectionOnProjectSearch: true },
    },
  });
  // Behind a trusted proxy the client address comes from X-Forwarded-For, as in production.
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir, TRUST_PROXY: 'true' }, gazetteer: true });
  await insertProjects(server, 'gamma', [
    { title: 'Berlin job', siteCity: 'Berlin', siteCountry: 'DE' },
    { title: 'Hamburg job', siteCity: 'Hamburg', siteCountry: 'DE' },
    { title: 'Vienna job', siteCity: 'Wien', siteCountry: 'AT' },
    { title: 'New York job', siteCity: 'New York', siteCountry: 'US' },
    { title: 'Closed Sydney job', siteCity: 'Sydney', siteCountry: 'AU', status: 'CLOSED' },
  ]);
  await insertProjects(server, 'alpha', [{ title: 'Alpha job', siteCity: 'Berlin', siteCountry: 'DE' }]);
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

const search = (from: string | undefined, body: Record<string, unknown> = {}, host = GAMMA) =>
  server.call<Results>('publicSearchProjects', {
    host,
    body: { offset: 0, size: 20, ...body },
    ...(from && { headers: { 'x-forwarded-for': from } }),
  });
const titles = (r: { body: Results }) => r.body.results.map((j) => j.title).sort();

describe('IP detection', () => {
  it('searches the visitor’s city when the tenant has open projects there', async () => {
    const r = await search(BERLIN);
    expect(r.body.detectedLocation).toEqual({ placeId: 2950159, city: 'Berlin', country: 'DE' });
    expect(titles(r)).toEqual(['Berlin job']);
    // The cities facet ignores the location filter, so the visitor sees where else there is work.
    expect(r.body.facets.cities.map((c) => c.city)).toEqual(expect.arrayContaining(['Hamburg', 'Wien']));
  });

  it('falls back to the country when the city is unknown or has no projects', async () => {
    const austria = await search(AUSTRIA);
    expect(austria.body.detectedLocation).toEqual({ country: 'AT' });
    expect(titles(austria)).toEqual(['Vienna job']);
    const us = await search(UNITED_STATES);
    expect(us.body.detectedLocation).toEqual({ country: 'US' });
    expect(titles(us)).toEqual(['New York job']);
  });

  it('applies nothing where the tenant has no open projects in the country, or the address is local', async () => {
    const australia = await search(AUSTRALIA);
    expect(australia.body.detectedLocation).toBeNull();
    expect(australia.body.total).toBe(5);
    const local = await search(undefined);
    expect(local.body.detectedLocation).toBeNull();
    expect(local.body.total).toBe(5);
  });

  it('respects a location the request chose, an empty one meaning anywhere', async () => {
    const anywhere = await search(BERLIN, { filters: { location: {} } });
    expect(anywhere.body.detectedLocation).toBeNull();
    expect(anywhere.body.total).toBe(5);
    const vienna = await search(BERLIN, { filters: { location: { city: 'Wien' } } });
    expect(titles(vienna)).toEqual(['Vienna job']);
  });

  it('stays off for tenants without the switch', async () => {
    const r = await search(BERLIN, {}, ALPHA);
    expect(r.body).not.toHaveProperty('detectedLocation');
    expect(r.body.total).toBe(1);
  });
});
