// @vitest-environment node
// The page's Content-Security-Policy follows the tenant's data: Google's reCAPTCHA only where it
// is switched on, fetches only to the portal and the tenant's identity providers.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  SCRIPT_LOADER,
  SCRIPT_LOADER_HASH,
  contentSecurityPolicy,
  identityIssuerOrigins,
  leadingResourceHints,
  lowPriorityScripts,
  scriptsAfterPaint,
} from './portal.ts';

function directive(csp: string, name: string): string | undefined {
  return csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('contentSecurityPolicy', () => {
  it('allows scripts and fetches from the portal only, and no frames, for a plain tenant', () => {
    const csp = contentSecurityPolicy(false, {});
    // The portal's own files, and the one inline script: the loader of a rendered page's code.
    expect(directive(csp, 'script-src')).toBe(`'self' ${SCRIPT_LOADER_HASH}`);
    expect(directive(csp, 'connect-src')).toBe("'self'");
    expect(directive(csp, 'frame-src')).toBe("'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'object-src')).toBe("'none'");
  });

  it("adds Google's reCAPTCHA script and frame where the tenant switched it on", () => {
    const csp = contentSecurityPolicy(true, {});
    expect(directive(csp, 'script-src')).toBe(
      `'self' ${SCRIPT_LOADER_HASH} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    );
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it("lets the browser read the tenant's identity providers' discovery documents", () => {
    const csp = contentSecurityPolicy(false, {
      'google.issuer': 'https://accounts.google.com',
      auth0: { issuer: 'https://tenant.eu.auth0.com/', clientId: 'x' },
    });
    expect(directive(csp, 'connect-src')).toBe("'self' https://accounts.google.com https://tenant.eu.auth0.com");
  });
});

describe('identityIssuerOrigins', () => {
  it('ignores issuers that are no https URL', () => {
    expect(identityIssuerOrigins({ 'google.issuer': 'http://insecure.example', 'auth0.issuer': 'not a url' })).toEqual(
      [],
    );
    expect(identityIssuerOrigins(undefined)).toEqual([]);
  });
});

describe('lowPriorityScripts', () => {
  it('puts the entry script and its preloads at low priority, and leaves styles and other tags alone', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/initial.js">',
      '<link rel="stylesheet" crossorigin href="/assets/initial.css">',
      '<script type="application/json" id="talent-bootstrap">{}</script>',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/kept.js">',
    ].join('');
    expect(lowPriorityScripts(html)).toBe(
      [
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/initial.js">',
        '<link rel="stylesheet" crossorigin href="/assets/initial.css">',
        '<script type="application/json" id="talent-bootstrap">{}</script>',
        '<link rel="modulepreload" fetchpriority="high" href="/assets/kept.js">',
      ].join(''),
    );
  });
});

describe('leadingResourceHints', () => {
  it("takes the links React writes before the app's first element, and nothing after it", () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg"/><!--$--><div><link rel="x"/></div>';
    expect(leadingResourceHints(html)).toEqual({
      hints: '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg"/>',
      rest: '<!--$--><div><link rel="x"/></div>',
    });
    expect(leadingResourceHints('<div></div>')).toEqual({ hints: '', rest: '<div></div>' });
  });
});

describe('scriptsAfterPaint', () => {
  const page = [
    '<html><head>',
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/initial.js">',
    '<link rel="stylesheet" crossorigin href="/assets/initial.css">',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/route.js">',
    '</head><body><div id="root"></div>',
    '<script type="application/json" id="talent-bootstrap">{}</script>',
    '</body></html>',
  ].join('\n');

  it('moves the entry script and the preloads to the loader at the end of the body, styles staying', () => {
    const html = scriptsAfterPaint(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/initial.css">');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const list = /<script type="application\/json" id="talent-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual(['/assets/index.js', '/assets/initial.js', '/assets/route.js']);
    // The loader comes after the list it reads, last in the body.
    const loader = html.indexOf(`<script>${SCRIPT_LOADER}</script>`);
    expect(loader).toBeGreaterThan(html.indexOf('id="talent-scripts"'));
    expect(html.slice(loader + `<script>${SCRIPT_LOADER}</script>`.length).trim()).toBe('</body></html>');
  });

  it('refuses a template without exactly one entry script', () => {
    let error: unknown;
    try {
      scriptsAfterPaint('<head></head><body></body>');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/0 entry scripts/);
  });

  it("allows the loader by its hash in the CSP, so a changed loader can't run unnoticed", () => {
    const hash = createHash('sha256').update(SCRIPT_LOADER).digest('base64');
    expect(SCRIPT_LOADER_HASH).toBe(`'sha256-${hash}'`);
  });
});
