// The methods of the contract's paths, for the answer to a method a path does not have: 405 with
// `Allow` (RFC 9110 §15.5.6). Fastify's router keeps one tree per method, so a request it cannot
// route only says "nothing matched"; these matchers, built once from the contract at start, tell a
// path the contract has (405) from one it does not (404).
import type { Contract } from '../contract/contract.ts';

/** The methods a path item of OpenAPI 3.1 can hold (its other keys are summaries and parameters). */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** The order `Allow` lists them in (the rest after these, alphabetically). */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The methods served at a URL (`/v1/api/project/1?x=y`) under `basePath`: those of every contract
 * path whose template matches it — a static path and a parameter one can both match, as
 * `/project/exclude` (POST) and `/project/{id}` (GET) do —, HEAD wherever GET is (Fastify answers
 * HEAD for every GET route). Undefined when no path of the contract matches.
 */
export function contractMethods(
  contract: Pick<Contract, 'paths'>,
  basePath: string,
): (url: string) => readonly string[] | undefined {
  const matchers = Object.entries(contract.paths).map(([template, item]) => {
    const methods = Object.keys(item)
      .filter((key) => HTTP_METHODS.has(key))
      .map((key) => key.toUpperCase());
    if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
    // A parameter is one path segment, as the router takes it (`:id`).
    const source = template
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+');
    return { pattern: new RegExp(`^${escapeRegExp(basePath)}${source}$`), methods };
  });
  return (url) => {
    const path = url.split('?', 1)[0]!;
    if (!path.startsWith(`${basePath}/`)) return undefined;
    const served = new Set(matchers.flatMap((m) => (m.pattern.test(path) ? m.methods : [])));
    if (served.size === 0) return undefined;
    const known = ORDER.filter((method) => served.has(method));
    return [...known, ...[...served].filter((method) => !ORDER.includes(method)).sort()];
  };
}
