// The database schema (Drizzle, PostgreSQL dialect; the same migrations run on PGlite and on
// PostgreSQL). Every tenant-owned table carries `client_id` and a row-level-security policy: the
// server runs each request as the non-owner role `talent_app` with `app.client_id` set, so a query
// that forgets its tenant filter still sees only its tenant's rows.
import { APPLICATION_STATUSES } from '@talent/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgPolicy,
  pgRole,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The role requests run as; created by migration 0000 (roles are cluster-wide, so it is idempotent). */
export const appRole = pgRole('talent_app').existing();

const tenantColumn = () => text('client_id').notNull();
const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tenantPolicy = () =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`client_id = current_setting('app.client_id', true)`,
    withCheck: sql`client_id = current_setting('app.client_id', true)`,
  });

/** Profile information (the hideable fields of spec §3), kept as one document. */
export interface ProfileDocument {
  homeAddress?: {
    addressLine1?: string;
    addressLine2?: string;
    street?: string;
    city?: string;
    zip?: string;
    state?: string;
    country?: string;
  };
  profileImage?: string | null;
  professionalTitle?: string;
  availability?: string | null;
  description?: string;
  linkedinHandle?: string;
  hourRate?: number | null;
}

/** How often a digest mail goes out (contract `DigestFrequency`). */
export const DIGEST_FREQUENCIES = ['DAILY', 'WEEKLY'] as const;

/** Freelancers (talent): one account per email (or mobile number) per client. */
export const freelancers = pgTable(
  'freelancers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    email: text('email').notNull(),
    futureEmail: text('future_email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    subscribed: boolean('subscribed').notNull().default(false),
    subscriptionUuid: uuid('subscription_uuid').notNull().defaultRandom(),
    /**
     * The job notification digest (new projects of the pools whose job notifications are on), null
     * when off; offered only where the tenant's config `jobNotificationDigest` is on.
     */
    jobNotificationDigest: text('job_notification_digest', { enum: DIGEST_FREQUENCIES }),
    /** When the digest was last switched on or changed: its first mail covers projects from then. */
    jobNotificationDigestSince: timestamp('job_notification_digest_since', { withTimezone: true, mode: 'date' }),
    residenceCountry: text('residence_country'),
    verificationStatus: text('verification_status', { enum: ['UV', 'V'] })
      .notNull()
      .default('UV'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    locale: text('locale').notNull(),
    phoneCountry: text('phone_country'),
    phoneE164: text('phone_e164'),
    profile: jsonb('profile').$type<ProfileDocument>().notNull().default({}),
    hiddenFields: text('hidden_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rateValue: numeric('rate_value', { precision: 12, scale: 2, mode: 'number' }),
    rateCurrency: text('rate_currency'),
    ratePeriod: text('rate_period'),
    affiliate: text('affiliate'),
    /** The job saved before login that the short onboarding was finished for (spec §4). */
    onboardingJobId: bigint('onboarding_job_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    /**
     * When the talent erased the account (GDPR): the row stays, anonymised, because the applications
     * kept for the client's records point to it (see docs/retention.md).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freelancers_client_email').on(t.clientId, sql`lower(${t.email})`),
    uniqueIndex('freelancers_client_phone').on(t.clientId, t.phoneE164),
    uniqueIndex('freelancers_subscription_uuid').on(t.subscriptionUuid),
    tenantPolicy(),
  ],
).enableRLS();

/** Identities from OpenID Connect providers linked to a freelancer. */
export const identities = pgTable(
  'identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'linkedin', 'auth0'] }).notNull(),
    subject: text('subject').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('identities_client_provider_subject').on(t.clientId, t.provider, t.subject), tenantPolicy()],
).enableRLS();

/** Refresh tokens (hashed). Each login starts a family; each use rotates; reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Sessions: one per login, named by the refresh-token family it started (`id` = `family_id`, the
 * access tokens' `sid`). What the account page lists: the browser, when it was signed in and last
 * used. Whether a session is revoked stays with its refresh tokens (a revoked family); a family
 * started before this table existed gets its row at its next refresh.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    /** The browser's `_brws_id` when the login named one. */
    deviceId: uuid('device_id'),
    /** When the session was signed in: the access tokens' `auth_time`, kept over refreshes. */
    createdAt: created(),
    /** The login or the latest refresh (an access token lives 15 minutes: close enough for a list). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_freelancer').on(t.clientId, t.freelancerId), tenantPolicy()],
).enableRLS();

/** Purposes of single-use link tokens. */
export const LINK_PURPOSES = [
  'activation',
  'verifyEmail',
  'resetPassword',
  'oneTimeLink',
  'deviceLogin',
  'changeEmail',
] as const;

/** Single-use tokens sent in links (stored hashed). */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('link_tokens_hash').on(t.tokenHash), tenantPolicy()],
).enableRLS();

