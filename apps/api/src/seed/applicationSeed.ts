// Demo applications for development: the demo talent has applied before (one application in each
// of several statuses, each with a plausible timeline moved by the talent, the delivery and the
// client's system), has two open invitations, and some open projects offer interview slots over the
// next days so a demo can book one. Written once per talent: a talent with any application or
// invitation is left alone, so a restart never duplicates anything (and never undoes a demo).
import { applyRateMargin, canMoveApplication, longStatusOf, toMinorUnits } from '@talent/domain';
import { and, asc, count, desc, eq, gt, isNull, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { withTenant } from '../db/client.ts';
import { applicationEvents, applications, interviewSlots, invitations, projects } from '../db/schema.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { recordApplicationEvent } from '../services/applications/applicationEvents.ts';
import type { ApplicationEventSource, StoredApplicationStatus } from '../services/applications/applicationEvents.ts';
import { replaceInterviewSlots, weekdaySlots } from '../services/vms/vmsSlots.ts';
import type { Tenant } from '../tenants/tenants.ts';

/** One seeded application: its moves after the submission, and how long ago it was submitted. */
interface DemoApplication {
  readonly daysAgo: number;
  readonly moves: readonly (readonly [StoredApplicationStatus, ApplicationEventSource])[];
  readonly motivation: string;
}

const SUBMITTED: readonly [StoredApplicationStatus, ApplicationEventSource] = ['SEND_PENDING', 'TALENT'];
const DELIVERED: readonly [StoredApplicationStatus, ApplicationEventSource] = ['SENT_TO_CLIENT', 'SYSTEM'];

/** The demo talent's applications: waiting for the client, in review, hired, rejected, withdrawn. */
const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  { daysAgo: 2, moves: [SUBMITTED, DELIVERED], motivation: 'I have shipped this kind of product twice.' },
  {
    daysAgo: 6,
    moves: [SUBMITTED, DELIVERED, ['ACTIVE', 'VMS']],
    motivation: 'The stack matches what I use every day.',
  },
  {
    daysAgo: 24,
    moves: [SUBMITTED, DELIVERED, ['ACTIVE', 'VMS'], ['HIRED', 'VMS']],
    motivation: 'I led a similar migration last year.',
  },
  {
    daysAgo: 15,
    moves: [SUBMITTED, DELIVERED, ['REJECTED_BY_MSP', 'VMS']],
    motivation: 'I would love to work with this team.',
  },
  {
    daysAgo: 10,
    moves: [SUBMITTED, DELIVERED, ['WITHDRAWN', 'TALENT']],
    motivation: 'Available from next month.',
  },
];

/** Open invitations of the demo talent. */
const DEMO_INVITATIONS = 2;
/** Open projects with live interviews that get slots for the next week. */
const PROJECTS_WITH_SLOTS = 10;
/** Days ahead the seeded slots cover. */
const SLOT_DAYS = 7;

const DAY = 86_400_000;

/**
 * The tenant's open projects (ACTIVE, deadline not passed), skipping `except`: the oldest first, or
 * with `newest` the newest first (the top of the default search, which sorts by creation).
 */
async function openProjects(
  tx: Tx,
  tenant: Tenant,
  now: Date,
  limit: number,
  options: { liveInterview?: boolean; except?: number[]; newest?: boolean } = {},
) {
  return tx
    .select({ id: projects.id, rateCurrency: projects.rateCurrency })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, tenant.id),
        eq(projects.status, 'ACTIVE'),
        or(isNull(projects.periodDeadline), gt(projects.periodDeadline, now)),
        options.liveInterview === undefined ? undefined : eq(projects.liveInterview, options.liveInterview),
        options.except?.length ? notInArray(projects.id, options.except) : undefined,
      ),
    )
    .orderBy(
      options.newest ? desc(projects.createdAt) : asc(projects.createdAt),
      options.newest ? desc(projects.id) : asc(projects.id),
    )
    .limit(limit);
}

