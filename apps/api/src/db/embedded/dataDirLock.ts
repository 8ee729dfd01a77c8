// One process at a time on an embedded data directory. PGlite has no lock of its own (its
// postmaster.pid says -42, whoever wrote it), and two processes on one directory write one WAL from
// two positions: committed rows vanish, or the next start finds no valid checkpoint record and the
// directory does not open again (a server started while another still ran, or a CLI run beside the
// server). So a process takes `<dataDir>.lock`, naming its pid, before it opens the directory, and
// is refused while the process named there lives. A process killed outright leaves the file
// behind; its pid is gone, so the next start takes the lock over — as PostgreSQL does with its
// postmaster.pid.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Lock files this process holds (a second open in one process is refused too). */
const held = new Set<string>();

/** Whether a process with this id runs (EPERM: it runs as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or undefined when it names none (damaged, or gone meanwhile). */
function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `file` with the contents of `source`; false when it exists. */
function create(source: string, file: string): boolean {
  const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
  try {
    linkSync(source, file);
    return true;
  } catch (error) {
    if (exists(error)) return false;
  }
  // A file system without hard links: an exclusive create (a reader may see it empty a moment).
  try {
    writeFileSync(file, readFileSync(source), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if (exists(error)) return false;
    throw error;
  }
}

/** A held lock. */
export interface DataDirLock {
  /** The lock file (`<dataDir>.lock`). */
  readonly file: string;
  release(): void;
}

/**
 * Takes the lock of `dataDir` for this process, or throws when another live process (or this one)
 * holds it. A lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${resolve(dataDir)}.lock`;
  const refused = (pid: number) =>
    new Error(
      `The embedded database in ${dataDir} is in use by ${pid === process.pid ? 'this process' : `process ${pid}`}: ` +
        `one process at a time (stop it first, or give every process DATABASE_URL). If no such process runs, delete ${file}.`,
    );
  if (held.has(file)) throw refused(process.pid);
  mkdirSync(dirname(file), { recursive: true });
  // Written whole under a name of its own, then linked into place: the link fails when the lock
  // exists, and a lock file is never seen half written.
  const mine = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (!create(mine, file)) {
        const owner = ownerOf(file);
        // This process's own pid in the file is a predecessor's (a container restarted as pid 1).
        if (owner !== undefined && owner !== process.pid && alive(owner)) throw refused(owner);
        rmSync(file, { force: true });
        continue;
      }
      held.add(file);
      return {
        file,
        release() {
          if (!held.delete(file)) return;
          if (ownerOf(file) === process.pid) rmSync(file, { force: true });
        },
      };
    }
  } finally {
    rmSync(mine, { force: true });
  }
  throw new Error(`Could not take the lock of the embedded database in ${dataDir} (${file}).`);
}
