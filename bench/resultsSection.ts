// A results file whose benchmark-written part sits between two markers: each run rewrites that
// part and keeps what was written by hand around it (the analysis).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes `section` (which starts with `start` and ends with `end`) into `file` in place of the
 * text between those markers, or after the file's text when it has none yet; a missing file
 * starts as `title`.
 */
export function writeSection(file: string, start: string, end: string, section: string, title = ''): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : title;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
