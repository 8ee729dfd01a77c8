// Application statuses as displayed (spec §4): each has a type, an icon, a label and a description.
import { isOneOf } from './enums.ts';

/** The ten display statuses of an application. */
export const APPLICATION_STATUSES = [
  'SENT_TO_CLIENT',
  'SEND_FAILED',
  'ACTIVE',
  'UNCONFIRMED',
  'HIRED',
  'REJECTED_BY_MSP',
  'REJECTED_BY_VMS',
  'WITHDRAWN',
  'SEND_PENDING',
  'UNDER_CONSTRUCTION',
] as const;
/** An application display status. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The long-form application status set. */
export const APPLICATION_LONG_STATUSES = [
  'ACCEPTED',
  'ARCHIVED_ACCEPTED',
  'DELETED',
  'PENDING',
  'REJECTED',
  'WITHDRAWN',
] as const;
/** A long-form application status. */
export type ApplicationLongStatus = (typeof APPLICATION_LONG_STATUSES)[number];

/** Short status codes and the display status each stands for. */
export const APPLICATION_STATUS_CODES = {
  a: 'ACTIVE',
  h: 'HIRED',
  rm: 'REJECTED_BY_MSP',
  rv: 'REJECTED_BY_VMS',
  sf: 'SEND_FAILED',
  sp: 'SEND_PENDING',
  s2c: 'SENT_TO_CLIENT',
  uc: 'UNCONFIRMED',
  co: 'UNDER_CONSTRUCTION',
  w: 'WITHDRAWN',
} as const satisfies Record<string, ApplicationStatus>;
/** A short application status code. */
export type ApplicationStatusCode = keyof typeof APPLICATION_STATUS_CODES;

/** Severity a status is shown with. */
export type StatusType = 'info' | 'success' | 'warning' | 'error';

/** Semantic icon names; the design system maps them to glyphs of its icon set. */
export type StatusIcon = 'send' | 'alert' | 'progress' | 'question' | 'check' | 'block' | 'undo' | 'hourglass' | 'edit';

/** How one application status is displayed. */
export interface ApplicationStatusDisplay {
  readonly type: StatusType;
  readonly icon: StatusIcon;
  /** Message id of the status label. */
  readonly labelKey: string;
  /** Message id of the one-sentence status description. */
  readonly descriptionKey: string;
}

const display = (key: string, type: StatusType, icon: StatusIcon): ApplicationStatusDisplay => ({
  type,
  icon,
  labelKey: `applicationStatus.${key}.label`,
  descriptionKey: `applicationStatus.${key}.description`,
});

const DISPLAY: Record<ApplicationStatus, ApplicationStatusDisplay> = {
  SENT_TO_CLIENT: display('SENT_TO_CLIENT', 'info', 'send'),
  SEND_FAILED: display('SEND_FAILED', 'error', 'alert'),
  ACTIVE: display('ACTIVE', 'info', 'progress'),
  UNCONFIRMED: display('UNCONFIRMED', 'warning', 'question'),
  HIRED: display('HIRED', 'success', 'check'),
  REJECTED_BY_MSP: display('REJECTED_BY_MSP', 'error', 'block'),
  REJECTED_BY_VMS: display('REJECTED_BY_VMS', 'error', 'block'),
  WITHDRAWN: display('WITHDRAWN', 'warning', 'undo'),
  SEND_PENDING: display('SEND_PENDING', 'info', 'hourglass'),
  UNDER_CONSTRUCTION: display('UNDER_CONSTRUCTION', 'warning', 'edit'),
};

/** Display of a status the portal does not know (the spec's placeholder entry). */
export const APPLICATION_STATUS_PLACEHOLDER: ApplicationStatusDisplay = display('placeholder', 'info', 'question');

/** Type, icon and message ids of an application status; unknown statuses get the placeholder. */
export function applicationStatusDisplay(status: string | null | undefined): ApplicationStatusDisplay {
  return isOneOf(APPLICATION_STATUSES, status) ? DISPLAY[status] : APPLICATION_STATUS_PLACEHOLDER;
}

/** Display status of a short status code, or undefined for an unknown code. */
export function applicationStatusFromCode(code: string): ApplicationStatus | undefined {
  return Object.hasOwn(APPLICATION_STATUS_CODES, code)
    ? APPLICATION_STATUS_CODES[code as ApplicationStatusCode]
    : undefined;
}

/** Whether a project is open for applications: only ACTIVE is open, every other status is closed. */
export function isProjectOpen(project: { readonly status?: string | null }): boolean {
  return project.status === 'ACTIVE';
}
