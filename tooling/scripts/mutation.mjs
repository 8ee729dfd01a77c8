// `pnpm mutation` of a package with Stryker (run from the package folder): incremental against the
// committed baseline `stryker-incremental.json`, without rewriting it. The run works on a copy in
// reports/, so `npm test` leaves the working tree clean. `pnpm mutation:baseline` (`--baseline`)
// refreshes the committed file after a change to the package (commit it with the change), written
// without indentation: Stryker's pretty-printed file of the domain passed 2.7 MB, the compact one
// holds the same results in about half.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const baseline = 'stryker-incremental.json';
const working = join('reports', baseline);
mkdirSync('reports', { recursive: true });
if (existsSync(baseline)) copyFileSync(baseline, working);
const run = spawnSync('pnpm', ['exec', 'stryker', 'run', '--incrementalFile', working], { stdio: 'inherit' });
if (run.status === 0 && process.argv.includes('--baseline')) {
  writeFileSync(baseline, JSON.stringify(JSON.parse(readFileSync(working, 'utf8'))));
}
process.exit(run.status ?? 1);