/** SMS login codes (stored hashed), one live code per number. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    phoneE164: text('phone_e164').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('phone_codes_phone').on(t.clientId, t.phoneE164), tenantPolicy()],
).enableRLS();

/** Devices (browsers, by their `_brws_id` UUID) of a freelancer. */
export const devices = pgTable(
  'devices',
  {
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    userAgent: text('user_agent').notNull(),
    country: text('country'),
    trustedUntil: timestamp('trusted_until', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.freelancerId, t.deviceId] }), tenantPolicy()],
).enableRLS();

/** Messages that would have been sent (dev outbox), when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Extra mail headers (RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`), as SMTP would send them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Attached files (an interview's `.ics` invitation), as the dev mailbox shows them. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    /**
     * The message's idempotency key (its job's): a job retried after its delivery was written (the
     * worker died before it could mark the job done) finds its row here and writes nothing.
     */
    deliveryKey: text('delivery_key'),
    createdAt: created(),
  },
  (t) => [
    index('outbox_client_created').on(t.clientId, t.createdAt),
    uniqueIndex('outbox_delivery_key').on(t.deliveryKey),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Messages handed to SMTP, by idempotency key: a retried job whose message the mail server already
 * accepted is not sent again. (A crash between the server's acceptance and this row can still
 * send twice: SMTP has no way to ask whether a message arrived. The Message-ID carries the key, so
 * such a duplicate is recognisable.)
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    deliveryKey: text('delivery_key').primaryKey(),
    clientId: tenantColumn(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    transport: text('transport', { enum: ['smtp'] }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  () => [tenantPolicy()],
).enableRLS();

/** Periods a freelancer is not available. */
export const notAvailable = pgTable(
  'not_available',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdAt: created(),
  },
  (t) => [index('not_available_freelancer').on(t.clientId, t.freelancerId), tenantPolicy()],
).enableRLS();

/** Security ids: the value encrypted (AES-256-GCM), plus a masked copy to show. */
export const securityIds = pgTable(
  'security_ids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }),
    valueEncrypted: text('value_encrypted').notNull(),
    valueHash: text('value_hash').notNull(),
    maskedValue: text('masked_value').notNull(),
    label: text('label'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('security_ids_value').on(t.clientId, t.freelancerId, t.valueHash), tenantPolicy()],
).enableRLS();

/** Agreements to versions of the client's terms and privacy statement. */
export const legalAgreements = pgTable(
  'legal_agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    document: text('document', { enum: ['terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    projectId: bigint('project_id', { mode: 'number' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('legal_agreements_freelancer').on(t.clientId, t.freelancerId, t.document), tenantPolicy()],
).enableRLS();

/** People a freelancer invited. */
export const referrals = pgTable(
  'referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    message: text('message'),
    createdAt: created(),
  },
  () => [tenantPolicy()],
).enableRLS();

/** Uploaded and generated files (CVs, cover letters, images, documents); contents live in file storage. */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' }).references(() => freelancers.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['CV', 'COVER_LETTER', 'PROFILE_IMAGE', 'DOCUMENT'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    generated: boolean('generated').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('files_uuid').on(t.uuid),
    index('files_owner').on(t.clientId, t.freelancerId, t.kind),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Data exports ("download my data", GDPR art. 15 and 20): a zip built in the background, stored
 * through the file storage and downloaded with an emailed link whose token is kept hashed. An
 * expired export keeps its row (so its link answers 410, not 404) without its file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'READY', 'EXPIRED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    tokenHash: text('token_hash'),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
  },
  (t) => [
    index('data_exports_freelancer').on(t.clientId, t.freelancerId, t.requestedAt),
    uniqueIndex('data_exports_token').on(t.tokenHash),
    tenantPolicy(),
  ],
).enableRLS();

