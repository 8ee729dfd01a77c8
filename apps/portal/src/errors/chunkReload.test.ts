import { RELOAD_GUARD_MS } from '@talent/domain';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload.ts';

describe('chunk reload guard', () => {
  it('recognises failed loads of code chunks in Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadAfterChunkError(sessionStorage, start, reload)).toBe(true);
    expect(reloadAfterChunkError(sessionStorage, start + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(sessionStorage, start + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored time as no reload yet', () => {
    sessionStorage.setItem('talent.chunkReloadAt', 'garbage');
    const reload = vi.fn();
    expect(reloadAfterChunkError(sessionStorage, 5, reload)).toBe(true);
  });
});
