// The clients (tenants) this server answers for, loaded from `tenants/<id>/tenant.json`. A
// request's tenant is the one whose talentDomainName is the request's host (port ignored); only
// the loopback names (`localhost`, `127.0.0.1`, `[::1]`) fall back to the default tenant, so a
// host nobody configured is never shown some client's brand.
//
// The folders are read again while the server runs (`reload`, driven by `watchTenants` and by
// SIGHUP in bootstrap/main.ts): each tenant is validated as at start, a broken one is refused with one log
// line and keeps its last good version (a new one stays absent), the others go on serving.
import { parseTenant } from '@talent/domain';
import type { Tenant as TenantFile } from '@talent/domain';
import { existsSync, readFileSync, readdirSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';

/** A loaded tenant. */
export interface Tenant extends TenantFile {
  readonly id: string;
  /** The tenant's folder (logos, messages, CMS content). */
  readonly dir: string;
}

/** What a reload did. */
export interface TenantReload {
  /** Tenants added, re-read or removed (their caches must go). */
  readonly changed: readonly string[];
  /** Tenants whose folder was refused, with the reason; each keeps its last good version, if any. */
  readonly refused: readonly { readonly id: string; readonly reason: string }[];
}

/** Where a reload says what it did: pino's signature, so the server's logger fits. */
export interface TenantLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Listens to reloads: the ids of the tenants that were added, re-read or removed. */
export type TenantChangeListener = (ids: readonly string[]) => void;

/** The loaded tenants. */
export interface TenantRegistry {
  /** The tenant of the loopback host names (its current version). */
  readonly default: Tenant;
  /**
   * The tenant for a Host header value (`acme.localhost:3000` → acme); the default tenant for
   * `localhost`, `127.0.0.1` and `[::1]`; undefined for any other host, and for a value that is
   * not a host (see `hostName`).
   */
  resolve(host: string | undefined): Tenant | undefined;
  /** The tenant with this id, if any. */
  get(id: string): Tenant | undefined;
  list(): readonly Tenant[];
  /**
   * Reads the tenant folders again: all of them, or only `only` (folder names) plus any folder
   * that appeared or disappeared. A tenant that is re-read is a new object even when its
   * tenant.json did not change (its theme, messages or CMS files may have), so caches keyed by
   * the Tenant object follow by themselves; caches keyed by id listen with `onChange`.
   */
  reload(log: TenantLog, only?: ReadonlySet<string>): TenantReload;
  /** Calls `listener` after every reload that changed something; returns the unsubscribe. */
  onChange(listener: TenantChangeListener): () => void;
}

/** Options of `loadTenants`. */
export interface LoadTenantsOptions {
  /** A further check of each tenant (its login settings): throws with the reason. */
  readonly check?: (tenant: Tenant) => void;
}

/** The host names that serve the default tenant: the machine itself, never a client's name. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The host name of a Host header value, lower-cased, without its port and trailing dot; undefined
 * when the value is not `name[:port]` (a DNS name or IPv4 address) or `[IPv6][:port]`.
 */
export function hostName(value: string | undefined): string | undefined {
  if (value === undefined || value.length > 260) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?)(?::\d{1,5})?$/i.exec(value);
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : undefined;
}

/** Reads and validates one tenant folder; throws with the reason. */
function readTenant(dir: string, id: string, check: LoadTenantsOptions['check']): Tenant {
  let parsed: TenantFile;
  try {
    parsed = parseTenant(JSON.parse(readFileSync(join(dir, id, 'tenant.json'), 'utf8')));
  } catch (error) {
    throw new Error(`Tenant ${id} is invalid: ${(error as Error).message}`, { cause: error });
  }
  if (parsed.context.id !== id) {
    throw new Error(`Tenant ${id}: context.id is "${parsed.context.id}" but must be the folder name.`);
  }
  const tenant: Tenant = { ...parsed, id, dir: join(dir, id) };
  check?.(tenant);
  return tenant;
}

/** The folder names under `dir` that hold a tenant.json. */
function tenantFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'tenant.json')))
    .map((entry) => entry.name);
}

/** The tenants by host; throws naming both tenants when two claim one host. */
function byHost(tenants: Iterable<Tenant>): Map<string, Tenant> {
  const hosts = new Map<string, Tenant>();
  for (const tenant of tenants) {
    const host = tenant.context.talentDomainName.toLowerCase();
    const other = hosts.get(host);
    if (other) throw new Error(`Tenants ${other.id} and ${tenant.id} both use the host ${host}.`);
    hosts.set(host, tenant);
  }
  return hosts;
}

/**
 * Loads every `tenants/<id>/tenant.json`, validated with the domain's tenant schema (`parseTenant`,
 * the same one the portal and the tenant tests use) and `options.check`.
 * Fails with a message naming the folder when a tenant is invalid, when its `context.id` is not
 * its folder name, when two tenants claim one host, or when the default tenant is missing: at
 * start a broken folder is a configuration error. Later reloads refuse it and keep serving.
 */