/** The structured CV of a freelancer (skills, languages, histories). */
export const cvs = pgTable(
  'cvs',
  {
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .primaryKey()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  () => [tenantPolicy()],
).enableRLS();

/** An answer item as stored (the contract's AnswerItem without its display labels). */
export interface StoredAnswerItem {
  id: number;
  groupId?: number | null;
  type: string;
  value: string | number | boolean | string[] | null;
}

/**
 * Answers to onboarding rows that are kept nowhere else: the tenant's own questions, the job
 * categories and pools chosen (pools are joined when onboarding is stored), and the CV file given.
 * One row per freelancer and structure row (`row_id`, the id in the tenant's onboarding.json).
 */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<StoredAnswerItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.freelancerId, t.rowId] }), tenantPolicy()],
).enableRLS();

// ───────────────────────────── catalog: projects, pools ─────────────────────────────

/** PostgreSQL's tsvector (Drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Project statuses (spec §4): ACTIVE is open, every other status closed. */
export const PROJECT_STATUSES = ['ACTIVE', 'CLOSED', 'PAUSED'] as const;
/** Work preferences (spec §4), long form. */
export const WORK_PREFERENCES = ['HYBRID', 'ONSITE', 'REMOTE'] as const;

/** Talent pools of a client; `category_id` is the id of a CMS category of the tenant's content. */
export const pools = pgTable(
  'pools',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    name: text('name').notNull(),
    /** The name by locale (`{ "de": "Java-Entwickler" }`); `name` is the fallback. */
    nameTranslations: jsonb('name_translations').$type<Record<string, string>>().notNull().default({}),
    descriptionKey: text('description_key'),
    categoryId: bigint('category_id', { mode: 'number' }),
    nameVerbiage: text('name_verbiage'),
    /** Offered to join during onboarding. */
    onBoarding: boolean('on_boarding').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('pools_client_category').on(t.clientId, t.categoryId), tenantPolicy()],
).enableRLS();

/**
 * Projects (jobs). `search_vector` is maintained by PostgreSQL: the title (weight A) and the
 * stripped description (weight B), stemmed with the text-search configuration of the job's
 * language (`talent_ts_config`, migration 0002); `duration_months` follows the assignment period.
 */
