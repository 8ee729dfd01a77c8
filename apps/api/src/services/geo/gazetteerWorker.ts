// The gazetteer's index build, in a worker thread (`gazetteerSource` starts it when no index file
// is there yet): seconds of CPU that must not stop the server's event loop. The index's arrays are
// transferred back, not copied.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { buildGazetteerIndex } from './gazetteer.ts';

const { datasetPath } = workerData as { datasetPath: string };
try {
  const index = buildGazetteerIndex(await readFile(datasetPath, 'utf8'));
  parentPort!.postMessage(
    { index },
    Object.values(index).map((array: ArrayBufferView) => array.buffer as ArrayBuffer),
  );
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
