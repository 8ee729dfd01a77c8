// /app/project/{id}/apply (spec §2, §3, §4): the application flow, or instead of it why there is
// none. A new application starts from the local draft when this browser has one younger than 3
// days (with a notice saying so), else from the server draft, which continues where it was saved
// (an application started on a phone goes on on a laptop); a change of a submitted application
// starts from what was submitted (`draftFromApplication`).
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { ROUTES, draftFromApplication } from '@talent/domain';
import { EmptyState, Link, pageTitle, stack } from '@talent/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ApplyFlow, localDrafts } from '../../components/ApplyFlow/ApplyFlow.tsx';
import { draftFromFlow } from '../../flow.ts';
import { APPLICATIONS_TAB } from '../../loaders.ts';
import type { ApplyJob, ApplyPageData } from '../../loaders.ts';
import { flowMessages as messages } from '../../messages.ts';
import { applicationFlowQuery, cvFilesQuery, flowStepsQuery, loadedApplicationQuery } from '../../queries.ts';

/** Props of `ApplyPage`: what `loadApplyPage` returned. */
export interface ApplyPageProps {
  readonly data: ApplyPageData;
}

export function ApplyPage({ data }: ApplyPageProps): ReactElement {
  const intl = useIntl();
  const { job } = data;
  const editing = data.kind === 'flow' && data.mode === 'edit';
  const title = intl.formatMessage(editing ? messages.editTitle : messages.title, { title: job.title });
  useDocumentTitle(title);
  const projectPage = `${ROUTES.projects}/${job.id}`;
  const content = (() => {
    switch (data.kind) {
      case 'closed':
        return (
          <EmptyState
            title={intl.formatMessage(messages.closedTitle)}
            description={intl.formatMessage(messages.closedText, { title: job.title })}
            action={<Link href={projectPage}>{intl.formatMessage(messages.backToProject)}</Link>}
            headingLevel={2}
          />
        );
      case 'external':
        return (
          <EmptyState
            title={intl.formatMessage(messages.externalTitle)}
            description={intl.formatMessage(messages.externalText, { title: job.title })}
            action={
              <Link href={data.url} external newTabLabel={intl.formatMessage(messages.newTab)}>
                {intl.formatMessage(messages.externalLink)}
              </Link>
            }
            headingLevel={2}
          />
        );
      case 'notEditable':
        return (
          <EmptyState
            title={intl.formatMessage(messages.notEditableTitle)}
            description={intl.formatMessage(messages.notEditableText, { title: job.title })}
            action={<Link href={APPLICATIONS_TAB}>{intl.formatMessage(messages.toApplications)}</Link>}
            headingLevel={2}
          />
        );
      case 'flow':
        return data.mode === 'edit' ? (
          <EditApplication job={job} applicationId={data.applicationId} />
        ) : (
          <NewApplication job={job} applicationId={data.applicationId} />
        );
    }
  })();
  return (
    <div className={stack.lg}>
      <h1 className={pageTitle}>{title}</h1>
      {content}
    </div>
  );
}

interface StartProps {
  readonly job: ApplyJob;
  readonly applicationId: number;
}

function NewApplication({ job, applicationId }: StartProps): ReactElement {
  const { api } = usePortal();
  const { data: flow } = useSuspenseQuery(applicationFlowQuery(api, job.id));
  const { data: steps } = useSuspenseQuery(flowStepsQuery(api, applicationId));
  // Read once: the flow keeps the draft from here on.
  const [start] = useState(() => {
    const restored = localDrafts().restore(job.id);
    if (restored && String(restored.draft.applicationId) === String(flow.applicationId)) {
      return { draft: restored.draft, step: restored.stepName, restoredAt: restored.savedAt };
    }
    // The server's stepName is the last step saved: go on with the one after it.
    const names = steps.map((s) => s.name);
    const saved = flow.stepName ? names.indexOf(flow.stepName) : -1;
    const step = saved >= 0 ? (names[Math.min(saved + 1, names.length - 1)] ?? null) : null;
    return { draft: draftFromFlow(flow), step, restoredAt: null };
  });
  return (
    <ApplyFlow
      job={job}
      applicationId={applicationId}
      mode="new"
      initialDraft={start.draft}
      initialStep={start.step}
      restoredAt={start.restoredAt}
    />
  );
}

function EditApplication({ job, applicationId }: StartProps): ReactElement {
  const { api } = usePortal();
  const { data: loaded } = useSuspenseQuery(loadedApplicationQuery(api, applicationId));
  const { data: files } = useSuspenseQuery(cvFilesQuery(api));
  const [draft] = useState(() => {
    const base = draftFromApplication(loaded);
    // The submitted CV with its name, when it is still among the talent's files.
    const cv = files.find((f) => f.uuid === loaded.cvUuid);
    return cv
      ? { ...base, selectedCv: { contentType: 'application/pdf' as const, id: cv.id, name: cv.name, uuid: cv.uuid } }
      : base;
  });
  return (
    <ApplyFlow
      job={job}
      applicationId={applicationId}
      mode="edit"
      initialDraft={draft}
      initialStep={null}
      restoredAt={null}
    />
  );
}
