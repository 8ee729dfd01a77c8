import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hostName, loadTenants, watchTenants } from './tenants.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'tenants');
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
    expect(registry.resolve('beta.test:3000')?.id).toBe('beta');
    expect(registry.resolve('BETA.TEST.')?.id).toBe('beta');
    expect(registry.get('alpha')!.config.userDeviceValidityDays).toBe(365);
    expect(registry.get('nobody')).toBeUndefined();
  });

  it('gives the default tenant to the loopback names only, nothing to other hosts', () => {
    const registry = loadTenants(FIXTURES, 'alpha');
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.0.0.1:8080',
      '[::1]',
      '[::1]:3000',
      'localhost.',
    ])
      expect(registry.resolve(host)?.id, host).toBe('alpha');
    for (const host of ['zenith.localhost', 'alpha.test.evil.example', '127.0.0.2', '10.0.0.1:3000', 'gamma.test'])
      expect(registry.resolve(host), host).toBeUndefined();
    // Not host names at all: no tenant either (the server answers 400).
    for (const host of [undefined, '', 'a b', 'alpha.test/x', 'x@alpha.test', 'alpha.test:port', '[', '%61lpha.test'])
      expect(registry.resolve(host), String(host)).toBeUndefined();
  });

  it('reads host names as the server compares them', () => {
    expect(hostName('Beta.Test.:443')).toBe('beta.test');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('192.0.2.1')).toBe('192.0.2.1');
    expect(hostName('under_score.example')).toBe('under_score.example');
    expect(hostName('bad host')).toBeUndefined();
    expect(hostName(`${'a'.repeat(300)}.example`)).toBeUndefined();
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
    const registry = loadTenants(join(import.meta.dirname, '..', '..', '..', '..', 'tenants'), 'acme');
    expect(
      registry
        .list()
        .map((t) => t.id)
        .sort(),
    ).toEqual(['acme', 'globex', 'initech']);
    expect(registry.resolve('globex.localhost:3000')?.id).toBe('globex');
    expect(registry.resolve('127.0.0.1:3000')?.id).toBe('acme');
    expect(registry.resolve('zenith.localhost:3000')).toBeUndefined();
  });

  it('refuses a missing default tenant and a missing folder', () => {
    expect(thrown(() => loadTenants(FIXTURES, 'acme'))).toMatch(/default tenant "acme" is not in/);
    expect(thrown(() => loadTenants(join(FIXTURES, 'nope'), 'alpha'))).toMatch(/does not exist/);
  });
});

