// The database schema (Drizzle, PostgreSQL dialect; the same migrations run on PGlite and on
// PostgreSQL). Every tenant-owned table carries `client_id` and a row-level-security policy: the
// server runs each request as the non-owner role `talent_app` with `app.client_id` set, so a query
// that forgets its tenant filter still sees only its tenant's rows.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
    createdAt: created(),
  },
  (t) => [index('outbox_client_created').on(t.clientId, t.createdAt), tenantPolicy()],
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
