// The job-feed CLI (`import:projects`) as a child process against a real database: a PGlite data
// directory or a fresh PostgreSQL database, whichever this test project uses. It must import
// through the same service as the HTTP operation (same counts, same rules), in batches, close what
// a file no longer has, and fail with clear messages and exit codes.
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { openDatabase, withTenant } from '../src/db/client.ts';
import { projects } from '../src/db/schema.ts';
import { childDatabaseEnv, FIXTURE_TENANTS } from './harness.ts';

const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'importProjects.ts');
const EXAMPLE = join(import.meta.dirname, '..', 'examples', 'feed.example.json');

let work: string;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'talent-feed-cli-'));
  ({ env: databaseEnv, drop: dropDatabase } = await childDatabaseEnv(work));
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with the fixture tenants (or `tenantsDir`) and this test's database. */
function cli(args: readonly string[], tenantsDir = FIXTURE_TENANTS, defaultTenant = 'alpha'): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'test',
          TENANTS_DIR: tenantsDir,
          DEFAULT_TENANT: defaultTenant,
          JWT_SECRET: 'cli-test-secret-cli-test-secret-1234567',
          ...databaseEnv,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Writes a feed file into the work directory. */
function file(name: string, content: unknown): string {
  const path = join(work, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** Status and title of the tenant's projects by vmsId (opened after the CLI has exited). */
async function statuses(clientId: string): Promise<Record<string, { status: string; title: string }>> {
  const database = await openDatabase({ url: databaseEnv['DATABASE_URL'], dataDir: databaseEnv['DATA_DIR']! });
  try {
    const rows = await withTenant(database.db, clientId, (tx) =>
      tx
        .select({ vmsId: projects.vmsId, status: projects.status, title: projects.title })
        .from(projects)
        .where(eq(projects.clientId, clientId)),
    );
    return Object.fromEntries(rows.map((r) => [r.vmsId!, { status: r.status, title: r.title }]));
  } finally {
    await database.close();
  }
}

const item = (i: number, extra: Record<string, unknown> = {}) => ({ vmsId: `CLI-${i}`, title: `Job ${i}`, ...extra });

// Each run is a Node process that opens the database and applies the migrations (seconds each on
// PGlite), so these tests get more time than the suite's default.
describe('import:projects', { timeout: 180_000 }, () => {
  it('imports a file larger than one batch, then counts a re-run as unchanged', async () => {
    const feed = file('big.json', { projects: Array.from({ length: 520 }, (_, i) => item(i)) });
    const first = await cli(['--', '--tenant', 'alpha', '--file', feed]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('batch 1/2: 500 items committed');
    expect(first.stdout).toContain('alpha: 520 items — created 520, updated 0, unchanged 0, failed 0, closed 0');
    const again = await cli(['--tenant', 'alpha', '--file', feed]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('created 0, updated 0, unchanged 520, failed 0, closed 0');
  });

  it('closes what the file no longer has with --close-missing (across batches) and reports item errors', async () => {
    // 510 items keep CLI-0 … CLI-509 open (the first batch's ids travel as keepVmsIds), CLI-2 changes,
    // one item is rejected (a currency alpha does not use), CLI-510 … CLI-519 close.
    const items = Array.from({ length: 510 }, (_, i) => item(i, i === 2 ? { title: 'Job two, renamed' } : {}));
    items.push(item(900, { rateRange: { currency: 'USD' } }));
    const run = await cli(['--tenant', 'alpha', '--file', file('close.json', items), '--close-missing']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('alpha: 511 items — created 0, updated 1, unchanged 509, failed 1, closed 10');
    expect(run.stderr).toContain('projects[510] (vmsId CLI-900): rateRange.currency: validation.oneOf');
    const rows = await statuses('alpha');
    expect(rows['CLI-0']!.status).toBe('ACTIVE');
    expect(rows['CLI-509']!.status).toBe('ACTIVE');
    expect(rows['CLI-2']!.title).toBe('Job two, renamed');
    expect(rows['CLI-510']!.status).toBe('CLOSED');
    expect(rows['CLI-519']!.status).toBe('CLOSED');
    expect(rows['CLI-900']).toBeUndefined();
  });

  it('refuses a file that does not match the contract, naming each problem, and writes nothing', async () => {
    const bad = file('bad.json', {
      projects: [item(1000), { vmsId: 'CLI-1001' }, item(1002, { salary: 1 }), item(1000)],
    });
    const run = await cli(['--tenant', 'alpha', '--file', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('does not match the contract; nothing imported');
    expect(run.stderr).toContain("projects[1] (vmsId CLI-1001): must have required property 'title'");
    expect(run.stderr).toContain('projects[2] (vmsId CLI-1002): must NOT have additional properties "salary"');
    expect(run.stderr).toContain('projects[3] (vmsId CLI-1000): the same vmsId as projects[0]');
    expect((await statuses('alpha'))['CLI-1000']).toBeUndefined();
  });

  it('fails clearly on usage, unknown tenants, unreadable files and empty closing runs', async () => {
    const missing = await cli(['--tenant', 'alpha']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--tenant and --file are required');
    const unknownFlag = await cli(['--tenant', 'alpha', '--file', 'x.json', '--overwrite']);
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("Unknown option '--overwrite'");
    const tenant = await cli(['--tenant', 'nobody', '--file', EXAMPLE]);
    expect(tenant.code).toBe(2);
    expect(tenant.stderr).toContain('Unknown tenant "nobody"');
    expect(tenant.stderr).toContain('known: alpha, beta');
    const absent = await cli(['--tenant', 'alpha', '--file', join(work, 'absent.json')]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain('Cannot read');
    const forceAlone = await cli(['--tenant', 'alpha', '--file', 'x.json', '--force']);
    expect(forceAlone.code).toBe(2);
    expect(forceAlone.stderr).toContain('--force only goes with --close-missing');
    const notJson = await cli(['--tenant', 'alpha', '--file', file('broken.json', '{"projects": [')]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('is not JSON');
    const empty = await cli(['--tenant', 'alpha', '--file', file('empty.json', { projects: [] }), '--close-missing']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('refusing to close every project of alpha');
    expect((await statuses('alpha'))['CLI-0']!.status).toBe('ACTIVE');
  });

  it('imports the shipped example feed into the acme tenant without errors', async () => {
    const run = await cli(['--tenant', 'acme', '--file', EXAMPLE], join(REPO_ROOT, 'tenants'), 'acme');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const count = (JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { projects: unknown[] }).projects.length;
    expect(run.stdout).toContain(`acme: ${count} items — created ${count}, updated 0, unchanged 0, failed 0, closed 0`);
  });
});
