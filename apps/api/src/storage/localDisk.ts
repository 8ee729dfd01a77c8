// The default file storage: a directory on the local disk (FILES_DIR, default var/files).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageWriteError, assertValidKey } from './storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * A write of `<dir>/<name>` goes to `<dir>/.<name>.<random>.part` first: the start and the end of
 * the temporary file's name.
 */
const partialStart = (path: string) => `.${basename(path)}.`;
const PARTIAL_END = '.part';

/** Storage in the directory `root`, created on the first write (a server that stores nothing creates nothing). */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);

  /** The file of a key; keys are validated and the result is checked to lie under `base` all the same. */
  const pathOf = (key: string): string => {
    assertValidKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Storage key ${JSON.stringify(key)} leaves the storage root`);
    return path;
  };

  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  /** A failed system call (the disk's doing), as opposed to a failing source stream. */
  const systemError = (error: unknown) =>
    error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';

  return {
    async put(key, content) {
      const path = pathOf(key);
      try {
        await mkdir(dirname(path), { recursive: true });
      } catch (error) {
        throw systemError(error) ? new StorageWriteError(error) : error;
      }
      // Written to a temporary sibling and renamed into place: readers never see half a file, and a
      // source or a disk that fails (a rejected upload, a full disk) leaves only the temporary file,
      // which is removed. A process killed while writing cannot remove it: it is named after the
      // key, so that removing the key (a content check, services/files/contentChecks.ts) removes it too.
      const temporary = join(dirname(path), `${partialStart(path)}${randomBytes(8).toString('hex')}${PARTIAL_END}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
        await rename(temporary, path);
      } catch (error) {
        // A storage that cannot write may not let the temporary file go either; the write's own
        // error is the one to answer (the leftover is a `.part` file no key names).
        await rm(temporary, { force: true }).catch(() => {});
        throw systemError(error) ? new StorageWriteError(error) : error;
      }
      return { size };
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async stream(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return undefined;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
      return createReadStream(path);
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Partial writes of the key a killed process left (a key is written once: none is in progress).
      const siblings = await readdir(dirname(path)).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      for (const name of siblings) {
        if (name.startsWith(partialStart(path)) && name.endsWith(PARTIAL_END)) {
          await rm(join(dirname(path), name), { force: true });
        }
      }
    },
  };
}
