// /projects/ext/{id}/apply for a visitor (spec §4 short onboarding): the job is kept in this browser
// (the collected job: id, title, city, hours) and the visitor is sent to sign up, with the promise
// of coming back to it; onboarding then is the short one and ends on the job. "Back to the
// project" drops the kept job (spec §2 frameless layout's cancel).
import { collectedJobStore, useDocumentTitle, usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Link, pageTitle, stack } from '@talent/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { JobSummary } from '../../components/JobSummary/JobSummary.tsx';
import { messages } from '../../messages.ts';
import { visitorJobQuery } from '../../queries.ts';
import * as styles from './VisitorApplyPage.css.ts';

/** Props of `VisitorApplyPage`: the client's own job id the loader found. */
export interface VisitorApplyPageProps {
  readonly vmsId: string;
}

export function VisitorApplyPage({ vmsId }: VisitorApplyPageProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const { data: found } = useSuspenseQuery(visitorJobQuery(api, vmsId, false));
  useDocumentTitle(intl.formatMessage(messages.visitorTitle));
  const job = useMemo(
    () =>
      found
        ? {
            id: found.id,
            title: found.title,
            siteCity: found.siteCity ?? null,
            hoursPerWeek: found.hoursPerWeek ?? null,
          }
        : null,
    [found],
  );
  // Kept when the page is shown (not in the loader, which also runs on a link's preload).
  useEffect(() => {
    if (job) collectedJobStore().save(job);
  }, [job]);
  const jobPage = `${ROUTES.publicSearch}/ext/${encodeURIComponent(vmsId)}`;

  return (
    <div className={stack.lg}>
      <h1 className={pageTitle}>{intl.formatMessage(messages.visitorTitle)}</h1>
      {job ? <JobSummary job={job} heading={intl.formatMessage(messages.visitorSaved)} /> : null}
      <p>{intl.formatMessage(messages.visitorNote)}</p>
      <div className={styles.actions}>
        <Link href={ROUTES.signup} className={styles.primary}>
          {intl.formatMessage(messages.visitorSignup)}
        </Link>
        <Link href={`${ROUTES.login}?redirect=${encodeURIComponent(`${jobPage}/apply`)}`}>
          {intl.formatMessage(messages.visitorLogin)}
        </Link>
        <Link href={jobPage} onClick={() => collectedJobStore().clear()}>
          {intl.formatMessage(messages.visitorCancel)}
        </Link>
      </div>
    </div>
  );
}
