// A gazetteer on hand-written data: an in-memory PGlite with the migrations applied and the lines
// (`geonamesLine`) loaded as the server loads the bundled dump, so unit tests run the real SQL.
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { gazetteerIn } from '../services/geo/gazetteer.ts';
import type { Gazetteer } from '../services/geo/gazetteer.ts';
import { datasetOfText, loadGazetteer } from '../services/geo/gazetteerLoad.ts';

/** A database holding a gazetteer of these dump lines; `close()` when done. */
export async function gazetteerDatabase(
  lines: readonly string[],
): Promise<{ database: Database; gazetteer: Gazetteer; close: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await loadGazetteer(database.db, datasetOfText('test', lines.join('\n')));
  return { database, gazetteer: gazetteerIn(database.db), close: () => database.close() };
}
