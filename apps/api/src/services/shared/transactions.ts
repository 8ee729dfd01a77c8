// How a workflow that needs more than one transaction gets them. A service that must do work
// outside a transaction between two of them (draw a PDF in a worker, store a file: on the embedded
// database a transaction must never wait for work elsewhere) is handed these by its caller; the
// HTTP layer's are `inTenant` / `asFreelancer` of http/operations.ts (the request's tenant, row-level
// security, the read replica's note of a writer), a test's can be plain `withTenant`.
import type { Tx } from '../../db/client.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import type { Log } from './log.ts';

/** Runs `work` in one transaction of the tenant and resolves to its result once committed. */
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** `InTransaction` as the logged-in freelancer, read first in the same transaction (401 when there is none). */
export type AsFreelancer = <T>(work: (tx: Tx, freelancer: FreelancerRow) => Promise<T>) => Promise<T>;

/** Who runs a multi-transaction workflow: the tenant, its transactions and where to log. */
export interface Actor {
  readonly tenant: Tenant;
  readonly inTenant: InTransaction;
  readonly asFreelancer: AsFreelancer;
  readonly log: Log;
}
