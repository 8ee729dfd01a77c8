// The three cookie operations the portal needs, on `document.cookie`: read, write, remove. Values
// are written URI-encoded and read back decoded (a cookie the server set, such as `affiliate`, is
// URI-encoded too). It replaces js-cookie, whose general API (converters, JSON, `withAttributes`)
// cost every page ~0.5 KB gzip for these three lines' worth of use (issue 17's budget).

/** The attributes the portal writes its cookies with. */
export interface CookieAttributes {
  readonly path?: string;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  readonly secure?: boolean;
  /** Lifetime in days; none makes a cookie for this browser session. */
  readonly expires?: number;
}

const DAY_MS = 86_400_000;

/** `value` decoded, or as it is when it is no valid URI encoding. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of cookie `name`, if this page can read one. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    // A quoted value (RFC 6265 allows DQUOTE around a cookie's value) is read without its quotes.
    return decoded(value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value);
  }
  return undefined;
}

function attributeText({ path, sameSite, secure, expires }: CookieAttributes): string {
  return [
    path === undefined ? '' : `; path=${path}`,
    expires === undefined ? '' : `; expires=${new Date(Date.now() + expires * DAY_MS).toUTCString()}`,
    sameSite === undefined ? '' : `; samesite=${sameSite}`,
    secure ? '; secure' : '',
  ].join('');
}

/** Writes cookie `name` (the name is the portal's own, plain ASCII; the value is URI-encoded). */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributeText(attributes)}`;
}

/** Removes cookie `name` (with the path and attributes it was written with). */
export function removeCookie(name: string, attributes: CookieAttributes = {}): void {
  writeCookie(name, '', { ...attributes, expires: -1 });
}