export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    vmsId: text('vms_id'),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    jobType: text('job_type'),
    jobClass: text('job_class'),
    jobLanguage: text('job_language'),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('ACTIVE'),
    positionsNumber: integer('positions_number'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    periodDeadline: timestamp('period_deadline', { withTimezone: true, mode: 'date' }),
    legalEntityName: text('legal_entity_name'),
    originatingDisplayName: text('originating_display_name'),
    siteAddress: text('site_address'),
    siteCity: text('site_city'),
    siteCountry: text('site_country'),
    /**
     * The city's GeoNames id (services/catalog/places.ts): what search, facets and listing pages match a
     * city by, whatever language `site_city` is written in. Null for a city the gazetteer could not
     * place (it then matches by its name) or for none.
     */
    sitePlaceId: integer('site_place_id'),
    siteCode: text('site_code'),
    rateMin: numeric('rate_min', { precision: 12, scale: 2, mode: 'number' }),
    rateMax: numeric('rate_max', { precision: 12, scale: 2, mode: 'number' }),
    rateCurrency: text('rate_currency'),
    workPreference: text('work_preference', { enum: WORK_PREFERENCES }),
    remote: boolean('remote'),
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2, mode: 'number' }),
    durationMonths: numeric('duration_months', { precision: 7, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN period_start IS NOT NULL AND period_end IS NOT NULL AND period_end >= period_start THEN round((period_end - period_start + 1) / 30.4375, 2) END`,
    ),
    coverLetter: text('cover_letter', { enum: ['REQUIRED', 'OPTIONAL', 'NONE'] })
      .notNull()
      .default('OPTIONAL'),
    liveInterview: boolean('live_interview').notNull().default(false),
    securityIdRequired: boolean('security_id_required').notNull().default(false),
    securityIdPattern: text('security_id_pattern'),
    securityIdFaq: text('security_id_faq'),
    externalApplicationUrl: text('external_application_url'),
    pageOpenCount: integer('page_open_count').notNull().default(0),
    /**
     * The project's pools (`project_pools`), kept here by a trigger (migration 0016) so that
     * search filters and counts by pool without a join: sorted ids, empty for none.
     */
    poolIds: bigint('pool_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * When the project was first open (ACTIVE), set by the job feed; null for a project never open,
     * or stored before the column existed (then `created_at` stands in). Digests list the projects
     * whose `coalesce(published_at, created_at)` is new since the last digest, so a job fed in
     * PAUSED and opened later is new on the day it opens.
     */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * The title in lower case, for typo-tolerant matching with a trigram index. A column rather
     * than an index on `lower(title)`: under row-level security a query may only use an index
     * through leakproof functions, and `lower` is not one (migration 0006).
     */
    titleLower: text('title_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(talent_ts_config(job_language), title), 'A') || setweight(to_tsvector(talent_ts_config(job_language), description_text), 'B')`,
      ),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_client_vms').on(t.clientId, t.vmsId),
    index('projects_client_status_id').on(t.clientId, t.status, t.id),
    index('projects_client_city').on(t.clientId, t.siteCountry, t.siteCity),
    index('projects_client_place').on(t.clientId, t.sitePlaceId),
    // The cities still to place (services/catalog/places.ts `placeProjects`): none, once placed.
    index('projects_unplaced')
      .on(t.clientId, t.siteCountry, t.siteCity)
      .where(sql`site_place_id IS NULL AND site_city IS NOT NULL`),
    index('projects_search').using('gin', t.searchVector),
    index('projects_title_trgm').using('gin', t.titleLower.op('gin_trgm_ops')),
    index('projects_pool_ids').using('gin', t.poolIds),
    tenantPolicy(),
  ],
).enableRLS();

/** The values a facet cube counts projects by, and the count (`n`). */
const cubeCounts = () => ({
  status: text('status').notNull(),
  workPreference: text('work_preference'),
  siteCountry: text('site_country'),
  /** The city's place id; the city's name only where it has none (migration 0017). */
  sitePlaceId: integer('site_place_id'),
  siteCity: text('site_city'),
  hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2, mode: 'number' }),
  n: integer('n').notNull(),
});

/**
 * The search's facet cube: how many projects of a tenant share each combination of the values a
 * search without words filters and counts by (status, work preference, country, city, hours). A
 * search of those filters reads its total and its city and work-preference counts here — a few
 * hundred rows per tenant whatever the catalog's size — instead of counting the projects. Kept
 * exact, in the same transaction as every change to `projects`, by the triggers of migration 0016;
 * `n` may reach 0 (a combination no project has any more) and is then simply not counted.
 */
export const searchCube = pgTable(
  'search_cube',
  {
    clientId: tenantColumn(),
    ...cubeCounts(),
  },
  (t) => [
    unique('search_cube_key')
      .on(t.clientId, t.status, t.workPreference, t.siteCountry, t.sitePlaceId, t.siteCity, t.hoursPerWeek)
      .nullsNotDistinct(),
    tenantPolicy(),
  ],
).enableRLS();

