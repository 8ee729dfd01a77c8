// What a data export holds: one JSON file per section, each read by one entry of EXPORT_SECTIONS,
// plus every file the talent uploaded or had generated. Adding what a new table holds about the
// talent is one entry in the list. Every section reads inside the tenant's transaction, so
// row-level security limits it to the tenant like any request.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  applicationEvents,
  applications,
  cvs,
  devices,
  files,
  identities,
  interviewSlots,
  invitations,
  jobAlerts,
  legalAgreements,
  notAvailable,
  onboardingAnswers,
  poolMemberships,
  pools,
  projectExclusions,
  projects,
  referrals,
  securityIds,
  sessions,
} from '../../db/schema.ts';
import { toRate } from '../applications/applicationRates.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { ofFreelancer } from '../shared/ownership.ts';
import type { FreelancerOwner } from '../shared/ownership.ts';

/** Whose data. */
export interface ExportSubject extends FreelancerOwner {
  readonly freelancer: FreelancerRow;
}

/** One JSON file of the export and how its content is read. */
export interface ExportSection {
  /** The file's name in the zip. */
  readonly file: string;
  readonly collect: (tx: Tx, subject: ExportSubject) => Promise<unknown>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored rate in minor units as the contract's Rate (major units), or null. */
function rate(minor: number | null, currency: string | null, unit: string | null) {
  if (minor === null || currency === null || unit === null) return null;
  return toRate(minor, currency, unit as Parameters<typeof toRate>[2]);
}

/** The account: who the talent is, how they log in (never a secret), their settings. */
async function account(tx: Tx, subject: ExportSubject) {
  const f = subject.freelancer;
  const linked = await tx
    .select({ provider: identities.provider, subject: identities.subject, createdAt: identities.createdAt })
    .from(identities)
    .where(ofFreelancer(identities, subject))
    .orderBy(asc(identities.createdAt));
  return {
    id: f.id,
    email: f.email,
    pendingEmail: f.futureEmail,
    firstName: f.firstName,
    lastName: f.lastName,
    mobileNumber: f.phoneE164,
    mobileNumberCountry: f.phoneCountry,
    locale: f.locale,
    residenceCountry: f.residenceCountry,
    emailVerified: f.verificationStatus === 'V',
    hasPassword: f.passwordHash !== null,
    isActive: f.isActive,
    deactivatedAt: iso(f.deactivatedAt),
    hasCompletedOnboarding: f.hasCompletedOnboarding,
    onboardingJobId: f.onboardingJobId,
    affiliate: f.affiliate,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
    identities: linked.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}

/** The profile page's data: the profile document, hidden fields, the rate. */
function profile(_tx: Tx, { freelancer: f }: ExportSubject) {
  return Promise.resolve({
    profile: f.profile,
    hiddenFields: f.hiddenFields,
    rate: f.rateValue === null ? null : { value: f.rateValue, currency: f.rateCurrency, period: f.ratePeriod },
  });
}

async function onboarding(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({ rowId: onboardingAnswers.rowId, items: onboardingAnswers.items, updatedAt: onboardingAnswers.updatedAt })
    .from(onboardingAnswers)
    .where(ofFreelancer(onboardingAnswers, subject))
    .orderBy(asc(onboardingAnswers.rowId));
  return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
}

async function cv(tx: Tx, subject: ExportSubject) {
  const [row] = await tx
    .select({ document: cvs.document, updatedAt: cvs.updatedAt })
    .from(cvs)
    .where(ofFreelancer(cvs, subject));
  return row ? { ...row, updatedAt: iso(row.updatedAt) } : null;
}

async function availability(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select()
    .from(notAvailable)
    .where(ofFreelancer(notAvailable, subject))
    .orderBy(asc(notAvailable.startDate));
  return rows.map((row) => ({
    id: row.id,
    start: row.startDate,
    end: row.endDate,
    reason: row.reason,
    createdAt: iso(row.createdAt),
  }));
}

/**
 * Security ids as the account page shows them: masked. The clear value is never shown again once
 * entered (services/profile/securityIds.ts), and an export is a file sent by email link: it keeps that rule.
 */
async function securityIdList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({
      id: securityIds.id,
      maskedValue: securityIds.maskedValue,
      label: securityIds.label,
      projectId: securityIds.projectId,
      createdAt: securityIds.createdAt,
    })
    .from(securityIds)
    .where(ofFreelancer(securityIds, subject))
    .orderBy(asc(securityIds.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Applications (drafts too) with their timeline and interview slot. */
async function applicationList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({ application: applications, projectTitle: projects.title })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(ofFreelancer(applications, subject))
    .orderBy(asc(applications.id));
  const ids = rows.map((row) => row.application.id);
  const events =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(applicationEvents)
          .where(and(eq(applicationEvents.clientId, subject.clientId), inArray(applicationEvents.applicationId, ids)))
          .orderBy(asc(applicationEvents.id));
  const slots =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(interviewSlots)
          .where(and(eq(interviewSlots.clientId, subject.clientId), inArray(interviewSlots.applicationId, ids)));
  return rows.map(({ application: a, projectTitle }) => {
    const slot = slots.find((s) => s.applicationId === a.id);
    return {
      id: a.id,
      project: { id: a.projectId, title: projectTitle },
      status: a.status,
      longStatus: a.longStatus,
      talentRate: rate(a.talentRateMinor, a.rateCurrency, a.rateUnit),
      displayRate: rate(a.displayRateMinor, a.rateCurrency, a.rateUnit),
      draft: a.draft,
      submission: a.submission,
      cvFileId: a.cvFileId,
      coverLetterFileId: a.coverFileId,
      invitationId: a.invitationId,
      withdrawReason: a.withdrawReason,
      interviewSlot: slot ? { start: iso(slot.startsAt), end: iso(slot.endsAt) } : null,
      submittedAt: iso(a.submittedAt),
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
      timeline: events
        .filter((event) => event.applicationId === a.id)
        .map((event) => ({ status: event.status, source: event.source, note: event.note, at: iso(event.createdAt) })),
    };
  });
}

async function invitationList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({ invitation: invitations, projectTitle: projects.title })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(ofFreelancer(invitations, subject))
    .orderBy(asc(invitations.id));
  return rows.map(({ invitation: i, projectTitle }) => ({
    id: i.id,
    project: { id: i.projectId, title: projectTitle },
    state: i.state,
    code: i.code,
    message: i.message,
    expiresAt: iso(i.expiresAt),
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
  }));
}

async function poolMembershipList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({ membership: poolMemberships, poolName: pools.name })
    .from(poolMemberships)
    .innerJoin(pools, eq(pools.id, poolMemberships.poolId))
    .where(ofFreelancer(poolMemberships, subject))
    .orderBy(asc(poolMemberships.id));
  return rows.map(({ membership: m, poolName }) => ({
    pool: { id: m.poolId, name: poolName },
    status: m.status,
    notificationsEnabled: m.notificationsEnabled,
    jobNotificationsEnabled: m.jobNotificationsEnabled,
    createdAt: iso(m.createdAt),
  }));
}

async function exclusions(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select({ projectId: projectExclusions.projectId, title: projects.title, createdAt: projectExclusions.createdAt })
    .from(projectExclusions)
    .innerJoin(projects, eq(projects.id, projectExclusions.projectId))
    .where(ofFreelancer(projectExclusions, subject))
    .orderBy(asc(projectExclusions.createdAt));
  return rows.map((row) => ({ project: { id: row.projectId, title: row.title }, createdAt: iso(row.createdAt) }));
}

async function deviceList(tx: Tx, subject: ExportSubject) {
  const rows = await tx.select().from(devices).where(ofFreelancer(devices, subject)).orderBy(desc(devices.lastUsedAt));
  return rows.map((row) => ({
    id: row.deviceId,
    userAgent: row.userAgent,
    country: row.country,
    trustedUntil: iso(row.trustedUntil),
    lastUsedAt: iso(row.lastUsedAt),
    createdAt: iso(row.createdAt),
  }));
}

async function sessionList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select()
    .from(sessions)
    .where(ofFreelancer(sessions, subject))
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    deviceId: row.deviceId,
    signedInAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
  }));
}

