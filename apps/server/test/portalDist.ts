// A portal `dist/` for the tests of this app: the source page template and one script, in a
// temporary work folder — what registerPortal serves, without a build.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOURCE_PAGE_TEMPLATE } from '@talent/portal';

/** A fresh work folder (`work`, removed by the caller) holding the portal's `dist/` (`distDir`). */
export function portalDist(prefix: string): { work: string; distDir: string } {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const distDir = join(work, 'dist');
  mkdirSync(join(distDir, 'client', 'assets'), { recursive: true });
  copyFileSync(SOURCE_PAGE_TEMPLATE, join(distDir, 'client', 'index.html'));
  writeFileSync(join(distDir, 'client', 'assets', 'main-abc123.js'), 'export {};\n');
  return { work, distDir };
}
