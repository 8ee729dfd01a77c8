// The clients (tenants) this server answers for, loaded from `tenants/<id>/tenant.json` at start.
// A request's tenant is the one whose talentDomainName is the request's host (port ignored); any
// other host gets the default tenant, so `localhost` works in development.
import { parseTenant } from '@talent/domain';
import type { Tenant as TenantFile } from '@talent/domain';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A loaded tenant. */
export interface Tenant extends TenantFile {
  readonly id: string;
  /** The tenant's folder (logos, messages, CMS content). */
  readonly dir: string;
}

/** The loaded tenants. */
export interface TenantRegistry {
  readonly default: Tenant;
  /** The tenant for a Host header value (`acme.localhost:3000` → acme), or the default one. */
  resolve(host: string | undefined): Tenant;
  /** The tenant with this id, if any. */
  get(id: string): Tenant | undefined;
  list(): readonly Tenant[];
}

/**
 * Loads every `tenants/<id>/tenant.json`, validated with the domain's tenant schema (`parseTenant`,
 * the same one the portal and the tenant tests use).
 * Fails with a message naming the folder when a tenant is invalid, when its `context.id` is not
 * its folder name, when two tenants claim one host, or when the default tenant is missing.
 */
export function loadTenants(dir: string, defaultId: string): TenantRegistry {
  if (!existsSync(dir)) throw new Error(`Tenants folder ${dir} does not exist.`);
  const tenants: Tenant[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'tenant.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    let parsed: TenantFile;
    try {
      parsed = parseTenant(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      throw new Error(`Tenant ${entry.name} is invalid: ${(error as Error).message}`, { cause: error });
    }
    if (parsed.context.id !== entry.name) {
      throw new Error(`Tenant ${entry.name}: context.id is "${parsed.context.id}" but must be the folder name.`);
    }
    tenants.push({ ...parsed, id: entry.name, dir: join(dir, entry.name) });
  }
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) {
    const host = tenant.context.talentDomainName.toLowerCase();
    const other = byHost.get(host);
    if (other) throw new Error(`Tenants ${other.id} and ${tenant.id} both use the host ${host}.`);
    byHost.set(host, tenant);
  }
  const fallback = tenants.find((t) => t.id === defaultId);
  if (!fallback) {
    throw new Error(
      `The default tenant "${defaultId}" is not in ${dir} (found: ${tenants.map((t) => t.id).join(', ') || 'none'}).`,
    );
  }
  return {
    default: fallback,
    resolve(host) {
      const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
      return byHost.get(name) ?? fallback;
    },
    get: (id) => tenants.find((t) => t.id === id),
    list: () => tenants,
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