/** The facet cube by pool (a project in two pools counts in both): the pool counts of a search without words. */
export const searchPoolCube = pgTable(
  'search_pool_cube',
  {
    clientId: tenantColumn(),
    poolId: bigint('pool_id', { mode: 'number' }).notNull(),
    ...cubeCounts(),
  },
  (t) => [
    unique('search_pool_cube_key')
      .on(t.clientId, t.poolId, t.status, t.workPreference, t.siteCountry, t.sitePlaceId, t.siteCity, t.hoursPerWeek)
      .nullsNotDistinct(),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The names a tenant's projects give each place, per job language, with how many projects use
 * each (`n`, may reach 0): where a city's name in the reader's language comes from ("München" for
 * German readers where the tenant's German jobs say so). Kept exact by the triggers that keep the
 * facet cubes (migration 0017); `language` is the job language's base ('' for none).
 */
export const sitePlaceNames = pgTable(
  'site_place_names',
  {
    clientId: tenantColumn(),
    placeId: integer('place_id').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('site_place_names_key').on(t.clientId, t.placeId, t.language, t.name), tenantPolicy()],
).enableRLS();

/**
 * Tombstones of deleted projects: a job page the portal once had answers 410 Gone instead of 404
 * (issue 17), so search engines drop it and a visitor learns it was taken down. Projects are never
 * deleted by the feed (a job it no longer sends is closed and keeps its page); a row deleted by
 * other means (an operator, a future removal) is recorded here by a trigger on `projects`
 * (migration 0015), whatever deleted it. Only the ids are kept: nothing of the job's content.
 */
export const removedProjects = pgTable(
  'removed_projects',
  {
    clientId: tenantColumn(),
    id: bigint('id', { mode: 'number' }).notNull(),
    vmsId: text('vms_id'),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('removed_projects_client_vms').on(t.clientId, t.vmsId),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The words of a tenant's project titles (lower case, letters and digits, four or more characters),
 * kept by a trigger on `projects` (migration 0009). Search tolerates typos by finding the words
 * close to a query word here — a small table with a trigram index — and looking for those words in
 * the titles' search vectors, instead of comparing the query word with every title. Words are never
 * removed: one whose titles are gone only widens a query by a word that matches nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    clientId: tenantColumn(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.word] }),
    index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
    tenantPolicy(),
  ],
).enableRLS();

/** Which pools a project is in. */
export const projectPools = pgTable(
  'project_pools',
  {
    clientId: tenantColumn(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.poolId] }), index('project_pools_pool').on(t.poolId), tenantPolicy()],
).enableRLS();

/** Projects a freelancer marked "not interested". */
export const projectExclusions = pgTable(
  'project_exclusions',
  {
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.freelancerId, t.projectId] }), tenantPolicy()],
).enableRLS();

/** Pre-application questions of a project (contract `Question`). */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', {
      enum: ['text', 'textarea', 'radio', 'checkbox', 'select', 'number', 'date', 'boolean'],
    }).notNull(),
    label: text('label').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(false),
    rules: text('rules'),
    groupId: bigint('group_id', { mode: 'number' }),
    parentQuestionId: bigint('parent_question_id', { mode: 'number' }),
    scopeId: text('scope_id'),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
  },
  (t) => [index('project_questions_project').on(t.projectId, t.position), tenantPolicy()],
).enableRLS();

