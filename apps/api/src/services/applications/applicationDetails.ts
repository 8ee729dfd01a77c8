// What hangs off one application of the talent: its project's questions, its free interview slots,
// its legal agreement, its assessment, and the rate calculation of applying to a project. Another
// talent's application is a 404 (`findApplication`).
import type { components } from '@talent/api-client';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { findProject } from '../catalog/projects.ts';
import { legalNeeds, recordAgreements } from '../profile/legal.ts';
import type { LegalVersions } from '../profile/legal.ts';
import type { Log } from '../shared/log.ts';
import { questionsOf, toQuestion } from './applicationFlow.ts';
import { checkRate, rateCalculation } from './applicationRates.ts';
import { findApplication } from './applications.ts';
import type { ApplicationOwner } from './applications.ts';
import { DEFAULT_SLOT_PERIOD_DAYS, freeSlots } from './interviewSlots.ts';

type Schemas = components['schemas'];

/** What applying to project `projectId` at `query`'s rate gives the talent (the tenant's margin applied). */
export async function projectRateCalculation(
  tx: Tx,
  tenant: Tenant,
  projectId: number,
  query: {
    readonly value: number;
    readonly currency?: string | undefined;
    readonly period?: Schemas['RateUnit'] | undefined;
  },
): Promise<Schemas['RateCalculation']> {
  if (!(await findProject(tx, tenant.id, projectId))) throw problem.notFound('project.notFound');
  const checked = checkRate(
    tenant,
    { value: query.value, currency: query.currency ?? tenant.config.currencies[0]!, unit: query.period ?? 'HR' },
    'rate',
  );
  return rateCalculation(tenant, checked);
}

/** The questions of the application's project. */
export async function applicationQuestions(
  tx: Tx,
  owner: ApplicationOwner,
  applicationId: number,
): Promise<Schemas['QuestionList']> {
  const row = await findApplication(tx, owner, applicationId);
  const rows = await questionsOf(tx, owner.clientId, row.projectId);
  return { results: rows.map(toQuestion) };
}

/**
 * The free interview slots of the application's project between `from` (default now) and `to`
 * (default DEFAULT_SLOT_PERIOD_DAYS later); none when the project has no live interviews.
 */
export async function applicationInterviewSlots(
  tx: Tx,
  owner: ApplicationOwner,
  applicationId: number,
  range: { readonly from?: string | undefined; readonly to?: string | undefined; readonly now: Date },
  log: Log,
): Promise<Schemas['FreeBusy']> {
  const row = await findApplication(tx, owner, applicationId);
  const project = await findProject(tx, owner.clientId, row.projectId);
  if (!project?.liveInterview) return { slots: [], result: null };
  const from = range.from ? new Date(range.from) : range.now;
  const to = range.to ? new Date(range.to) : new Date(from.getTime() + DEFAULT_SLOT_PERIOD_DAYS * 86_400_000);
  if (to < from) throw problem.badRequest('error.validation', [{ field: 'to', messages: ['validation.afterFrom'] }]);
  return freeSlots(
    tx,
    { clientId: owner.clientId, projectId: row.projectId, applicationId: row.id },
    { from, to },
    log,
  );
}

/** Records the talent's agreement to the named documents they still need to agree to, for the application's project. */
export async function agreeToApplicationLegal(
  tx: Tx,
  owner: ApplicationOwner,
  applicationId: number,
  named: readonly ('terms' | 'privacy')[],
  versions: LegalVersions,
): Promise<void> {
  const row = await findApplication(tx, owner, applicationId);
  const needs = await legalNeeds(tx, owner.clientId, owner.freelancerId, versions);
  await recordAgreements(tx, {
    ...owner,
    documents: named.filter((document) => needs[document]),
    versions,
    projectId: row.projectId,
  });
}

/** No assessment source exists in this product yet: every application of the talent has none. */
export async function applicationAssessment(
  tx: Tx,
  owner: ApplicationOwner,
  applicationId: number,
): Promise<Schemas['Assessment']> {
  await findApplication(tx, owner, applicationId);
  return { status: 'NONE', url: null };
}
