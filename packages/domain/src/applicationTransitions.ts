// How an application's display status may change, and who may change it. The server refuses any
// other move (spec §4 leaves the server-side transitions to us): the talent submits and withdraws,
// the portal's delivery marks an application sent or failed, and the client's system (VMS) moves
// it through its review. HIRED, the two rejections and WITHDRAWN are final.
import type { ApplicationLongStatus, ApplicationStatus } from './statuses.ts';

/** Who moves an application: the talent, the portal itself (delivery), or the client's system. */
export type ApplicationActor = 'TALENT' | 'SYSTEM' | 'VMS';

const REVIEW: readonly ApplicationStatus[] = ['ACTIVE', 'UNCONFIRMED', 'HIRED', 'REJECTED_BY_MSP', 'REJECTED_BY_VMS'];

/** For each status, the statuses each actor may move it to. */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStatus, Readonly<Partial<Record<ApplicationActor, readonly ApplicationStatus[]>>>>
> = {
  UNDER_CONSTRUCTION: { TALENT: ['SEND_PENDING'] },
  SEND_PENDING: {
    TALENT: ['WITHDRAWN'],
    SYSTEM: ['SENT_TO_CLIENT', 'SEND_FAILED'],
    VMS: ['SENT_TO_CLIENT', ...REVIEW],
  },
  SEND_FAILED: {
    // Editing a failed application sends it again.
    TALENT: ['SEND_PENDING', 'WITHDRAWN'],
    SYSTEM: ['SENT_TO_CLIENT'],
    VMS: ['SENT_TO_CLIENT', ...REVIEW],
  },
  SENT_TO_CLIENT: { TALENT: ['SEND_PENDING', 'WITHDRAWN'], VMS: REVIEW },
  ACTIVE: { TALENT: ['WITHDRAWN'], VMS: REVIEW.filter((status) => status !== 'ACTIVE') },
  UNCONFIRMED: { TALENT: ['WITHDRAWN'], VMS: REVIEW.filter((status) => status !== 'UNCONFIRMED') },
  HIRED: {},
  REJECTED_BY_MSP: {},
  REJECTED_BY_VMS: {},
  WITHDRAWN: {},
};

/** The statuses `actor` may move an application in `from` to. */
export function nextApplicationStatuses(
  from: ApplicationStatus,
  actor: ApplicationActor,
): readonly ApplicationStatus[] {
  return APPLICATION_TRANSITIONS[from][actor] ?? [];
}

/** Whether `actor` may move an application from `from` to `to`. */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor): boolean {
  return nextApplicationStatuses(from, actor).includes(to);
}

/** Whether nobody can move an application any more (hired, rejected or withdrawn). */
export function isApplicationFinal(status: ApplicationStatus): boolean {
  return Object.keys(APPLICATION_TRANSITIONS[status]).length === 0;
}

/** Whether the talent may withdraw an application in this status. */
export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return canMoveApplication(status, 'WITHDRAWN', 'TALENT');
}

const EDITABLE: readonly ApplicationStatus[] = ['SEND_PENDING', 'SEND_FAILED', 'SENT_TO_CLIENT'];

/**
 * Whether the talent may still change a submitted application: until the client has started
 * reviewing it (waiting to be sent, failed, or sent), as the changed application is sent again.
 */
export function canEditApplication(status: ApplicationStatus): boolean {
  return EDITABLE.includes(status);
}

/** The long-form status of a display status (null for a draft). */
export function longStatusOf(status: ApplicationStatus): ApplicationLongStatus | null {
  switch (status) {
    case 'UNDER_CONSTRUCTION':
      return null;
    case 'HIRED':
      return 'ACCEPTED';
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    case 'REJECTED_BY_MSP':
    case 'REJECTED_BY_VMS':
      return 'REJECTED';
    default:
      return 'PENDING';
  }
}
