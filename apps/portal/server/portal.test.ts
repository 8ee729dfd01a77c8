// The page's Content-Security-Policy follows the tenant's data: Google's reCAPTCHA only where it
// is switched on, fetches only to the portal and the tenant's identity providers.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, identityIssuerOrigins, leadingResourceHints, lowPriorityScripts } from './portal.ts';

function directive(csp: string, name: string): string | undefined {
  return csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('contentSecurityPolicy', () => {
  it('allows scripts and fetches from the portal only, and no frames, for a plain tenant', () => {
    const csp = contentSecurityPolicy(false, {});
    expect(directive(csp, 'script-src')).toBe("'self'");
    expect(directive(csp, 'connect-src')).toBe("'self'");
    expect(directive(csp, 'frame-src')).toBe("'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'object-src')).toBe("'none'");
  });

  it("adds Google's reCAPTCHA script and frame where the tenant switched it on", () => {
    const csp = contentSecurityPolicy(true, {});
    expect(directive(csp, 'script-src')).toBe(
      "'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
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