async function consents(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select()
    .from(legalAgreements)
    .where(ofFreelancer(legalAgreements, subject))
    .orderBy(desc(legalAgreements.agreedAt));
  return rows.map((row) => ({
    document: row.document,
    version: row.version,
    projectId: row.projectId,
    agreedAt: iso(row.agreedAt),
  }));
}

/** Email settings (pool job notifications are in poolMemberships.json). */
function subscriptions(_tx: Tx, { freelancer }: ExportSubject) {
  return Promise.resolve({
    emailSubscription: freelancer.subscribed,
    jobNotificationDigest: freelancer.jobNotificationDigest,
  });
}

/** Saved searches mailed as digests. */
async function jobAlertList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select()
    .from(jobAlerts)
    .where(ofFreelancer(jobAlerts, subject))
    .orderBy(asc(jobAlerts.createdAt));
  return rows.map((row) => ({
    name: row.name,
    frequency: row.frequency,
    active: row.active,
    query: row.query,
    filters: row.filters,
    createdAt: iso(row.createdAt),
    lastSentAt: row.lastSentAt === null ? null : iso(row.lastSentAt),
  }));
}

async function referralList(tx: Tx, subject: ExportSubject) {
  const rows = await tx
    .select()
    .from(referrals)
    .where(ofFreelancer(referrals, subject))
    .orderBy(asc(referrals.createdAt));
  return rows.map((row) => ({
    email: row.email,
    firstName: row.firstName,
    message: row.message,
    createdAt: iso(row.createdAt),
  }));
}

