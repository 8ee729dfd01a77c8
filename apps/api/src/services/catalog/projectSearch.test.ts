// Which places the words of a search name, on a small hand-written gazetteer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { placesEndedBy } from './projectSearch.ts';
import { geonamesLine as line } from '../../test/geonames.ts';
import { gazetteerDatabase } from '../../test/gazetteerDb.ts';

let gazetteer: Gazetteer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ gazetteer, close } = await gazetteerDatabase([
    line(2867714, 'Munich', 'München,Monaco di Baviera,Muenchen', 'DE', 1_260_000),
    line(2747373, 'The Hague', 'Den Haag,La Haye,Den Haag', 'NL', 474_000),
    line(2950159, 'Berlin', 'Berlijn', 'DE', 3_400_000),
    line(4930956, 'Berlin', '', 'US', 18_000),
  ]));
}, 60_000);
afterAll(() => close());

describe('placesEndedBy', () => {
  it('names the places a word ends, in any language, alone or with the words before it', async () => {
    expect(await placesEndedBy(['java', 'developer', 'munich'], gazetteer)).toEqual([[], [], [2867714]]);
    expect(await placesEndedBy(['monaco', 'di', 'baviera'], gazetteer)).toEqual([[], [], [2867714]]);
    // "la" is too short to name a place alone; with "haye" it names The Hague.
    expect(await placesEndedBy(['la', 'haye'], gazetteer)).toEqual([[], [2747373]]);
    expect(await placesEndedBy(['den', 'haag'], gazetteer)).toEqual([[], [2747373]]);
  });

  it('keeps every place of a name, most populous first, and nothing without the gazetteer', async () => {
    expect(await placesEndedBy(['berlin'], gazetteer)).toEqual([[2950159, 4930956]]);
    expect(await placesEndedBy(['munich'], undefined)).toEqual([[]]);
  });
});
