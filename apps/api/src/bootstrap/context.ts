// What every handler can use: configuration, database, tenants, tokens, messaging, clock.
import type { IdentityTokenVerifier } from '../services/identity/identityTokens.ts';
import type { AccessClaims, AccessTokens } from '../services/identity/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from '../db/client.ts';
import type { ReadRouting } from '../db/readRouting.ts';
import type { EventLoopMonitor } from '../http/eventLoop.ts';
import type { IpLocator } from '../services/geo/ipLocation.ts';
import type { GazetteerLoader } from '../services/geo/gazetteerLoad.ts';
import type { LegalVersions } from '../services/profile/legal.ts';
import type { Digests } from '../services/notifications/digests.ts';
import type { CatalogGenerations, SearchCache } from '../services/catalog/searchCache.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { MessageDelivery } from '../services/messaging/delivery.ts';
import type { Sessions } from '../services/identity/sessions.ts';
import type { Messenger } from '../services/messaging/messenger.ts';
import type { AccountConcurrency } from '../limits/concurrency.ts';
import type { Limiter } from '../limits/limiter.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenants.ts';

/** Verifies reCAPTCHA tokens and OpenID Connect ID tokens (injectable: tests point them at local servers). */
export interface ExternalVerifiers {
  /** True when the token is valid for the tenant's reCAPTCHA; only called when the tenant enables it. */
  readonly recaptcha: (tenant: Tenant, token: string | undefined, remoteIp: string) => Promise<boolean>;
  /** The claims of an ID token the issuer signed for the client id; a 401 problem otherwise. */
  readonly identityToken: IdentityTokenVerifier;
}

/** The server's services. */
export interface ServerContext {
  readonly config: Config;
  readonly database: Database;
  /** The location lookup's dataset in the database: `ready()` once it is loaded. */
  readonly gazetteer: GazetteerLoader;
  /** Where searches and public reads run: the read replica when fresh enough, else the primary. */
  readonly reads: ReadRouting;
  readonly tenants: TenantRegistry;
  readonly accessTokens: AccessTokens;
  /** Renders messages and queues their delivery. */
  readonly messenger: Messenger;
  /** Background jobs (deliveries, webhooks and digests). */
  readonly jobs: JobQueue;
  /** How `message` jobs are delivered (SMTP or the dev outbox). */
  readonly delivery: MessageDelivery;
  readonly limiter: Limiter;
  /** Heavy work (uploads checked, CVs parsed or generated) in progress per account, bounded. */
  readonly heavyWork: AccountConcurrency;
  /** Whether Redis answers (REDIS_URL set), for /readyz; undefined without Redis. */
  readonly redisAnswers: (() => Promise<boolean>) | undefined;
  /** Revoked sessions, checked on every authenticated request (memory, or Redis when REDIS_URL). */
  readonly sessions: Sessions;
  /** Contents of uploaded files (local disk under FILES_DIR by default). */
  readonly storage: FileStorage;
  readonly verifiers: ExternalVerifiers;
  /**
   * Current versions of the tenant's terms and privacy statement: its CMS pages `terms` and
   * `privacy` at this moment (`legalVersions` of services/profile/legal.ts with `now`).
   */
  legal(tenant: Tenant): LegalVersions;
  /** Where an IP address is (IP detection on project search). */
  readonly locateIp: IpLocator;
  /** Anonymous project searches, cached briefly; told when a tenant's catalog changes. */
  readonly searchCache: SearchCache;
  /**
   * Each tenant's catalog generation, bumped by every change of its catalog (`searchCache.catalogChanged`):
   * what caches the catalog's pages by (the portal's rendered pages) keys on it.
   */
  readonly catalogGenerations: CatalogGenerations;
  /** The digest sweep and digest jobs (job alerts, pool digests); the dev trigger runs the sweep. */
  readonly digests: Digests;
  /** Event-loop delay of this process, shown on /readyz. */
  readonly eventLoop: EventLoopMonitor;
  /** Current time in epoch ms (injectable). */
  readonly now: () => number;
  /** Origin of the portal for a tenant, for links in messages (`http://acme.localhost:3000`). */
  portalOrigin(tenant: Tenant): string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant answering on this request's host. */
    tenant: Tenant;
    /** The authenticated freelancer, when the request carried a valid access token. */
    auth: AccessClaims | undefined;
  }
}