/** The sections of an export, in the zip's order. */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  { file: 'account.json', collect: account },
  { file: 'profile.json', collect: profile },
  { file: 'onboarding.json', collect: onboarding },
  { file: 'cv.json', collect: cv },
  { file: 'availability.json', collect: availability },
  { file: 'securityIds.json', collect: securityIdList },
  { file: 'applications.json', collect: applicationList },
  { file: 'invitations.json', collect: invitationList },
  { file: 'poolMemberships.json', collect: poolMembershipList },
  { file: 'projectExclusions.json', collect: exclusions },
  { file: 'devices.json', collect: deviceList },
  { file: 'sessions.json', collect: sessionList },
  { file: 'consents.json', collect: consents },
  { file: 'subscriptions.json', collect: subscriptions },
  { file: 'jobAlerts.json', collect: jobAlertList },
  { file: 'referrals.json', collect: referralList },
];

/** A stored file of the talent, to copy into the export. */
export interface ExportFile {
  readonly id: number;
  readonly kind: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly generated: boolean;
  readonly createdAt: string;
  readonly storageKey: string;
  /** Where it lies in the zip. */
  readonly path: string;
}

/** A name safe as one zip path segment (no separators, no control characters, not empty). */
const segment = (name: string) => name.replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').slice(0, 200) || 'file';

/** Every file of the talent (uploads and generated CVs), with its place in the zip. */
export async function exportFiles(tx: Tx, subject: ExportSubject): Promise<ExportFile[]> {
  const rows = await tx.select().from(files).where(ofFreelancer(files, subject)).orderBy(asc(files.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    generated: row.generated,
    createdAt: row.createdAt.toISOString(),
    storageKey: row.storageKey,
    // The id keeps two files of one name apart.
    path: `files/${row.kind}/${row.id}-${segment(row.name)}`,
  }));
}
