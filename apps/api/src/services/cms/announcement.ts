// A tenant's announcement (planned maintenance, a deadline): `tenants/<id>/announcement.json`,
// `{ "deadline": "…", "deadline_with_leadtime": "…" }` (ISO date-times). It is read again when the
// file changes, so operators can announce maintenance without restarting the server; a missing
// file means no announcement. An invalid file is logged by the caller's error handling as a 500,
// never shown half-read.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { Tenant } from '../../tenants/tenants.ts';

const isoDateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time with a time zone'));
const announcementSchema = v.strictObject({ deadline: isoDateTime, deadline_with_leadtime: isoDateTime });

/** An announcement as the contract's `Announcement` (normalised to UTC ISO strings). */
export interface Announcement {
  readonly deadline: string;
  readonly deadline_with_leadtime: string;
}

const cache = new Map<string, { mtimeMs: number; announcement: Announcement }>();

/** Reads and validates the tenant's announcement file; undefined when there is none. */
export function readAnnouncement(tenant: Tenant): Announcement | undefined {
  const file = join(tenant.dir, 'announcement.json');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.announcement;
  const parsed = v.safeParse(announcementSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Tenant ${tenant.id}: announcement.json is invalid: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  const announcement = {
    deadline: new Date(parsed.output.deadline).toISOString(),
    deadline_with_leadtime: new Date(parsed.output.deadline_with_leadtime).toISOString(),
  };
  cache.set(file, { mtimeMs, announcement });
  return announcement;
}

/** The announcement while its deadline has not passed. */
export function currentAnnouncement(tenant: Tenant, now: Date): Announcement | undefined {
  const announcement = readAnnouncement(tenant);
  return announcement && new Date(announcement.deadline) > now ? announcement : undefined;
}
