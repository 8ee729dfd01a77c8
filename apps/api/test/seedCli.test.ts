// The seed CLI (`pnpm --filter @talent/api seed -- --projects N`) as a child process against a real
// database: a PGlite data directory or a fresh PostgreSQL database, whichever this project uses.
import { count, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { projects } from '../src/db/schema.ts';
import { childDatabaseEnv } from './harness.ts';

const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'seedCatalog.ts');

let work: string;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'talent-seed-cli-'));
  ({ env: databaseEnv, drop: dropDatabase } = await childDatabaseEnv(work));
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'test',
          TENANTS_DIR: join(REPO_ROOT, 'tenants'),
          DEFAULT_TENANT: 'acme',
          JWT_SECRET: 'cli-test-secret-cli-test-secret-1234567',
          ...databaseEnv,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

async function projectsOf(tenant: string): Promise<number> {
  const database = await openDatabase({ url: databaseEnv['DATABASE_URL'], dataDir: databaseEnv['DATA_DIR']! });
  try {
    const [row] = await database.db.select({ n: count() }).from(projects).where(eq(projects.clientId, tenant));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

// Each run is a child process that starts Node, opens the database (PGlite: its WebAssembly and
// every migration) and seeds: ~10 s alone, and past the suite's 30 s on two cores busy with the
// other test files (a clean-clone run: the first test timed out, its children ran on into the
// second). The CLI's own limit per run is 120 s (execFile above).
describe('seed CLI', { timeout: 120_000 }, () => {
  it('generates --projects N for one tenant, then leaves a tenant with projects alone', async () => {
    const first = await cli(['--projects', '120', '--tenant', 'globex']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^globex: 120 projects in \d+ pools \([\d.]+ s\)\n$/);
    expect(await projectsOf('globex')).toBe(120);
    expect(await projectsOf('acme')).toBe(0);

    const again = await cli(['--projects', '50']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('globex: has projects already, left alone');
    expect(again.stdout).toMatch(/acme: 50 projects/);
    expect(await projectsOf('globex')).toBe(120);
    expect(await projectsOf('initech')).toBe(50);
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    for (const args of [
      ['--projects', 'lots'],
      ['--projects', '0'],
      ['--tenant', 'nobody'],
      ['--colour', 'red'],
    ]) {
      const run = await cli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: pnpm --filter @talent/api seed');
    }
  });
});