/** A freelancer's membership of a pool. */
export const poolMemberships = pgTable(
  'pool_memberships',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => pools.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['APPLIED', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('APPLIED'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    jobNotificationsEnabled: boolean('job_notifications_enabled').notNull().default(true),
    /** For the job-notification toggle links in mails (no login needed). */
    notificationUuid: uuid('notification_uuid').notNull().defaultRandom(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('pool_memberships_freelancer_pool').on(t.clientId, t.freelancerId, t.poolId),
    uniqueIndex('pool_memberships_uuid').on(t.notificationUuid),
    index('pool_memberships_pool').on(t.poolId),
    tenantPolicy(),
  ],
).enableRLS();

/** The ten display statuses of an application: the domain's list, so the two never drift apart. */
export const APPLICATION_STATUS_VALUES = APPLICATION_STATUSES;

/**
 * The draft of an application as the flow saves it step by step (contract `ApplicationFlowPatch`
 * without the rate, which has columns of its own, and without the slot, which `interview_slots`
 * holds). Kept once submitted: editing an application starts from it.
 */
export interface StoredApplicationDraft {
  parentAnswersList?: unknown[];
  childAnswersList?: Record<string, unknown[]>;
  selectedCv?: { contentType: 'application/pdf'; id: number; name: string; uuid: string } | null;
  motivationComment?: string;
  cvCover?: { contentType: 'application/pdf'; name: string; uuid: string } | null;
  alternativeInterviewSlot?: boolean;
  resumeMethod?: 1 | 2;
  coverLetterMethod?: 1 | 2;
  /** Steps saved at least once, for `flowsteps`' `completed`. */
  stepsDone?: string[];
}

/**
 * Applications of freelancers to projects: an UNDER_CONSTRUCTION draft patched step by step, then
 * submitted once. One per freelancer and project, whatever its status (a withdrawn application is
 * not re-opened by applying again). Money is kept in integer minor units of its currency.
 */
export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull().default('UNDER_CONSTRUCTION'),
    longStatus: text('long_status', {
      enum: ['ACCEPTED', 'ARCHIVED_ACCEPTED', 'DELETED', 'PENDING', 'REJECTED', 'WITHDRAWN'],
    }),
    stepName: text('step_name'),
    draft: jsonb('draft').$type<StoredApplicationDraft>().notNull().default({}),
    /** The talent's rate in minor units of `rate_currency`, per `rate_unit`. */
    talentRateMinor: bigint('talent_rate_minor', { mode: 'number' }),
    /** The rate shown to the client (the talent rate plus the tenant's margin), same currency and unit. */
    displayRateMinor: bigint('display_rate_minor', { mode: 'number' }),
    rateCurrency: text('rate_currency'),
    rateUnit: text('rate_unit', { enum: ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] }),
    /** The submitted CV (uploaded, or generated from the profile at submission). */
    cvFileId: bigint('cv_file_id', { mode: 'number' }).references(() => files.id),
    coverFileId: bigint('cover_file_id', { mode: 'number' }).references(() => files.id),
    /** The submit payload as accepted (contract `SubmitPayload`), for `load` and the VMS. */
    submission: jsonb('submission').$type<Record<string, unknown>>(),
    invitationId: bigint('invitation_id', { mode: 'number' }).references((): AnyPgColumn => invitations.id, {
      onDelete: 'set null',
    }),
    withdrawReason: text('withdraw_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_freelancer_project').on(t.clientId, t.freelancerId, t.projectId),
    index('applications_freelancer_created').on(t.clientId, t.freelancerId, t.createdAt),
    index('applications_project').on(t.projectId),
    index('applications_cv_file').on(t.cvFileId),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The status history of an application (its timeline and the VMS feed): one row per change, in
 * order of `id`. `external_id` deduplicates changes pushed in by the client's system.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUS_VALUES }).notNull(),
    /** Who moved it: the talent, the client's system, or the portal itself (delivery). */
    source: text('source', { enum: ['TALENT', 'VMS', 'SYSTEM'] }).notNull(),
    externalId: text('external_id'),
    note: text('note'),
    createdAt: created(),
  },
  (t) => [
    index('application_events_application').on(t.applicationId, t.id),
    index('application_events_client_id').on(t.clientId, t.id),
    uniqueIndex('application_events_external').on(t.clientId, t.externalId),
    tenantPolicy(),
  ],
).enableRLS();

/** Invitations to apply, created by the client's system for a freelancer and a project. */
export const invitations = pgTable(
  'invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Contract `InvitationState`: cr created, st started, cn canceled, ex expired, cm completed. */
    state: text('state', { enum: ['cr', 'st', 'cn', 'ex', 'cm'] })
      .notNull()
      .default('cr'),
    /** Contract `InvitationCode`. */
    code: text('code', { enum: ['sf', 'cre', 'inv', 'can', 'exp', 'str', 'com', 'cf', 'uc'] })
      .notNull()
      .default('inv'),
    message: text('message'),
    externalId: text('external_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_freelancer_state').on(t.clientId, t.freelancerId, t.state),
    uniqueIndex('invitations_external').on(t.clientId, t.externalId),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A project's live-interview slots, as the recruiter's availability came in through the
 * integration API. A slot is held by one application at a time: booking is one conditional UPDATE,
 * so of two talents booking the same slot at once exactly one wins. A draft's hold lapses at
 * `held_until`; a submitted application's hold has none.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => applications.id, {
      onDelete: 'set null',
    }),
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('interview_slots_project_start').on(t.projectId, t.startsAt),
    uniqueIndex('interview_slots_application').on(t.applicationId),
    tenantPolicy(),
  ],
).enableRLS();

