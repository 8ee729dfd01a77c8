// The client's system (VMS) from a terminal, for demos and support: `pnpm --filter @talent/api vms
// <command> …`. It opens the database as the server does and goes through the same services as the
// integration API — the state machine, the timeline, the VMS jobs and the talent's mails (queued;
// a running server or worker sends them).
//
// Exit codes: 0 done; 1 refused by a rule (an impossible move, an unknown application, a closed
// project…: the reason is printed); 2 usage or configuration errors, or a failure.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Config } from '../bootstrap/config.ts';
import { loadConfig, portalOriginOf } from '../bootstrap/config.ts';
import { openDatabase, withTenant } from '../db/client.ts';
import type { Database, Tx } from '../db/client.ts';
import { APPLICATION_STATUS_VALUES } from '../db/schema.ts';
import { createJobQueue } from '../jobs/jobQueue.ts';
import { createMessenger } from '../services/messaging/messenger.ts';
import { listSubmittedApplications, setVmsApplicationStatus } from '../services/vms/vmsApplications.ts';
import type { VmsScope } from '../services/vms/vmsApplications.ts';
import { createVmsInvitation, findProject, listOpenInvitations } from '../services/vms/vmsInvitations.ts';
import { vmsLinks } from '../services/vms/vmsLinks.ts';
import { replaceInterviewSlots, weekdaySlots } from '../services/vms/vmsSlots.ts';
import type { SlotInput } from '../services/vms/vmsSlots.ts';
import { loadTenants } from '../tenants/tenants.ts';
import type { Tenant } from '../tenants/tenants.ts';
import { Problem } from '../problems.ts';

const USAGE = `Usage: pnpm --filter @talent/api vms <command> [arguments] [--tenant <id>]

  status <applicationId> <STATUS> [--reason <text>] [--event-id <id>]
                      move an application as the VMS would (SENT_TO_CLIENT, ACTIVE, UNCONFIRMED,
                      HIRED, REJECTED_BY_MSP, REJECTED_BY_VMS); the talent is mailed
  invite <email> <projectId|vmsId> [--expires <ISO date-time | N days, e.g. 14d>] [--message <text>]
                      invite a talent to apply; the talent is mailed
  slots <projectId|vmsId> <start>/<end> …     the recruiter's interview slots (ISO date-times)
  slots <projectId|vmsId> --next-days <N>     three 30-minute slots (09:00, 11:00, 14:00 UTC)
                      on each weekday of the next N days
                      either way the project's free slots are replaced; booked ones are kept
  list                the tenant's submitted applications and open invitations

  --tenant <id>       the tenant (a folder of TENANTS_DIR; default DEFAULT_TENANT)

The database is the server's (DATABASE_URL, else PGlite in DATA_DIR). Stop a server that uses the
same PGlite directory first: embedded PGlite is single-process.`;

/** A failure of the command line or the configuration: nothing was done. */
class UsageError extends Error {}

const STATUSES: readonly string[] = APPLICATION_STATUS_VALUES;

/** A positive integer argument, or undefined when the text is something else. */
const positiveInt = (text: string | undefined) => (text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined);

/** `--expires`: an ISO date-time or a number of days from now (`14d`). */
function expiresAt(text: string | undefined, now: number): string | undefined {
  if (text === undefined) return undefined;
  const days = /^(\d{1,4})d$/.exec(text);
  if (days) return new Date(now + Number(days[1]) * 86_400_000).toISOString();
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new UsageError(`--expires: "${text}" is neither a date-time nor a number of days (14d)`);
  return new Date(at).toISOString();
}

/** The slots `start/end …`, or those of the weekdays of the next `days` days. */
function slotsFrom(args: readonly string[], nextDays: string | undefined, now: number): SlotInput[] {
  if (nextDays !== undefined) {
    const days = positiveInt(nextDays);
    if (days === undefined || days > 60) throw new UsageError('--next-days: a number of days from 1 to 60');
    return weekdaySlots(now, days);
  }
  return args.map((arg) => {
    const [start, end, extra] = arg.split('/');
    if (!start || !end || extra !== undefined || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) {
      throw new UsageError(
        `"${arg}" is no slot: <start>/<end> as ISO date-times (2030-01-07T09:00Z/2030-01-07T09:30Z)`,
      );
    }
    return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
  });
}

/** The project a command names by id (digits) or by vmsId; a numeric vmsId is tried when no id matches. */
async function projectOf(tx: Tx, clientId: string, ref: string) {
  const id = positiveInt(ref);
  const project =
    (id !== undefined && (await findProject(tx, clientId, { id }))) ||
    (await findProject(tx, clientId, { vmsId: ref }));
  if (!project)
    throw new Problem(404, ['integration.projectNotFound'], [], { detail: `No project ${ref} in ${clientId}.` });
  return project;
}

const describe = (error: Problem) =>
  error.detail ??
  [...error.messages, ...error.fieldErrors.map((f) => `${f.field}: ${f.messages.join(', ')}`)].join('; ');

interface Parsed {
  readonly command: string;
  readonly args: readonly string[];
  readonly options: {
    tenant?: string | undefined;
    reason?: string | undefined;
    'event-id'?: string | undefined;
    expires?: string | undefined;
    message?: string | undefined;
    'next-days'?: string | undefined;
  };
}

