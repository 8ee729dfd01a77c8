// /app/project?tab=applications: the talent's unfinished applications (server drafts, to continue
// on any device), then the submitted ones, newest first, a page at a time, optionally narrowed to
// one status. Each shows its status, history and the actions still open (edit, withdraw).
import type { Application } from '@talent/api-client';
import { applicationStatusText, useDocumentTitle, usePortal } from '@talent/app-context';
import { APPLICATION_STATUSES, isOneOf, jobLink, searchLink } from '@talent/domain';
import type { ApplicationStatus } from '@talent/domain';
import { Button, Card, EmptyState, Link, LoadFailure, Select, Skeleton, actionLink } from '@talent/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ApplicationCard } from '../../components/ApplicationCard/ApplicationCard.tsx';
import { formatLongDate } from '../../format.ts';
import { applyHref } from '../../links.ts';
import { messages } from '../../messages.ts';
import { applicationDraftsQuery, applicationsQuery } from '../../queries.ts';
import * as shared from '../../styles.css.ts';
import * as styles from './ApplicationsPage.css.ts';

/** The statuses the filter offers: drafts are listed apart, above the filter. */
const FILTER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'UNDER_CONSTRUCTION');

function Drafts({ drafts }: { readonly drafts: readonly Application[] }): ReactElement {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(messages.draftsTitle)}
      </h2>
      <p className={shared.intro}>{intl.formatMessage(messages.draftsIntro)}</p>
      <ul className={shared.list}>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Card
              as="article"
              title={<Link href={jobLink(draft.job, true)}>{draft.job.title}</Link>}
              actions={
                // The apply page picks the server draft up (createApplication answers it with 200).
                <a href={applyHref(draft.job.id)} className={actionLink}>
                  {intl.formatMessage(messages.continueDraft)}
                </a>
              }
            >
              <ul className={shared.facts}>
                {draft.job.siteCity ? <li>{draft.job.siteCity}</li> : null}
                <li>
                  <time dateTime={draft.created}>
                    {intl.formatMessage(messages.startedOn, { date: formatLongDate(intl, draft.created) })}
                  </time>
                </li>
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ApplicationsPage(): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const title = intl.formatMessage(messages.applicationsTitle);
  useDocumentTitle(title);
  const listHeadingId = useId();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);

  const drafts = useQuery(applicationDraftsQuery(api));
  const list = useInfiniteQuery(applicationsQuery(api, status));
  const applications = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  let content: ReactElement;
  if (list.isPending) {
    content = <Skeleton label={intl.formatMessage(messages.applicationsLoading)} variant="rect" height={160} />;
  } else if (list.isError) {
    content = (
      <LoadFailure
        message={intl.formatMessage(messages.applicationsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (applications.length === 0) {
    content = status ? (
      <EmptyState headingLevel={3} title={intl.formatMessage(messages.emptyFilteredTitle)} />
    ) : (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
        action={<Link href={searchLink(tenant.config, true)}>{intl.formatMessage(messages.searchProjects)}</Link>}
      />
    );
  } else {
    content = (
      <>
        <ul className={shared.list}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          <p className={styles.count} role="status">
            {intl.formatMessage(messages.shownOfTotal, { shown: applications.length, total })}
          </p>
          {list.hasNextPage ? (
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {intl.formatMessage(messages.loadMore)}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>{title}</h1>
        <p className={shared.intro}>{intl.formatMessage(messages.applicationsIntro)}</p>
      </header>
      {drafts.data && drafts.data.length > 0 ? <Drafts drafts={drafts.data} /> : null}
      <section className={styles.section} aria-labelledby={listHeadingId}>
        <div className={styles.listHead}>
          <h2 id={listHeadingId} className={styles.sectionTitle}>
            {intl.formatMessage(messages.submittedTitle)}
          </h2>
          <Select
            className={styles.filter}
            label={intl.formatMessage(messages.statusFilter)}
            value={status ?? ''}
            placeholder={intl.formatMessage(messages.statusFilterAll)}
            options={FILTER_STATUSES.map((s) => ({ value: s, label: applicationStatusText(intl, s).label }))}
            onChange={(event) =>
              setStatus(isOneOf(APPLICATION_STATUSES, event.target.value) ? event.target.value : null)
            }
          />
        </div>
        {content}
      </section>
    </div>
  );
}
