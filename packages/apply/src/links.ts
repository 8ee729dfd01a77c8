// Where the applications and invitations tabs send the talent (spec §2 routes).
import { ROUTES } from '@talent/domain';

/**
 * The job's apply page: it starts the application, or picks up the talent's server draft
 * (createApplication answers an existing draft with 200), so "Accept" and "Continue" both go here.
 */
export function applyHref(jobId: number): string {
  return `${ROUTES.projects}/${jobId}/apply`;
}

/** The apply page in edit mode (`edit=1`, see `parseApplySearch`), for a submitted application. */
export function editApplicationHref(jobId: number): string {
  return `${applyHref(jobId)}?edit=1`;
}
