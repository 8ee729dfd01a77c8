import { describe, expect, it } from 'vitest';
import { gzipSize, initialAssets, routeChunks, routeIdOfFile } from './budget.ts';
import type { ViteManifest } from './budget.ts';

// A small build: an entry with a shared vendor chunk and a lazily loaded catalog, a layout route,
// two pages under it (one sharing a chunk with the layout) and a dialog the page loads on demand.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_vendor-BBBBBBBB.js', '_routes-CCCCCCCC.js'],
    dynamicImports: ['messages/de.json'],
    css: ['assets/index-AAAAAAAA.css'],
  },
  '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js' },
  '_routes-CCCCCCCC.js': { file: 'assets/routes-CCCCCCCC.js', imports: ['_vendor-BBBBBBBB.js'] },
  'messages/de.json': { file: 'assets/de-DDDDDDDD.js', isDynamicEntry: true },
  'src/routes/_portal.tsx?tsr-split=component': {
    file: 'assets/_portal-EEEEEEEE.js',
    isDynamicEntry: true,
    imports: ['_Card-FFFFFFFF.js', '_vendor-BBBBBBBB.js'],
    css: ['assets/_portal-EEEEEEEE.css'],
  },
  '_Card-FFFFFFFF.js': { file: 'assets/Card-FFFFFFFF.js', css: ['assets/Card-FFFFFFFF.css'] },
  'src/routes/_portal/projects.index.tsx?tsr-split=loader': {
    file: 'assets/projects.index-KKKKKKKK.js',
    isDynamicEntry: true,
    imports: ['_vendor-BBBBBBBB.js'],
  },
  'src/routes/_portal/projects.index.tsx?tsr-split=errorComponent': {
    file: 'assets/projects.index-LLLLLLLL.js',
    isDynamicEntry: true,
  },
  'src/routes/_portal/projects.index.tsx?tsr-split=component': {
    file: 'assets/projects.index-GGGGGGGG.js',
    isDynamicEntry: true,
    imports: ['_Card-FFFFFFFF.js', '_Search-HHHHHHHH.js'],
    dynamicImports: ['_Dialog-IIIIIIII.js'],
  },
  '_Search-HHHHHHHH.js': { file: 'assets/Search-HHHHHHHH.js', css: ['assets/Search-HHHHHHHH.css'] },
  '_Dialog-IIIIIIII.js': { file: 'assets/Dialog-IIIIIIII.js', isDynamicEntry: true },
  'src/routes/_portal/projects.$title.{-$id}.tsx?tsr-split=component---loader': {
    file: 'assets/projects._title-JJJJJJJJ.js',
    isDynamicEntry: true,
  },
};

/** The message of the Error `run` throws. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error.message;
  }
  throw new Error('expected an Error');
}

describe('routeIdOfFile', () => {
  it('reads flat route files the way the router plugin does', () => {
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/routes/_portal.tsx')).toBe('/_portal');
    expect(routeIdOfFile('src/routes/_portal/projects.index.tsx')).toBe('/_portal/projects/');
    expect(routeIdOfFile('src/routes/_portal/projects.$title.{-$id}.tsx')).toBe('/_portal/projects/$title/{-$id}');
    expect(routeIdOfFile('src/routes/_default/app.login.tsx')).toBe('/_default/app/login');
    expect(routeIdOfFile('src/routes/account/route.tsx')).toBe('/account');
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/');
  });
});

describe('routeChunks', () => {
  it('maps each route id to its loader and component chunks, not its error component', () => {
    expect([...routeChunks(manifest)]).toEqual([
      ['/_portal', ['src/routes/_portal.tsx?tsr-split=component']],
      [
        '/_portal/projects/',
        [
          'src/routes/_portal/projects.index.tsx?tsr-split=loader',
          'src/routes/_portal/projects.index.tsx?tsr-split=component',
        ],
      ],
      [
        '/_portal/projects/$title/{-$id}',
        ['src/routes/_portal/projects.$title.{-$id}.tsx?tsr-split=component---loader'],
      ],
    ]);
  });
});

describe('initialAssets', () => {
  it('lists the entry, the matched routes and their static imports once, in load order', () => {
    expect(initialAssets(manifest, ['__root__', '/_portal', '/_portal/projects/'])).toEqual({
      js: [
        'assets/index-AAAAAAAA.js',
        'assets/vendor-BBBBBBBB.js',
        'assets/routes-CCCCCCCC.js',
        'assets/_portal-EEEEEEEE.js',
        'assets/Card-FFFFFFFF.js',
        'assets/projects.index-KKKKKKKK.js',
        'assets/projects.index-GGGGGGGG.js',
        'assets/Search-HHHHHHHH.js',
      ],
      css: [
        'assets/index-AAAAAAAA.css',
        'assets/_portal-EEEEEEEE.css',
        'assets/Card-FFFFFFFF.css',
        'assets/Search-HHHHHHHH.css',
      ],
    });
  });

  it('leaves out dynamic imports and the routes that did not match', () => {
    const { js } = initialAssets(manifest, ['__root__', '/_portal', '/_portal/projects/$title/{-$id}']);
    expect(js).not.toContain('assets/de-DDDDDDDD.js');
    expect(js).not.toContain('assets/Dialog-IIIIIIII.js');
    expect(js).not.toContain('assets/projects.index-GGGGGGGG.js');
    expect(js).not.toContain('assets/projects.index-LLLLLLLL.js');
    expect(js).toContain('assets/projects._title-JJJJJJJJ.js');
  });

  it('is the entry alone for a route without a component chunk', () => {
    expect(initialAssets(manifest, ['__root__', '/nowhere'])).toEqual({
      js: ['assets/index-AAAAAAAA.js', 'assets/vendor-BBBBBBBB.js', 'assets/routes-CCCCCCCC.js'],
      css: ['assets/index-AAAAAAAA.css'],
    });
  });

  it('refuses a manifest without exactly one entry, or with a missing chunk', () => {
    expect(thrown(() => initialAssets({ a: { file: 'a.js' } }, []))).toBe(
      'expected one entry chunk in the manifest, found 0',
    );
    expect(thrown(() => initialAssets({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_x.js'] } }, []))).toBe(
      'the manifest has no chunk _x.js',
    );
  });
});

describe('gzipSize', () => {
  it('counts gzip level 9 bytes, the same for a string and its bytes', () => {
    const text = 'const a = 1;\n'.repeat(200);
    expect(gzipSize(text)).toBe(gzipSize(new TextEncoder().encode(text)));
    expect(gzipSize(text)).toBeLessThan(100);
    expect(gzipSize(text)).toBeGreaterThan(20);
  });
});
