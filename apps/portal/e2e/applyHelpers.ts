// Helpers of the application journeys: the client's system (VMS) through the integration API, a
// project to apply to that asks what the journey needs, and walking the application flow's steps.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { tenantApi } from './poolsHelpers.ts';

export type Tenant = 'acme' | 'globex' | 'initech';

/** The integration API key the e2e server is started with for a tenant (playwright.config.ts). */
export function integrationKey(tenant: Tenant): string {
  return `e2e-${tenant}-integration-key-0123456789abcdef`;
}

/** A call of the client's system to the integration API; fails the test on an error answer. */
export async function vms<T>(
  request: APIRequestContext,
  tenant: Tenant,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const { url, headers } = tenantApi(tenant, `/integration${path}`);
  const response = await request.fetch(url, {
    method,
    headers: { ...headers, 'X-Api-Key': integrationKey(tenant) },
    ...(data !== undefined && { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A talent API call with a bearer token. */
async function talentGet<T>(request: APIRequestContext, tenant: Tenant, token: string, path: string): Promise<T> {
  const { url, headers } = tenantApi(tenant, path);
  const response = await request.get(url, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A project as the journeys use it. */
export interface JourneyJob {
  readonly id: number;
  readonly vmsId: string | null;
  readonly title: string;
}

interface Options {
  readonly preApplicationQuestions: boolean;
  readonly liveInterview: boolean;
  readonly coverLetter: 'REQUIRED' | 'OPTIONAL' | 'NONE';
  readonly securityIdRequired: boolean;
  readonly externalApplicationUrl?: string | null;
}

/**
 * An open project the talent (of `token`) has not applied to, whose application asks questions
 * and offers live interviews as wanted (no required cover letter, no security id: the journeys
 * test those in the API). With `liveInterview`, the recruiter's availability for the next days is
 * sent in through the integration API, as the client's system would.
 */
export async function applicableJob(
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
  want: { readonly questions: boolean; readonly liveInterview: boolean },
  exclude: ReadonlySet<number> = new Set(),
): Promise<JourneyJob> {
  const { url, headers } = tenantApi(tenant, '/search/project/query');
  for (let offset = 0; offset < 300; offset += 20) {
    const response = await request.post(url, {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data: { offset, size: 20, filters: { openOnly: true } },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as {
      results: (JourneyJob & { applicationId?: number | null; status: string })[];
    };
    for (const job of page.results) {
      if (exclude.has(job.id) || job.applicationId || job.status !== 'ACTIVE') continue;
      const options = await talentGet<Options>(request, tenant, token, `/project/${job.id}/options`);
      if (
        options.preApplicationQuestions === want.questions &&
        options.liveInterview === want.liveInterview &&
        options.coverLetter !== 'REQUIRED' &&
        !options.securityIdRequired &&
        !options.externalApplicationUrl &&
        (!want.liveInterview || job.vmsId)
      ) {
        if (want.liveInterview) await offerInterviewSlots(request, tenant, job.vmsId!);
        return { id: job.id, vmsId: job.vmsId, title: job.title };
      }
    }
    if (page.results.length < 20) break;
  }
  throw new Error(`No open ${tenant} project with questions=${want.questions}, liveInterview=${want.liveInterview}`);
}

/** The recruiter's free half-hours on the next three days at 09:00–11:00 UTC. */
export async function offerInterviewSlots(request: APIRequestContext, tenant: Tenant, vmsId: string): Promise<void> {
  const slots: { start: string; end: string }[] = [];
  const day = new Date();
  day.setUTCHours(9, 0, 0, 0);
  for (let d = 1; d <= 3; d += 1) {
    for (let half = 0; half < 4; half += 1) {
      const start = new Date(day.getTime() + d * 86_400_000 + half * 1_800_000);
      slots.push({ start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() });
    }
  }
  await vms(request, tenant, 'PUT', `/projects/${encodeURIComponent(vmsId)}/interviewSlots`, { slots });
}

/** The flow's step heading ("Step 2 of 6" + the step's name). */
function currentStep(page: Page): Promise<string> {
  return page
    .getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ })
    .innerText()
    .then((text) => text.replace(/^Step \d+ of \d+\s*/, '').trim());
}

/** What a journey answers in the flow. */
export interface FlowAnswers {
  readonly motivation: string;
  readonly rate: string;
  /** The rate the client sees, as the rate step shows it ("€101.25"). */
  readonly shownRate?: string;
  /** Called on each step, e.g. to check accessibility. */
  readonly onStep?: (step: string) => Promise<void>;
  /** The step to stop on (default the review). */
  readonly stopAt?: string;
}

/**
 * Walks the application flow from its current step to the review (or `stopAt`), answering each
 * step the tenant and project ask for (the steps differ per tenant and project).
 */
export async function walkApplicationFlow(page: Page, answers: FlowAnswers): Promise<void> {
  for (let guard = 0; guard < 12; guard += 1) {
    const step = await currentStep(page);
    await answers.onStep?.(step);
    if (step === answers.stopAt) return;
    switch (step) {
      case 'Questions': {
        // The questions are in the project's language: answer by kind, not by wording.
        const form = page.locator('form');
        for (const date of await form.locator('input[type="date"]').all()) await date.fill('2027-03-01');
        for (const number of await form.locator('input[inputmode="decimal"]').all()) await number.fill('7');
        for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
        break;
      }
      case 'CV': {
        await page.getByRole('radio', { name: 'A CV generated from my profile' }).check();
        const generate = page.getByRole('button', { name: 'Generate my CV from my profile' });
        if (await generate.isVisible()) await generate.click();
        await expect(page.getByText('Your CV was generated from your profile.')).toBeVisible();
        break;
      }
      case 'Motivation':
        await page.getByLabel('Why are you a good fit for this project?').fill(answers.motivation);
        break;
      case 'Rate':
        await page.getByLabel('Your rate').fill(answers.rate);
        if (answers.shownRate) await expect(page.getByText(`The client sees ${answers.shownRate}`)).toBeVisible();
        break;
      case 'Interview':
        await page
          .getByRole('button', { name: /^\d{1,2}:\d{2}/ })
          .first()
          .click();
        break;
      case 'Terms':
        await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
        await page.getByRole('checkbox', { name: /privacy statement/ }).check();
        break;
      case 'Review':
        return;
      default:
        throw new Error(`The journey does not know the step "${step}"`);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d+ of \\d+\\s*${step}$`) }),
    ).toHaveCount(0);
  }
  throw new Error('The flow did not reach its review');
}

/** The talent's application to a project as the client's system sees it (from the feed). */
export async function vmsApplicationOf(
  request: APIRequestContext,
  tenant: Tenant,
  projectId: number,
  email: string,
): Promise<{ id: number; status: string }> {
  let cursor: string | null = null;
  let found: { id: number; status: string } | undefined;
  for (let page = 0; page < 50; page += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}&limit=100` : '?limit=100';
    const feed: {
      results: {
        application: { id: number; status: string; project: { id: number }; freelancer: { email: string } };
      }[];
      nextCursor: string | null;
    } = await vms(request, tenant, 'GET', `/applications/feed${query}`);
    for (const event of feed.results) {
      const app = event.application;
      if (app.project.id === projectId && app.freelancer.email.toLowerCase() === email.toLowerCase()) found = app;
    }
    if (feed.results.length === 0 || !feed.nextCursor || feed.nextCursor === cursor) break;
    cursor = feed.nextCursor;
  }
  if (!found) throw new Error(`No application of ${email} to project ${projectId} in the ${tenant} feed`);
  return found;
}
