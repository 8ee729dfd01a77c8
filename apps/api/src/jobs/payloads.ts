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
