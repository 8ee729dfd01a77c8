// The VMS CLI (`vms`) as a child process against a real database (a PGlite data directory or a
// fresh PostgreSQL database): it moves applications by the same state machine as the API, invites,
// sets interview slots and lists — queueing the talent's mails — with clear refusals and exit codes.
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/bootstrap/config.ts';
import { openDatabase, rowsOf, withTenant } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { applicationEvents, interviewSlots, projects } from '../src/db/schema.ts';
import { createJobQueue } from '../src/jobs/jobQueue.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { FIXTURE_TENANTS, childDatabaseEnv, runScript } from './harness.ts';
import { insertTalent, submitApplication } from './vmsFixtures.ts';

const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'vms.ts');

let work: string;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void> = () => Promise.resolve();
let applicationId: number;
let projectId: number;

const env = () => ({
  NODE_ENV: 'test',
  TENANTS_DIR: FIXTURE_TENANTS,
  DEFAULT_TENANT: 'alpha',
  JWT_SECRET: 'cli-test-secret-cli-test-secret-1234567',
  ...databaseEnv,
});

/** Opens this test's database (only while no CLI runs: PGlite is single-process). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: databaseEnv['DATABASE_URL'], dataDir: databaseEnv['DATA_DIR']! });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'talent-vms-cli-'));
  ({ env: databaseEnv, drop: dropDatabase } = await childDatabaseEnv(work));
  await withDatabase(async (database) => {
    await database.migrate();
    const jobs = createJobQueue({ database, policy: loadConfig(env()).jobs, onError: () => undefined });
    await jobs.start();
    const talent = await insertTalent(database, 'alpha', 'ada@example.com');
    await insertTalent(database, 'alpha', 'grace@example.com');
    const [project] = await withTenant(database.db, 'alpha', (tx) =>
      tx
        .insert(projects)
        .values({ clientId: 'alpha', title: 'Senior Java Developer', vmsId: 'ACME-9' })
        .returning({ id: projects.id }),
    );
    projectId = project!.id;
    applicationId = (
      await submitApplication(
        { database, jobs, storage: localDiskStorage(join(work, 'files')) },
        'alpha',
        talent,
        projectId,
        {
          cv: false,
        },
      )
    ).id;
    await jobs.stop();
  });
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

const cli = (args: readonly string[]) => runScript(CLI, args, env());

// Each run is a Node process that opens the database (seconds on PGlite).
describe('vms', { timeout: 180_000 }, () => {
  it('moves an application by the state machine and queues the talent’s mail', async () => {
    const sent = await cli(['status', String(applicationId), 'SENT_TO_CLIENT', '--reason', 'demo']);
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    expect(sent.stdout).toBe(`application ${applicationId} (Senior Java Developer, ada@example.com): SENT_TO_CLIENT\n`);
    const refused = await cli(['--', 'status', String(applicationId), 'SEND_PENDING']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Refused: Application ${applicationId} cannot move from SENT_TO_CLIENT to SEND_PENDING.\n`,
    );
    const unknown = await cli(['status', '999999', 'HIRED']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('integration.applicationNotFound');
    await withDatabase(async (database) => {
      const events = await withTenant(database.db, 'alpha', (tx) =>
        tx
          .select({ status: applicationEvents.status, source: applicationEvents.source, note: applicationEvents.note })
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, applicationId)),
      );
      expect(events.map((e) => [e.status, e.source, e.note])).toEqual([
        ['SEND_PENDING', 'TALENT', null],
        ['SENT_TO_CLIENT', 'VMS', 'demo'],
      ]);
      const mails = rowsOf<{ subject: string }>(
        await database.db.execute(
          sql`SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'message' AND data->>'to' = 'ada@example.com'`,
        ),
      );
      expect(mails.map((m) => m.subject)).toEqual([
        'Your application for Senior Java Developer was sent to the client',
      ]);
    });
  });

  it('invites a talent by email to a project by vmsId, once', async () => {
    const invited = await cli(['invite', 'grace@example.com', 'ACME-9', '--expires', '14d', '--message', 'Hi']);
    expect(invited.stderr).toBe('');
    expect(invited.code).toBe(0);
    expect(invited.stdout).toMatch(
      new RegExp(
        `^invitation \\d+: grace@example.com to "Senior Java Developer" \\(project ${projectId}\\), until \\d{4}-`,
      ),
    );
    const again = await cli(['invite', 'grace@example.com', String(projectId)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('Refused: integration.alreadyInvited\n');
    const list = await cli(['list', '--tenant', 'alpha']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('alpha: 1 submitted applications');
    expect(list.stdout).toContain(
      `${applicationId}  SENT_TO_CLIENT    project ${projectId} (ACME-9) "Senior Java Developer"  ada@example.com`,
    );
    expect(list.stdout).toContain('1 open invitations');
    expect(list.stdout).toMatch(/project \d+ "Senior Java Developer" {2}grace@example.com {2}until /);
  });

  it('sets interview slots from arguments or for the next days', async () => {
    const given = await cli(['slots', 'ACME-9', '2030-01-07T09:00:00Z/2030-01-07T09:30:00Z']);
    expect(given.code).toBe(0);
    expect(given.stdout).toBe(
      `project ${projectId} "Senior Java Developer": 1 slots\n  2030-01-07T09:00:00.000Z – 2030-01-07T09:30:00.000Z\n`,
    );
    const week = await cli(['slots', String(projectId), '--next-days', '7']);
    expect(week.code).toBe(0);
    // Any seven days hold five weekdays: three slots each; the upload replaced the 2030 slot.
    expect(week.stdout).toContain(': 15 slots');
    await withDatabase(async (database) => {
      const rows = await withTenant(database.db, 'alpha', (tx) =>
        tx
          .select({ start: interviewSlots.startsAt })
          .from(interviewSlots)
          .where(and(eq(interviewSlots.projectId, projectId))),
      );
      expect(rows).toHaveLength(15);
      for (const row of rows) expect([9, 11, 14]).toContain(row.start.getUTCHours());
    });
  });

  it('explains what it cannot do', async () => {
    const cases: [string[], number, string][] = [
      [[], 2, 'Usage: pnpm --filter @talent/api vms'],
      [['fly'], 2, 'Unknown command "fly"'],
      [['status', 'x', 'HIRED'], 2, 'status <applicationId> <STATUS>'],
      [['status', String(applicationId), 'PROMOTED'], 2, 'Unknown status "PROMOTED"'],
      [['slots', 'ACME-9'], 2, 'slots <projectId|vmsId> with <start>/<end> … or --next-days <N>'],
      [['slots', 'ACME-9', 'tomorrow'], 2, '"tomorrow" is no slot'],
      [['slots', 'NOPE', '--next-days', '3'], 1, 'No project NOPE in alpha.'],
      [['invite', 'nobody@example.com', 'ACME-9'], 1, 'integration.talentNotFound'],
      [['invite', 'grace@example.com', 'ACME-9', '--expires', 'soon'], 2, '--expires: "soon"'],
      [['list', '--tenant', 'nope'], 2, 'Unknown tenant "nope"'],
    ];
    for (const [args, code, message] of cases) {
      const run = await cli(args);
      expect(run.code, args.join(' ')).toBe(code);
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });
});