/** Seeds one application with its timeline; every move is one the state machine allows. */
async function seedApplication(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  tenant: Tenant,
  talentId: number,
  project: { id: number; rateCurrency: string | null },
  demo: DemoApplication,
  now: number,
): Promise<void> {
  const submittedAt = new Date(now - demo.daysAgo * DAY);
  const currency = project.rateCurrency ?? tenant.config.currencies[0] ?? 'EUR';
  // 85 per hour, shown to the client with the tenant's hourly margin, as a real submission would be.
  const talent = toMinorUnits(85, currency);
  if (!talent.ok) throw new Error(`The demo rate cannot be written in ${currency}`);
  const talentRateMinor = talent.minor;
  const [row] = await tx
    .insert(applications)
    .values({
      clientId: tenant.id,
      freelancerId: talentId,
      projectId: project.id,
      talentRateMinor,
      displayRateMinor: applyRateMargin(talentRateMinor, tenant.legalEntityConfig.rateMargins.HR, currency),
      rateCurrency: currency,
      rateUnit: 'HR',
      draft: { motivationComment: demo.motivation, alternativeInterviewSlot: true, resumeMethod: 2 },
      submission: {
        job: project.id,
        hourlyRate: { currency, value: 85 },
        cvUuid: null,
        motivationComment: demo.motivation,
        appAnswers: [],
        cvCover: null,
        liveInterview: null,
      },
      submittedAt,
      createdAt: new Date(submittedAt.getTime() - 20 * 60_000),
    })
    .returning({ id: applications.id });
  let from: StoredApplicationStatus = 'UNDER_CONSTRUCTION';
  for (const [index, [status, source]] of demo.moves.entries()) {
    if (!canMoveApplication(from, status, source)) throw new Error(`demo timeline: ${from} → ${status} by ${source}`);
    const eventId = await recordApplicationEvent(tx, jobs, {
      clientId: tenant.id,
      applicationId: row!.id,
      status,
      source,
      longStatus: longStatusOf(status),
    });
    // Spread over the days since the submission: delivered a minute later, then a step every few days.
    const at = index === 0 ? submittedAt : new Date(submittedAt.getTime() + (index === 1 ? 60_000 : index * 2 * DAY));
    await tx.update(applicationEvents).set({ createdAt: at }).where(eq(applicationEvents.id, eventId));
    from = status;
  }
  await tx
    .update(applications)
    .set({
      updatedAt: new Date(submittedAt.getTime() + (demo.moves.length - 1) * 2 * DAY),
      ...(from === 'WITHDRAWN' && { withdrawReason: 'I took another assignment.' }),
    })
    .where(eq(applications.id, row!.id));
}

/** What the seed wrote for a tenant. */
export interface ApplicationSeedResult {
  readonly applications: number;
  readonly invitations: number;
  readonly projectsWithSlots: number;
}

/**
 * Seeds the demo talent's applications and invitations (unless it has some already) and tops up
 * interview slots: open live-interview projects without any future free slot get a week of them.
 */
export async function seedDemoApplications(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  tenant: Tenant,
  talentId: number,
  now: number,
): Promise<ApplicationSeedResult> {
  return withTenant(db, tenant.id, async (tx) => {
    const [applied] = await tx
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.clientId, tenant.id), eq(applications.freelancerId, talentId)));
    const [invited] = await tx
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.clientId, tenant.id), eq(invitations.freelancerId, talentId)));
    let seededApplications = 0;
    let seededInvitations = 0;
    if ((applied?.n ?? 0) === 0 && (invited?.n ?? 0) === 0) {
      // The oldest open projects: the end of the default search, away from the jobs a demo (or an
      // end-to-end journey) applies to from the top of the list.
      const chosen = await openProjects(tx, tenant, new Date(now), DEMO_APPLICATIONS.length + DEMO_INVITATIONS);
      const forApplications = chosen.slice(0, DEMO_APPLICATIONS.length);
      for (const [index, project] of forApplications.entries()) {
        await seedApplication(tx, jobs, tenant, talentId, project, DEMO_APPLICATIONS[index]!, now);
        seededApplications += 1;
      }
      for (const project of chosen.slice(DEMO_APPLICATIONS.length)) {
        await tx.insert(invitations).values({
          clientId: tenant.id,
          freelancerId: talentId,
          projectId: project.id,
          message: 'Your profile fits this project well. We would be glad to receive your application.',
          expiresAt: new Date(now + 14 * DAY),
          createdAt: new Date(now - DAY),
        });
        seededInvitations += 1;
      }
    }
    const taken = await tx
      .select({ id: applications.projectId })
      .from(applications)
      .where(and(eq(applications.clientId, tenant.id), eq(applications.freelancerId, talentId)));
    // The first projects a visitor sees, so a demo finds slots to book at once.
    const live = await openProjects(tx, tenant, new Date(now), PROJECTS_WITH_SLOTS, {
      newest: true,
      liveInterview: true,
      except: taken.map((t) => t.id),
    });
    let projectsWithSlots = 0;
    for (const project of live) {
      const [upcoming] = await tx
        .select({ id: interviewSlots.id })
        .from(interviewSlots)
        .where(
          and(
            eq(interviewSlots.projectId, project.id),
            isNull(interviewSlots.applicationId),
            gt(interviewSlots.startsAt, new Date(now)),
          ),
        )
        .orderBy(asc(interviewSlots.startsAt))
        .limit(1);
      if (upcoming) continue;
      await replaceInterviewSlots(tx, tenant.id, project.id, weekdaySlots(now, SLOT_DAYS), now);
      projectsWithSlots += 1;
    }
    return { applications: seededApplications, invitations: seededInvitations, projectsWithSlots };
  });
}