/** A log that keeps its lines (level and message). */
function memoryLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (_details: object, message: string) => {
    lines.push({ level, message });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A new tenant folder `id` on host `host`, derived from the fixture beta. */
function addTenant(dir: string, id: string, host: string): void {
  cpSync(join(dir, 'beta'), join(dir, id), { recursive: true });
  edit(join(dir, id, 'tenant.json'), (json) => {
    json.context['id'] = id;
    json.context['talentDomainName'] = host;
  });
}

describe('reloading tenants', () => {
  it('serves a tenant folder added later, and tells its listeners', () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    const changes: string[][] = [];
    registry.onChange((ids) => changes.push([...ids]));
    addTenant(dir, 'gamma', 'gamma.test');
    expect(registry.resolve('gamma.test')).toBeUndefined();
    const log = memoryLog();
    expect(registry.reload(log)).toMatchObject({ refused: [] });
    expect(registry.resolve('gamma.test')?.id).toBe('gamma');
    expect(changes.at(-1)).toContain('gamma');
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('refuses a broken tenant with one log line, keeping its last good version and the others', () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    const before = registry.get('beta')!;
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.context['name'] = 'Beta Renamed';
      json.config['publicSearchDisable'] = true; // a typo: unknown keys are refused
    });
    writeFileSync(join(dir, 'alpha', 'tenant.json'), '{ "context": ');
    addTenant(dir, 'gamma', 'gamma.test');
    writeFileSync(join(dir, 'gamma', 'tenant.json'), '{}');
    const log = memoryLog();
    const result = registry.reload(log);
    expect(result.refused.map((r) => r.id).sort()).toEqual(['alpha', 'beta', 'gamma']);
    const errors = log.lines.filter((l) => l.level === 'error').map((l) => l.message);
    expect(errors).toHaveLength(3);
    expect(errors.find((m) => m.startsWith('tenant beta refused'))).toMatch(
      /^tenant beta refused \(its previous version keeps serving\): Tenant beta is invalid/,
    );
    expect(errors.find((m) => m.startsWith('tenant gamma refused'))).toMatch(/\(it is not served\)/);
    expect(registry.get('beta')).toBe(before);
    expect(registry.resolve('beta.test')?.context.name).toBe(before.context.name);
    expect(registry.resolve('localhost')?.id).toBe('alpha');
    expect(registry.resolve('gamma.test')).toBeUndefined();
    expect(result.changed).toEqual([]);

    // Mended: picked up on the next reload.
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      delete json.config['publicSearchDisable'];
    });
    expect(registry.reload(memoryLog()).changed).toContain('beta');
    expect(registry.resolve('beta.test')?.context.name).toBe('Beta Renamed');
  });

  it('applies the further check to reloaded tenants as at start', () => {
    const dir = copy();
    const check = (tenant: { id: string; context: { name: string } }) => {
      if (tenant.context.name === 'forbidden') throw new Error(`Tenant ${tenant.id}: name is forbidden`);
    };
    const registry = loadTenants(dir, 'alpha', { check });
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.context['name'] = 'forbidden';
    });
    expect(registry.reload(memoryLog()).refused).toEqual([{ id: 'beta', reason: 'Tenant beta: name is forbidden' }]);
    expect(registry.get('beta')!.context.name).not.toBe('forbidden');
  });

  it('refuses a tenant that takes the host of another', () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    edit(join(dir, 'beta', 'tenant.json'), (json) => {
      json.context['talentDomainName'] = 'alpha.test';
    });
    addTenant(dir, 'gamma', 'alpha.test');
    const result = registry.reload(memoryLog());
    expect(result.refused.map((r) => r.reason)).toEqual([
      'tenant alpha already uses the host alpha.test',
      'tenant alpha already uses the host alpha.test',
    ]);
    expect(registry.resolve('alpha.test')?.id).toBe('alpha');
    expect(registry.resolve('beta.test')?.id).toBe('beta');
    expect(registry.get('gamma')).toBeUndefined();
  });

  it('drops a removed tenant, but never the default one', () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    rmSync(join(dir, 'beta'), { recursive: true });
    rmSync(join(dir, 'alpha', 'tenant.json'));
    const log = memoryLog();
    const result = registry.reload(log);
    expect(result.changed).toEqual(['beta']);
    expect(registry.resolve('beta.test')).toBeUndefined();
    expect(registry.default.id).toBe('alpha');
    expect(log.lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      'tenant alpha refused (its previous version keeps serving): the folder of the default tenant (DEFAULT_TENANT) is gone or has no tenant.json',
    ]);
  });

  it('re-reads only the folders named, giving each a new version', () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    const [alpha, beta] = [registry.get('alpha'), registry.get('beta')];
    expect(registry.reload(memoryLog(), new Set(['beta'])).changed).toEqual(['beta']);
    expect(registry.get('alpha')).toBe(alpha);
    expect(registry.get('beta')).not.toBe(beta);
    expect(registry.get('beta')).toEqual(beta);
  });
});

describe('watchTenants', () => {
  it('reloads a folder that is added or changed while it watches', async () => {
    const dir = copy();
    const registry = loadTenants(dir, 'alpha');
    const log = memoryLog();
    const stop = watchTenants(registry, dir, log, 50);
    const changed = () =>
      new Promise<readonly string[]>((resolve) => {
        const off = registry.onChange((ids) => {
          off();
          resolve(ids);
        });
      });
    try {
      let next = changed();
      addTenant(dir, 'gamma', 'gamma.test');
      expect(await next).toEqual(['gamma']);
      expect(registry.resolve('gamma.test')?.id).toBe('gamma');

      next = changed();
      writeFileSync(join(dir, 'beta', 'theme.json'), '{}');
      expect(await next).toEqual(['beta']);
    } finally {
      stop();
    }
  });
});
