// Every seeded job's page head, as the portal's server renders it: the demo catalog of every shipped
// tenant (as `npm start` seeds it), each project read through the API (`getProject`, anonymous,
// as a crawler reads the public page), mapped with the api-client's `jobPostingInput` and checked
// with the domain's rules: an open job's JobPosting has no problem for Google, a closed one has none
// and is `noindex`.
import { jobPostingInput, jobPostingTenant } from '@talent/api-client';
import type { ClientContextResponse, Job } from '@talent/api-client';
import { jobPageMeta, jobPostingProblems } from '@talent/domain';
import { asc, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { projects } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seed/demoData.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

// Fewer projects than `npm start`'s 2,000 per tenant keep the test within seconds; every one seeded is checked.
const PROJECTS_PER_TENANT = 300;
const env = { TENANTS_DIR: join(REPO_ROOT, 'tenants'), DEFAULT_TENANT: 'acme', RATE_LIMIT_PER_MINUTE: '1000000' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
  await seedDemoData(server.server.context, { projects: PROJECTS_PER_TENANT });
}, 120_000);
afterAll(() => server?.close());

/** Runs `task` over `items`, a few at a time. */
async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

describe('the job pages of the seeded catalog', () => {
  it('seeds every shipped tenant', () => {
    expect(server.server.context.tenants.list().map((t) => t.id)).toEqual(['acme', 'globex', 'initech']);
  });

  it.each(['acme', 'globex', 'initech'])(
    '%s: every open job has valid JobPosting markup, every closed job is noindex without it',
    async (id) => {
      const { context } = server.server;
      const tenant = context.tenants.get(id)!;
      const host = tenant.context.talentDomainName;
      const { body: client } = await server.call<ClientContextResponse>('getClientContext', { host });
      const origin = context.portalOrigin(tenant);
      const jobTenant = jobPostingTenant(client.context, origin);
      const rows = await context.database.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.clientId, id))
        .orderBy(asc(projects.id));
      expect(rows).toHaveLength(PROJECTS_PER_TENANT);

      const pages = await inBatches(rows, 8, async ({ id: projectId }) => {
        const response = await server.call<Job>('getProject', { host, path: { id: projectId } });
        expect(response.status).toBe(200);
        const input = jobPostingInput(response.body, jobTenant);
        return { job: response.body, meta: jobPageMeta({ ...input, locale: jobTenant.languages[0]! }) };
      });

      const open = pages.filter((p) => p.job.status === 'ACTIVE');
      const closed = pages.filter((p) => p.job.status !== 'ACTIVE');
      expect(open.length).toBeGreaterThan(0);
      expect(closed.length).toBeGreaterThan(0);
      // As a crawler reads it: the JSON-LD as it travels in the page, serialised and parsed again.
      const problems = open.flatMap(({ job, meta }) =>
        jobPostingProblems(JSON.parse(JSON.stringify(meta.jsonLd))).map((problem) => `${job.id}: ${problem}`),
      );
      expect(problems).toEqual([]);
      for (const { job, meta } of open) {
        expect(meta.jsonLd).toMatchObject({
          title: job.title,
          description: job.descriptionHtml,
          datePosted: job.publishedAt,
          validThrough: job.periodDeadline,
          hiringOrganization: { name: tenant.context.legalEntity.name, sameAs: `${origin}/` },
          identifier: { name: tenant.context.name, value: String(job.id) },
          baseSalary: { currency: job.rateRange!.currency, value: { unitText: 'HOUR' } },
        });
        expect(meta.jsonLd!.hiringOrganization.logo).toMatch(/^https?:\/\//);
        expect(meta.jsonLd!.url).toBe(meta.links[0]!.href);
        expect(meta.meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
      }
      // The seed has remote, hybrid and on-site work: each shape of location is checked above.
      expect(new Set(open.map((p) => p.job.workPreference))).toEqual(new Set(['REMOTE', 'HYBRID', 'ONSITE']));
      for (const { meta } of closed) {
        expect(meta.jsonLd).toBeNull();
        expect(meta.meta).toContainEqual({ name: 'robots', content: 'noindex' });
      }
    },
    120_000,
  );
});
