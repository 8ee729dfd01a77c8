// Test data in the shape of a GeoNames dump line (https://download.geonames.org/export/dump/readme.txt):
// id, name, ascii name, alternate names, latitude, longitude, feature class and code, country, cc2,
// admin1–4, population, elevation, dem, timezone, modified.

/** One place of a hand-written gazetteer (a populated place, `PPL`, unless said otherwise). */
export function geonamesLine(
  id: number,
  name: string,
  alternates: string,
  country: string,
  population: number,
  feature = 'PPL',
): string {
  return [
    id,
    name,
    name,
    alternates,
    '50.1',
    '8.6',
    'P',
    feature,
    country,
    '',
    '',
    '',
    '',
    '',
    population,
    '',
    0,
    'UTC',
    '2023-01-01',
  ].join('\t');
}
