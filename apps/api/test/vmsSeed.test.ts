// The demo seed's applications (src/seed/applicationSeed.ts) on the shipped tenants: the demo talent
// has applications in several statuses with timelines the state machine allows, two open
// invitations, live-interview projects offer slots in the next days — and a restart adds nothing.
import type { components } from '@talent/api-client';
import { asc, eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { rowsOf, withTenant } from '../src/db/client.ts';
import { applicationEvents, applications, interviewSlots, invitations, projects } from '../src/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demoData.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const KEY = 'acme-vms-key-0123456789abcdefghijklmnop';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { TENANTS_DIR: join(REPO_ROOT, 'tenants'), DEFAULT_TENANT: 'acme', INTEGRATION_API_KEY_ACME: KEY },
  });
});
afterAll(() => server?.close());

const ACME = 'acme.localhost';

describe('the demo seed', () => {
  it('gives the demo talent applications, invitations and bookable slots, once', async () => {
    const first = await seedDemoData(server.server.context, { projects: 60 });
    const acme = first.find((s) => s.tenant.id === 'acme')!;
    expect(acme.applications.applications).toBe(5);
    expect(acme.applications.invitations).toBe(2);
    expect(acme.applications.projectsWithSlots).toBeGreaterThan(0);

    const db = server.server.context.database.db;
    const seeded = await withTenant(db, 'acme', async (tx) => {
      const apps = await tx
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.clientId, 'acme'))
        .orderBy(asc(applications.id));
      const events = await tx
        .select({
          applicationId: applicationEvents.applicationId,
          status: applicationEvents.status,
          at: applicationEvents.createdAt,
        })
        .from(applicationEvents)
        .where(eq(applicationEvents.clientId, 'acme'))
        .orderBy(asc(applicationEvents.id));
      const open = await tx.select({ id: invitations.id, state: invitations.state }).from(invitations);
      const slots = await tx
        .select({ start: interviewSlots.startsAt, live: projects.liveInterview })
        .from(interviewSlots)
        .innerJoin(projects, eq(projects.id, interviewSlots.projectId));
      return { apps, events, open, slots };
    });
    expect(seeded.apps.map((a) => a.status)).toEqual([
      'SENT_TO_CLIENT',
      'ACTIVE',
      'HIRED',
      'REJECTED_BY_MSP',
      'WITHDRAWN',
    ]);
    const timelineOf = (id: number) => seeded.events.filter((e) => e.applicationId === id);
    expect(timelineOf(seeded.apps[2]!.id).map((e) => e.status)).toEqual([
      'SEND_PENDING',
      'SENT_TO_CLIENT',
      'ACTIVE',
      'HIRED',
    ]);
    for (const app of seeded.apps) {
      const times = timelineOf(app.id).map((e) => e.at.getTime());
      expect(times, 'a timeline in order and in the past').toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(Date.now());
    }
    expect(seeded.open.map((i) => i.state)).toEqual(['cr', 'cr']);
    expect(seeded.slots.length).toBeGreaterThan(0);
    for (const slot of seeded.slots) {
      expect(slot.live).toBe(true);
      expect(slot.start.getTime()).toBeGreaterThan(Date.now());
      expect(slot.start.getTime()).toBeLessThan(Date.now() + 8 * 86_400_000);
    }

    // A restart adds nothing.
    const again = await seedDemoData(server.server.context, { projects: 60 });
    expect(again.find((s) => s.tenant.id === 'acme')!.applications).toEqual({
      applications: 0,
      invitations: 0,
      projectsWithSlots: 0,
    });
    // Row-level security limits the counts to acme.
    const [counts] = await withTenant(db, 'acme', async (tx) =>
      rowsOf<{ apps: number; invites: number; slots: number }>(
        await tx.execute(
          sql`SELECT (SELECT count(*)::int FROM applications) AS apps, (SELECT count(*)::int FROM invitations) AS invites, (SELECT count(*)::int FROM interview_slots) AS slots`,
        ),
      ),
    );
    expect(counts).toEqual({ apps: 5, invites: 2, slots: seeded.slots.length });
  });

  it('shows the seeded applications to the VMS and the talent can log in', async () => {
    const feed = await server.call<components['schemas']['VmsEventPage']>('listVmsApplicationEvents', {
      host: ACME,
      headers: { 'x-api-key': KEY },
      query: { limit: 200 },
    });
    expect(feed.status).toBe(200);
    expect(new Set(feed.body.results.map((e) => e.application.status))).toEqual(
      new Set(['SENT_TO_CLIENT', 'ACTIVE', 'HIRED', 'REJECTED_BY_MSP', 'WITHDRAWN']),
    );
    const login = await server.call('authorize', {
      host: ACME,
      body: { email: 'talent@acme.example', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });
});
