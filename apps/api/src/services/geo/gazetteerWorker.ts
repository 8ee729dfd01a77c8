// The gazetteer dump's parse, in a worker thread (gazetteerLoad.ts starts it for a database that
// does not hold the dataset yet): seconds of CPU that must not stop the server's event loop. The
// rows come back as JSON strings, which cross threads without a structured clone of every row.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { gazetteerRows } from './gazetteerDump.ts';

const { datasetPath } = workerData as { datasetPath: string };
try {
  parentPort!.postMessage({ rows: gazetteerRows(await readFile(datasetPath, 'utf8')) });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
