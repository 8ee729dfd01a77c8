// Terms and privacy agreements. The current versions are the tenant's CMS pages `terms` and
// `privacy` (their newest version already published, services/cms/cms.ts); a freelancer "needs to
// agree" to a document when no agreement to its current version exists. Publishing a new version
// (adding its files to the tenant folder, dated today or later) is all it takes for everyone who
// agreed to an older one to be asked again from that moment on.
import type { components } from '@talent/api-client';
import { currentCmsPageVersion } from '@talent/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { legalAgreements } from '../../db/schema.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { cmsContent } from '../cms/cms.ts';
import { problem } from '../../problems.ts';

/**
 * Current versions of the legal documents; `null` where the tenant has no such page published
 * (yet): there is nothing to agree to then, and nothing is recorded.
 */
export interface LegalVersions {
  readonly terms: string | null;
  readonly privacy: string | null;
}

/** The tenant's current terms and privacy versions at `now` (epoch ms), from its CMS pages. */
export function legalVersions(tenant: Tenant, now: number): LegalVersions {
  const current = (slug: 'terms' | 'privacy') => {
    const page = cmsContent(tenant).pages.find((p) => p.slug === slug);
    return (page && currentCmsPageVersion(page, now)?.version) ?? null;
  };
  return { terms: current('terms'), privacy: current('privacy') };
}

/** Which documents still need agreement. */
export async function legalNeeds(
  tx: Tx,
  clientId: string,
  freelancerId: number,
  versions: LegalVersions,
): Promise<{ terms: boolean; privacy: boolean }> {
  const rows = await tx
    .select({ document: legalAgreements.document, version: legalAgreements.version })
    .from(legalAgreements)
    .where(and(eq(legalAgreements.clientId, clientId), eq(legalAgreements.freelancerId, freelancerId)));
  const agreed = (document: 'terms' | 'privacy') =>
    versions[document] === null || rows.some((row) => row.document === document && row.version === versions[document]);
  return { terms: !agreed('terms'), privacy: !agreed('privacy') };
}

/** Consent records the contract's list holds at most. */
const MAX_CONSENTS_LISTED = 1000;

/**
 * The freelancer's agreements (the consent records: which version of which document, when),
 * newest first. Agreements given while applying (with a project) are consents like the others.
 */
export async function listConsents(
  tx: Tx,
  clientId: string,
  freelancerId: number,
): Promise<components['schemas']['Consent'][]> {
  const rows = await tx
    .select({
      document: legalAgreements.document,
      version: legalAgreements.version,
      agreedAt: legalAgreements.agreedAt,
    })
    .from(legalAgreements)
    .where(and(eq(legalAgreements.clientId, clientId), eq(legalAgreements.freelancerId, freelancerId)))
    .orderBy(desc(legalAgreements.agreedAt), desc(legalAgreements.id))
    .limit(MAX_CONSENTS_LISTED);
  return rows.map((row) => ({ ...row, agreedAt: row.agreedAt.toISOString() }));
}

/** Records agreement to the current version of the given documents (those the tenant publishes). */
export async function recordAgreements(
  tx: Tx,
  input: {
    clientId: string;
    freelancerId: number;
    documents: readonly ('terms' | 'privacy')[];
    versions: LegalVersions;
    projectId?: number;
  },
): Promise<void> {
  const rows = input.documents.flatMap((document) => {
    const version = input.versions[document];
    if (version === null) return [];
    return [
      {
        clientId: input.clientId,
        freelancerId: input.freelancerId,
        document,
        version,
        projectId: input.projectId ?? null,
      },
    ];
  });
  if (rows.length === 0) return;
  await tx.insert(legalAgreements).values(rows);
}

/** The documents a request names (`?terms=true&privacy=true`); 400 `legal.nothingToAgree` when none. */
export function namedDocuments(query: { terms?: boolean; privacy?: boolean }): ('terms' | 'privacy')[] {
  const named = (['terms', 'privacy'] as const).filter((document) => query[document] === true);
  if (named.length === 0) {
    throw problem.badRequest('legal.nothingToAgree', [
      { field: 'terms', messages: ['validation.required'] },
      { field: 'privacy', messages: ['validation.required'] },
    ]);
  }
  return named;
}
