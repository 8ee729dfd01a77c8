// Location lookup (POST /geo/resolve) over HTTP against the bundled GeoNames gazetteer.
import type { components } from '@talent/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GEO_LOOKUPS_PER_WINDOW } from '../src/handlers/geo/geo.ts';
import type { Gazetteer } from '../src/services/geo/gazetteer.ts';
import { GazetteerLoader, GazetteerLoadStopped } from '../src/services/geo/gazetteerLoad.ts';
import { alphaAccount, directAccount, setFreelancer } from './accountData.ts';
import { ALPHA, BETA, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Result = Schemas['GeoResolveResult'];
type Problem = Schemas['Problem'];

let server: TestServer;
let token: string;

/** Resolves as the logged-in alpha user; every answer must be a 200 lookup result. */
async function resolve(body: Schemas['GeoResolveRequest']): Promise<Result> {
  const response = await server.call<Result>('resolveLocation', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** "City/CC" of a successful lookup, with its issues, for compact assertions. */
async function place(body: Schemas['GeoResolveRequest']): Promise<string> {
  const result = await resolve(body);
  expect(result.result).toBe('SUCCESS');
  return `${result.location?.city}/${result.location?.country}${result.issues.map((i) => ` ${i}`).join('')}`;
}

beforeAll(async () => {
  server = await startTestServer({ gazetteer: true });
  ({ token } = await alphaAccount(server, 'geo@example.com'));
}, 120_000);

/** The server's gazetteer loader. */
const loader = () => server.server.context.gazetteer;

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveLocation: real places', () => {
  it('resolves a city in its country with coordinates', async () => {
    const result = await resolve({ city: 'Berlin', country: 'DE' });
    expect(result.result).toBe('SUCCESS');
    expect(result.issues).toEqual([]);
    expect(result.location).toMatchObject({ city: 'Berlin', country: 'DE' });
    expect(result.location?.latitude).toBeCloseTo(52.52, 1);
    expect(result.location?.longitude).toBeCloseTo(13.4, 1);
  });

  it('finds cities in several countries and scripts, answering the canonical name', async () => {
    expect(await place({ city: 'Kraków', country: 'PL' })).toBe('Kraków/PL');
    expect(await place({ city: 'Київ', country: 'UA' })).toBe('Kyiv/UA');
    expect(await place({ city: 'Kyiv', country: 'UA' })).toBe('Kyiv/UA');
    expect(await place({ city: 'Kiev', country: 'UA' })).toBe('Kyiv/UA');
    expect(await place({ city: 'Москва', country: 'RU' })).toBe('Moscow/RU');
    expect(await place({ city: '東京', country: 'JP' })).toBe('Tokyo/JP');
    expect(await place({ city: 'São Paulo', country: 'BR' })).toBe('São Paulo/BR');
    expect(await place({ city: 'Amsterdam', country: 'NL' })).toBe('Amsterdam/NL');
  });

  it('ignores case and accents and knows alternative names', async () => {
    for (const city of ['München', 'münchen', 'MUNCHEN', 'Munich', 'Muenchen']) {
      expect(await place({ city, country: 'DE' }), city).toBe('Munich/DE');
    }
    expect(await place({ city: 'zurich', country: 'CH' })).toBe('Zürich/CH');
    expect(await place({ city: 'koln', country: 'DE' })).toBe('Köln/DE');
  });

  it('tolerates postal codes, streets and a written country in free text', async () => {
    expect(await place({ query: '10115 Berlin, DE' })).toBe('Berlin/DE');
    expect(await place({ query: 'Friedrichstraße 1, 10115 Berlin, Germany' })).toBe('Berlin/DE');
    expect(await place({ query: 'Berlin Deutschland' })).toBe('Berlin/DE');
    expect(await place({ query: '75001 Paris France' })).toBe('Paris/FR');
    expect(await place({ query: 'New York NY 10001' })).toBe('New York City/US');
    expect(await place({ query: 'São Paulo, Brasil' })).toBe('São Paulo/BR');
  });

  it('takes the most populous place of a name, imprecise when the name is ambiguous', async () => {
    // Without a country: Frankfurt am Main over Frankfurt (Oder) and Frankfort (US).
    expect(await place({ query: 'Frankfurt' })).toBe('Frankfurt am Main/DE IMPRECISE');
    // Within Germany the Oder town is far smaller, so the name is clear.
    expect(await place({ city: 'Frankfurt', country: 'DE' })).toBe('Frankfurt am Main/DE');
    expect(await place({ city: 'Frankfurt (Oder)', country: 'DE' })).toBe('Frankfurt (Oder)/DE');
    expect(await place({ query: 'Frankfurt (Oder)' })).toBe('Frankfurt (Oder)/DE');
    expect(await place({ query: 'Paris' })).toBe('Paris/FR IMPRECISE');
    expect(await place({ city: 'Paris', country: 'FR' })).toBe('Paris/FR');
    expect(await place({ query: 'Paris, FR' })).toBe('Paris/FR');
    // Paris, Texas is the largest Paris of the United States.
    const texas = await resolve({ city: 'Paris', country: 'US' });
    expect(texas.location).toMatchObject({ city: 'Paris', country: 'US' });
    expect(texas.location?.longitude).toBeLessThan(-90);
    // Several Springfields of the US have similar populations: even with the country it is imprecise.
    expect(await place({ city: 'Springfield', country: 'US' })).toBe('Springfield/US IMPRECISE');
    expect(await place({ query: 'Springfield' })).toBe('Springfield/US IMPRECISE');
  });

  it('keeps a city that is also a country', async () => {
    expect(await place({ query: 'Luxembourg' })).toBe('Luxembourg/LU');
    expect(await place({ query: 'Singapore' })).toBe('Singapore/SG');
  });

  it('resolves a small typo (a letter missing, swapped or wrong) imprecisely', async () => {
    expect(await place({ query: 'Berln' })).toBe('Berlin/DE IMPRECISE');
    expect(await place({ city: 'Hambrug', country: 'DE' })).toBe('Hamburg/DE IMPRECISE');
    expect(await place({ city: 'Frankfrut am Main', country: 'DE' })).toBe('Frankfurt am Main/DE IMPRECISE');
  });

  it('falls back to anywhere when a country read from free text has no such place', async () => {
    // "IL" is Israel's code, but here it is Illinois: the name is found, imprecisely.
    expect(await place({ query: 'Springfield, IL' })).toBe('Springfield/US IMPRECISE');
  });
});

describe('resolveLocation: failed lookups', () => {
  it('answers NOT_A_LOCATION for text that names no place', async () => {
    expect(await resolve({ query: 'qwxzvbnmkj' })).toEqual({ result: 'NOT_A_LOCATION', issues: [], location: null });
    expect(await resolve({ city: 'Definitely Not A Town', country: 'DE' })).toEqual({
      result: 'NOT_A_LOCATION',
      issues: [],
      location: null,
    });
  });

  it('answers NOT_A_LOCATION for a real city outside the country chosen', async () => {
    expect(await resolve({ city: 'Warszawa', country: 'FR' })).toEqual({
      result: 'NOT_A_LOCATION',
      issues: [],
      location: null,
    });
  });

  it('reports a country that is not an ISO 3166-1 code as INVALID', async () => {
    expect(await resolve({ city: 'Berlin', country: 'XX' })).toEqual({
      result: 'LOOKUP_ERROR',
      issues: ['INVALID'],
      location: null,
    });
    expect(await resolve({ country: 'ZZ' })).toEqual({
      result: 'LOOKUP_ERROR',
      issues: ['INVALID', 'REQUIRED'],
      location: null,
    });
  });

  it('reports a missing city as REQUIRED', async () => {
    const required = { result: 'LOOKUP_ERROR', issues: ['REQUIRED'], location: null };
    expect(await resolve({ country: 'DE' })).toEqual(required);
    expect(await resolve({ city: '   ', country: 'DE' })).toEqual(required);
    expect(await resolve({ city: '' })).toEqual(required);
    expect(await resolve({ query: '10115' })).toEqual(required);
    expect(await resolve({ query: '10115, DE' })).toEqual(required);
    expect(await resolve({ query: 'Germany' })).toEqual(required);
  });

  it('answers SERVER_ERROR when the dataset cannot be loaded, and loads it again later', async () => {
    vi.spyOn(loader(), 'ready').mockRejectedValueOnce(new Error('database gone'));
    expect(await resolve({ query: 'Berlin' })).toEqual({ result: 'SERVER_ERROR', issues: [], location: null });
    expect((await resolve({ query: 'Berlin' })).result).toBe('SUCCESS');
  });

  it('answers PROCESSING_ERROR when the lookup itself fails', async () => {
    const broken: Gazetteer = {
      exact: () => Promise.reject(new TypeError('index corrupted')),
      near: () => Promise.resolve([]),
      byIds: () => Promise.resolve(new Map()),
    };
    vi.spyOn(loader(), 'lookups').mockReturnValueOnce(broken);
    expect(await resolve({ query: 'Berlin' })).toEqual({ result: 'PROCESSING_ERROR', issues: [], location: null });
  });

  it('loads the dataset again after a failed load', async () => {
    const loaded = loader().loading;
    try {
      loader().loading = undefined;
      vi.spyOn(loader(), 'load').mockRejectedValueOnce(new Error('EIO'));
      expect((await resolve({ query: 'Berlin' })).result).toBe('SERVER_ERROR');
      expect(loader().loading).toBeUndefined();
      expect((await resolve({ query: 'Berlin' })).result).toBe('SUCCESS');
    } finally {
      loader().loading = loaded;
    }
  });
});

describe('resolveLocation: the dataset loads at start, never on a request', () => {
  it("answers the place id, GeoNames' stable key of the city", async () => {
    const result = await resolve({ city: 'Monaco di Baviera', country: 'DE' });
    expect(result.location).toMatchObject({ placeId: 2867714, city: 'Munich' });
    expect((await resolve({ city: 'München' })).location?.placeId).toBe(2867714);
  });

  it('makes a lookup arriving while the dataset loads wait for that one load, while /healthz answers', async () => {
    const loaded = await loader().ready();
    let finish: () => void = () => undefined;
    const load = vi.spyOn(loader(), 'load');
    const ready = vi.spyOn(loader(), 'ready');
    const lookups = vi.spyOn(loader(), 'lookups');
    const previous = loader().loading;
    try {
      // A load that takes until the test lets it finish, as a first load would.
      loader().loading = new Promise((resolveLoad) => (finish = () => resolveLoad(loaded)));
      let answered = false;
      const lookup = resolve({ city: 'Köln', country: 'DE' }).finally(() => (answered = true));
      const health = await rawRequest(server.url, { method: 'GET', path: '/healthz' });
      expect(health.status).toBe(200);
      // The lookup has reached the load and waits for it: a handler that did not wait would have
      // gone on to its lookups in the same turn of the event loop as it asked, before waitFor saw it.
      await vi.waitFor(() => expect(ready).toHaveBeenCalled());
      expect(lookups).not.toHaveBeenCalled();
      expect(answered).toBe(false);
      finish();
      expect((await lookup).location).toMatchObject({ city: 'Köln', country: 'DE', placeId: 2886242 });
      // The request waited for the load in progress; it started none of its own.
      expect(load).not.toHaveBeenCalled();
    } finally {
      finish();
      loader().loading = previous;
    }
  });

  it('is loaded by the server start itself, unless told not to preload', async () => {
    // A load that lasts until its server closes: the test only counts who started it.
    const load = vi
      .spyOn(GazetteerLoader.prototype, 'load')
      .mockImplementation(
        (stopped) =>
          new Promise((_, reject) => stopped.addEventListener('abort', () => reject(new GazetteerLoadStopped()))),
      );
    const preloading = await startTestServer({ env: { GAZETTEER_PRELOAD: 'true' } });
    try {
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      await preloading.close();
    }
    const lazy = await startTestServer({ env: { GAZETTEER_PRELOAD: 'false' } });
    try {
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      await lazy.close();
    }
  });
});

describe('resolveLocation: access and shapes', () => {
  it('requires a login', async () => {
    const response = await server.call<Problem>('resolveLocation', { body: { query: 'Berlin' } });
    expect(response.status).toBe(401);
  });

  it("refuses another tenant's token", async () => {
    const beta = await directAccount(server, 'beta', 'geo-beta@example.com');
    const onAlpha = await server.call<Problem>('resolveLocation', {
      token: beta.token,
      host: ALPHA,
      body: { query: 'Berlin' },
    });
    expect(onAlpha.status).toBe(401);
    const onBeta = await server.call<Result>('resolveLocation', { token, host: BETA, body: { query: 'Berlin' } });
    expect(onBeta.status).toBe(401);
    // The beta account on its own host is fine.
    const own = await server.call<Result>('resolveLocation', {
      token: beta.token,
      host: BETA,
      body: { query: 'Berlin' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const account = await alphaAccount(server, 'geo-gone@example.com');
    await setFreelancer(server, 'alpha', account.id, { isActive: false });
    const response = await server.call<Problem>('resolveLocation', { token: account.token, body: { query: 'Berlin' } });
    expect(response.status).toBe(401);
    expect(response.body.messages).toContain('auth.accountDeactivated');
  });

  it.each([
    ['an empty object', {}],
    ['an unknown field', { query: 'Berlin', street: 'Main Street' }],
    ['a lower-case country', { city: 'Berlin', country: 'de' }],
    ['a country name as code', { city: 'Berlin', country: 'Germany' }],
    ['a one-letter query', { query: 'B' }],
    ['a query over 200 characters', { query: 'Berlin '.repeat(40) }],
    ['a number as city', { city: 42 }],
  ])('answers 400 for %s', async (_, body) => {
    const response = await server.call<Problem>('resolveLocation', { token, body });
    expect(response.status).toBe(400);
  });

  it('limits lookups per freelancer', async () => {
    const account = await alphaAccount(server, 'geo-limit@example.com');
    for (let i = 0; i < GEO_LOOKUPS_PER_WINDOW; i++) {
      const response = await server.call('resolveLocation', { token: account.token, body: { city: 'Bonn' } });
      expect(response.status).toBe(200);
    }
    const limited = await server.call<Problem>('resolveLocation', { token: account.token, body: { city: 'Bonn' } });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another freelancer is not affected.
    expect((await resolve({ city: 'Bonn' })).result).toBe('SUCCESS');
  });
});
