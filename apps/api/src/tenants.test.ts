import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenants } from './tenants.ts';

const FIXTURES = join(import.meta.dirname, '..', 'test', 'fixtures', 'tenants');
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A copy of the fixture tenants that a test may break. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  dirs.push(dir);
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

interface TenantJson {
  context: Record<string, unknown>;
  config: Record<string, unknown>;
}

const edit = (file: string, change: (json: TenantJson) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as TenantJson;
  change(json);
  writeFileSync(file, JSON.stringify(json));
};

/** The message of what `fn` throws. */
function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

describe('loadTenants', () => {
  it('loads every tenant folder with defaults applied and resolves hosts', () => {
    const registry = loadTenants(FIXTURES, 'alpha');
    expect(
      registry
        .list()
        .map((t) => t.id)
        .sort(),
    ).toEqual(['alpha', 'beta']);
    expect(registry.resolve('beta.test:3000').id).toBe('beta');
    expect(registry.resolve('BETA.TEST.').id).toBe('beta');
    expect(registry.resolve('localhost').id).toBe('alpha');
    expect(registry.resolve(undefined).id).toBe('alpha');
    expect(registry.get('alpha')!.config.userDeviceValidityDays).toBe(365);
    expect(registry.get('nobody')).toBeUndefined();
  });

  it('names the tenant and the problem when a tenant file is invalid', () => {
    const dir = copy();
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.config['publicSearchDisable'] = true;
    });
    expect(thrown(() => loadTenants(dir, 'alpha'))).toMatch(/^Tenant beta is invalid/);
  });

  it('requires context.id to be the folder name', () => {
    const dir = copy();
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.context['id'] = 'gamma';
    });
    expect(thrown(() => loadTenants(dir, 'alpha'))).toBe(
      'Tenant beta: context.id is "gamma" but must be the folder name.',
    );
  });

  it('refuses two tenants on one host', () => {
    const dir = copy();
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.context['talentDomainName'] = 'alpha.test';
    });
    expect(thrown(() => loadTenants(dir, 'alpha'))).toMatch(/both use the host alpha\.test/);
  });

  it('loads the tenants shipped in tenants/ (what `npm start` serves)', () => {
    const registry = loadTenants(join(import.meta.dirname, '..', '..', '..', 'tenants'), 'acme');
    expect(
      registry
        .list()
        .map((t) => t.id)
        .sort(),
    ).toEqual(['acme', 'globex', 'initech']);
    expect(registry.resolve('globex.localhost:3000').id).toBe('globex');
    expect(registry.resolve('127.0.0.1:3000').id).toBe('acme');
  });

  it('refuses a missing default tenant and a missing folder', () => {
    expect(thrown(() => loadTenants(FIXTURES, 'acme'))).toMatch(/default tenant "acme" is not in/);
    expect(thrown(() => loadTenants(join(FIXTURES, 'nope'), 'alpha'))).toMatch(/does not exist/);
  });
});