function parse(argv: readonly string[]): Parsed | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm run x -- --flag` may hand the `--` through.
      args: argv.filter((arg) => arg !== '--'),
      options: {
        tenant: { type: 'string' },
        reason: { type: 'string' },
        'event-id': { type: 'string' },
        expires: { type: 'string' },
        message: { type: 'string' },
        'next-days': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) return 'help';
  const [command, ...args] = parsed.positionals;
  if (!command) throw new UsageError(USAGE);
  const { help: _help, ...options } = parsed.values;
  return { command, args, options };
}

/** Runs one command in a transaction of the tenant; returns what to print. */
async function run(parsed: Parsed, tenant: Tenant, database: Database, scope: VmsScope): Promise<string> {
  const { command, args, options } = parsed;
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(database.db, tenant.id, work);
  switch (command) {
    case 'status': {
      const [idText, status, ...rest] = args;
      const id = positiveInt(idText);
      if (id === undefined || !status || rest.length > 0)
        throw new UsageError(`status <applicationId> <STATUS>\n\n${USAGE}`);
      if (!STATUSES.includes(status))
        throw new UsageError(`Unknown status "${status}" (one of ${STATUSES.join(', ')})`);
      const application = await inTenant((tx) =>
        setVmsApplicationStatus(tx, scope, {
          applicationId: id,
          status: status as (typeof APPLICATION_STATUS_VALUES)[number],
          eventId: options['event-id'] ?? `cli-${randomUUID()}`,
          reason: options.reason,
        }),
      );
      return `application ${application.id} (${application.project.title}, ${application.freelancer.email}): ${application.status}`;
    }
    case 'invite': {
      const [email, projectRef, ...rest] = args;
      if (!email || !projectRef || rest.length > 0)
        throw new UsageError(`invite <email> <projectId|vmsId>\n\n${USAGE}`);
      const expires = expiresAt(options.expires, scope.now);
      const { invitation } = await inTenant(async (tx) => {
        const project = await projectOf(tx, tenant.id, projectRef);
        return createVmsInvitation(tx, scope, {
          freelancerEmail: email,
          projectId: project.id,
          expiresAt: expires,
          message: options.message,
        });
      });
      return `invitation ${invitation.id}: ${email} to "${invitation.job.title}" (project ${invitation.job.id})${invitation.expiresAt ? `, until ${invitation.expiresAt}` : ''}`;
    }
    case 'slots': {
      const [projectRef, ...rest] = args;
      if (!projectRef || (rest.length === 0) === (options['next-days'] === undefined)) {
        throw new UsageError(`slots <projectId|vmsId> with <start>/<end> … or --next-days <N>\n\n${USAGE}`);
      }
      const slots = slotsFrom(rest, options['next-days'], scope.now);
      const { project, result } = await inTenant(async (tx) => {
        const project = await projectOf(tx, tenant.id, projectRef);
        return { project, result: await replaceInterviewSlots(tx, tenant.id, project.id, slots, scope.now) };
      });
      const lines = result.map((slot) => `  ${slot.start} – ${slot.end}${slot.booked ? '  (booked)' : ''}`);
      return `project ${project.id} "${project.title}": ${result.length} slots\n${lines.join('\n')}`;
    }
    case 'list': {
      if (args.length > 0) throw new UsageError(`list takes no arguments\n\n${USAGE}`);
      const { applications, invitations } = await inTenant(async (tx) => ({
        applications: await listSubmittedApplications(tx, tenant.id),
        invitations: await listOpenInvitations(tx, tenant.id, scope.now),
      }));
      const appLines = applications.map(
        (a) =>
          `  ${String(a.id).padStart(6)}  ${a.status.padEnd(16)}  project ${a.projectId}${a.projectVmsId ? ` (${a.projectVmsId})` : ''} "${a.projectTitle}"  ${a.talentEmail}`,
      );
      const invitationLines = invitations.map(
        (i) =>
          `  ${String(i.id).padStart(6)}  project ${i.projectId} "${i.projectTitle}"  ${i.talentEmail}${i.expiresAt ? `  until ${i.expiresAt.toISOString()}` : ''}`,
      );
      return [
        `${tenant.id}: ${applications.length} submitted applications`,
        ...appLines,
        `${invitations.length} open invitations`,
        ...invitationLines,
      ].join('\n');
    }
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parse(argv);
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const tenants = loadTenants(config.tenantsDir, config.defaultTenant);
  const tenant = tenants.get(parsed.options.tenant ?? config.defaultTenant);
  if (!tenant) {
    const known = tenants
      .list()
      .map((t) => t.id)
      .join(', ');
    throw new UsageError(`Unknown tenant "${parsed.options.tenant ?? ''}" in ${config.tenantsDir} (known: ${known})`);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const jobs = createJobQueue({
    database,
    policy: config.jobs,
    onError: (error) => process.stderr.write(`job queue error: ${error.message}\n`),
  });
  try {
    await database.migrate();
    await jobs.start();
    const portalOrigin = portalOriginOf(config);
    const scope: VmsScope = {
      tenant,
      jobs,
      messenger: createMessenger({ jobs, portalOrigin }),
      links: vmsLinks(config.jwtSecret),
      origin: portalOrigin(tenant),
      now: Date.now(),
    };
    process.stdout.write(`${await run(parsed, tenant, database, scope)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof Problem && error.statusCode < 500) {
      process.stderr.write(`Refused: ${describe(error)}\n`);
      return 1;
    }
    throw error;
  } finally {
    await jobs.stop();
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(
    error instanceof UsageError ? `${error.message}\n` : `vms failed: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exitCode = 2;
}