/** Where a client's system (VMS) receives application webhooks, and the secret they are signed with. */
export const vmsWebhooks = pgTable(
  'vms_webhooks',
  {
    clientId: tenantColumn().primaryKey(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: created(),
  },
  () => [tenantPolicy()],
).enableRLS();

// ───────────────────────────── job alerts and digests ─────────────────────────────

/** A search's filters as a job alert keeps them (contract `ProjectSearchFilters`). */
export type StoredSearchFilters = Record<string, unknown>;

/**
 * Job alerts: a freelancer's saved searches (free text and the search page's filters), mailed as a
 * daily or weekly digest of the projects new since the previous one. At most 20 per freelancer.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: tenantColumn(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: DIGEST_FREQUENCIES }).notNull(),
    active: boolean('active').notNull().default(true),
    query: text('query'),
    filters: jsonb('filters').$type<StoredSearchFilters>().notNull().default({}),
    /** When a digest of the alert last went out (one with projects; an empty period mails nothing). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_freelancer').on(t.clientId, t.freelancerId), tenantPolicy()],
).enableRLS();

/**
 * One row per digest run: a job alert's or a freelancer's pool digest for one period (the UTC date
 * of a daily digest, the ISO week of a weekly one), keyed by its idempotency key
 * `digest:<kind>:<id>:<period>`. The digest job writes it in the transaction that queues the mail,
 * so a run repeated in the same period (a second sweep, a retried job) finds it and sends nothing;
 * `covered_until` is where the next run's "new since" starts.
 */
export const digestRuns = pgTable(
  'digest_runs',
  {
    key: text('key').primaryKey(),
    clientId: tenantColumn(),
    kind: text('kind', { enum: ['alert', 'pool'] }).notNull(),
    freelancerId: bigint('freelancer_id', { mode: 'number' })
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    jobAlertId: bigint('job_alert_id', { mode: 'number' }).references(() => jobAlerts.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** The projects published up to this moment were considered by this run. */
    coveredUntil: timestamp('covered_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** How many new projects the run found (0: nothing was mailed). */
    projectCount: integer('project_count').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('digest_runs_alert').on(t.jobAlertId, t.coveredUntil),
    index('digest_runs_freelancer').on(t.clientId, t.freelancerId, t.kind, t.coveredUntil),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The gazetteer (services/geo/gazetteer.ts): GeoNames' populated places, shared by every tenant and
 * filled once per database from the bundled dump (services/geo/gazetteerLoad.ts). No tenant
 * column and no row-level security: it is public reference data, read as `talent_app` too.
 */
export const gazetteerPlaces = pgTable('gazetteer_places', {
  /** The GeoNames id, the key projects keep of their city (`projects.site_place_id`). */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: bigint('population', { mode: 'number' }).notNull(),
});

/**
 * Every normalised name of each place (`normaliseName`): primary, ASCII, without a qualifier, and
 * the alternate names (other languages and scripts). Exact lookups go through the primary key;
 * typo lookups through the trigram index of the primary names.
 */
export const gazetteerNames = pgTable(
  'gazetteer_names',
  {
    key: text('key').notNull(),
    /**
     * A `gazetteer_places` id. No foreign key: the loader writes both tables in one transaction, and
     * a key checked per row would double the time of the 1.2 million inserts.
     */
    placeId: integer('place_id').notNull(),
    /** The place's own name or its ASCII spelling: a typo candidate (alternates are not). */
    isPrimary: boolean('is_primary').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.placeId] }),
    index('gazetteer_names_typo')
      .using('gin', t.key.op('gin_trgm_ops'))
      .where(sql`is_primary`),
  ],
);

/**
 * The dataset the gazetteer tables hold (one row): a server loads its own when this differs. The
 * row is written first, as the claim of the server loading it, and marked complete last: lookups
 * use the tables only when it is.
 */
export const gazetteerDatasets = pgTable('gazetteer_datasets', {
  /** Package, version and row format (`GazetteerDataset.id`). */
  id: text('id').primaryKey(),
  places: integer('places').notNull(),
  complete: boolean('complete').notNull().default(false),
  /** When the loading server claimed the load (or last finished a batch): a stale claim is a crashed load. */
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
