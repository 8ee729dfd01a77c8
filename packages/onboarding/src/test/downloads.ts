// Downloads in jsdom, which has neither object URLs nor downloads: `URL.createObjectURL` and
// `URL.revokeObjectURL` are stubbed and a link's click is recorded instead of followed. For tests only.
import { vi } from 'vitest';

/** A file the page saved: the link's `download` name and the content of the blob behind its URL. */
export interface SavedFile {
  readonly name: string;
  readonly content: Promise<string>;
}

/** The recorded downloads, and `restore` to put jsdom back (call it after each test). */
export interface StubbedDownloads {
  readonly saved: SavedFile[];
  /** The object URLs revoked, in order. */
  readonly revoked: string[];
  restore(): void;
}

export function stubDownloads(): StubbedDownloads {
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  const own = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => revoked.push(url) });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    saved.push({ name: this.download, content: blob ? blob.text() : Promise.reject(new Error('no such blob')) });
  });
  return {
    saved,
    revoked,
    restore() {
      click.mockRestore();
      for (const [name, descriptor] of Object.entries(own)) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    },
  };
}
