// What the jobs of each queue carry. Plain JSON: a job may run in another process or after a
// restart, so it holds everything its delivery needs and nothing that lives in memory.

/** One email or SMS, already rendered in the recipient's language and the tenant's brand. */
export interface MessageJob {
  /** Idempotency key of the delivery (the outbox and the SMTP record are keyed by it). */
  readonly key: string;
  /** The tenant the message belongs to (row-level security of the delivery records). */
  readonly clientId: string;
  readonly channel: 'email' | 'sms';
  /** Email address or E.164 phone number. */
  readonly to: string;
  /** Email subject; empty for SMS. */
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** The links in the message (the dev mailbox lists them). */
  readonly links: readonly string[];
  /** Files attached to an email (an interview's calendar invitation); absent on older jobs. */
  readonly attachments?: readonly MessageAttachment[];
  /**
   * Extra headers of an email: RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` on mail to
   * an account holder. Absent on SMS, on mail to people without an account, and on older jobs.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A file attached to an email, as text (calendar invitations are text). */
export interface MessageAttachment {
  readonly filename: string;
  /** The full content type, parameters included (`text/calendar; method=REQUEST; charset=utf-8`). */
  readonly contentType: string;
  readonly content: string;
}

/** A change of an application for the client's system (VMS): delivered by signed webhook. */
export interface VmsEventJob {
  /** The tenant the event belongs to (row-level security of the reads). */
  readonly clientId: string;
  /** The `application_events` row; its id is the delivery's id, so the receiver can deduplicate. */
  readonly eventId: number;
}

/**
 * A job of the `digest` queue: the sweep (scheduled daily, or run by the dev trigger) that finds the
 * digests due and queues one job each, or one digest — a job alert's, or a freelancer's pool
 * digest — for one period. The idempotency key of a digest job is `digest:<kind>:<id>:<period>`.
 */
export type DigestJob =
  | {
      readonly type: 'sweep';
      /** Only this tenant (the dev trigger); every tenant when absent (the schedule). */
      readonly clientId?: string;
    }
  | {
      readonly type: 'alert' | 'pool';
      readonly clientId: string;
      /** The job alert's id (`alert`) or the freelancer's (`pool`). */
      readonly id: number;
      /** The UTC date (`2026-11-24`) of a daily digest, the ISO week (`2026-W48`) of a weekly one. */
      readonly periodKey: string;
    };
/** A talent's data export to build, or to retire once its link has expired. */
export interface DataExportJob {
  readonly clientId: string;
  /** The `data_exports` row. */
  readonly exportId: string;
  readonly action: 'build' | 'expire';
}

/**
 * What an erasure leaves to do after its transaction: file contents to delete and message jobs
 * (queued, sent or dead) that carry the erased talent's address or name. Ids and keys only: the job
 * itself must hold no personal data, or it would outlive the erasure in the queue's history.
 */
export interface ErasureCleanupJob {
  readonly clientId: string;
  readonly storageKeys: readonly string[];
  readonly messageJobs: readonly { readonly queue: string; readonly id: string }[];
}

/**
 * Stored content that may have lost its row (services/files/contentChecks.ts): removed, with any
 * partial write of it, unless a row names it when the job runs.
 */
export interface StorageCheckJob {
  readonly clientId: string;
  readonly storageKey: string;
}
