// Rows that belong to one freelancer of one tenant: every such table has `client_id` and
// `freelancer_id`, and reading, exporting or erasing them filters on both (row-level security is
// the second wall, not the first).
import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table of rows that belong to one freelancer of one tenant. */
export type FreelancerTable = PgTable & { readonly clientId: AnyPgColumn; readonly freelancerId: AnyPgColumn };

/** Whose rows. */
export interface FreelancerOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** The condition for the owner's rows of `table`. */
export function ofFreelancer(table: FreelancerTable, owner: FreelancerOwner): SQL {
  return and(eq(table.clientId, owner.clientId), eq(table.freelancerId, owner.freelancerId))!;
}