export function loadTenants(dir: string, defaultId: string, options: LoadTenantsOptions = {}): TenantRegistry {
  if (!existsSync(dir)) throw new Error(`Tenants folder ${dir} does not exist.`);
  let tenants = new Map(tenantFolders(dir).map((id) => [id, readTenant(dir, id, options.check)]));
  let hosts = byHost(tenants.values());
  if (!tenants.has(defaultId)) {
    throw new Error(
      `The default tenant "${defaultId}" is not in ${dir} (found: ${[...tenants.keys()].join(', ') || 'none'}).`,
    );
  }
  const listeners = new Set<TenantChangeListener>();

  function reload(log: TenantLog, only?: ReadonlySet<string>): TenantReload {
    let folders: string[];
    try {
      folders = existsSync(dir) ? tenantFolders(dir) : [];
    } catch (error) {
      log.error({ dir, err: error }, `tenants not reloaded: ${dir} cannot be read`);
      return { changed: [], refused: [] };
    }
    const refused: { id: string; reason: string }[] = [];
    const refuse = (id: string, reason: string) => {
      refused.push({ id, reason });
      const kept = tenants.has(id) ? 'its previous version keeps serving' : 'it is not served';
      log.error({ tenant: id, dir: join(dir, id) }, `tenant ${id} refused (${kept}): ${reason}`);
    };
    // Tenants kept as they are come first, so a re-read tenant that takes another's host loses.
    const next = new Map<string, Tenant>();
    const reread: Tenant[] = [];
    for (const id of folders) {
      const current = tenants.get(id);
      if (current && only && !only.has(id)) {
        next.set(id, current);
        continue;
      }
      try {
        reread.push(readTenant(dir, id, options.check));
      } catch (error) {
        refuse(id, (error as Error).message);
        if (current) next.set(id, current);
      }
    }
    const fallback = tenants.get(defaultId);
    if (!folders.includes(defaultId) && fallback) {
      refuse(defaultId, 'the folder of the default tenant (DEFAULT_TENANT) is gone or has no tenant.json');
      next.set(defaultId, fallback);
    }
    const taken = new Map([...next.values()].map((t) => [t.context.talentDomainName.toLowerCase(), t.id]));
    for (const tenant of reread) {
      const host = tenant.context.talentDomainName.toLowerCase();
      const owner = taken.get(host);
      const previous = tenants.get(tenant.id);
      if (owner !== undefined && owner !== tenant.id) {
        refuse(tenant.id, `tenant ${owner} already uses the host ${host}`);
        const previousHost = previous?.context.talentDomainName.toLowerCase();
        if (previous && !taken.has(previousHost!)) {
          next.set(tenant.id, previous);
          taken.set(previousHost!, tenant.id);
        }
        continue;
      }
      next.set(tenant.id, tenant);
      taken.set(host, tenant.id);
    }
    const changed = [...new Set([...tenants.keys(), ...next.keys()])].filter((id) => tenants.get(id) !== next.get(id));
    tenants = next;
    hosts = byHost(tenants.values());
    if (changed.length > 0) {
      log.info({ tenants: changed }, `tenants reloaded: ${changed.join(', ')}`);
      for (const listener of listeners) listener(changed);
    }
    return { changed, refused };
  }

  return {
    get default() {
      return tenants.get(defaultId)!;
    },
    resolve(host) {
      const name = hostName(host);
      if (name === undefined) return undefined;
      return hosts.get(name) ?? (LOOPBACK_HOSTS.has(name) ? tenants.get(defaultId) : undefined);
    },
    get: (id) => tenants.get(id),
    list: () => [...tenants.values()],
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reloads the tenants when something under `dir` changes: the changed folders, once the changes
 * have been quiet for `debounceMs` (copying a folder is many events). Returns the stop function.
 * Where the platform cannot watch (no inotify left, a network file system), it logs why and the
 * tenants are still reloaded on SIGHUP.
 */
export function watchTenants(
  registry: TenantRegistry,
  dir: string,
  log: TenantLog & { warn(details: object, message: string): void },
  debounceMs = 300,
): () => void {
  let watcher: FSWatcher;
  try {
    watcher = watch(dir, { recursive: true, persistent: false });
  } catch (error) {
    log.warn({ dir, err: error }, `tenant folders are not watched (${(error as Error).message}); reload with SIGHUP`);
    return () => undefined;
  }
  let touched = new Set<string>();
  let all = false;
  let timer: NodeJS.Timeout | undefined;
  watcher.on('change', (_event, filename) => {
    // The first path segment is the tenant folder; without a name, anything may have changed.
    const name = typeof filename === 'string' ? filename.split(sep)[0] : undefined;
    if (name) touched.add(name);
    else all = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const only = all ? undefined : touched;
      touched = new Set();
      all = false;
      registry.reload(log, only);
    }, debounceMs).unref();
  });
  watcher.on('error', (error) => {
    log.warn({ dir, err: error }, `tenant folders are no longer watched (${error.message}); reload with SIGHUP`);
    watcher.close();
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/**
 * The URL of a tenant asset named in tenant.json: absolute URLs and root paths as they are, a path
 * relative to the tenant folder (`logos/talent.svg`) under `/tenants/<id>/`, where the server
 * serves the tenant's logos.
 */
export function tenantAssetUrl(tenant: Tenant, reference: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('/')) return reference;
  return `/tenants/${tenant.id}/${reference.replace(/^\.\//, '')}`;
}
