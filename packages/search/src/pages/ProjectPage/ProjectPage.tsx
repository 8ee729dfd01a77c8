// The project page: public `/projects/{title}/{id}` and `/projects/ext/{vmsId}`, in-app
// `/app/project/{id}`. Title, status, facts, description, the way to apply, similar projects;
// in-app also "Not interested". Every view is counted once (GET /project/{id}/pageOpen).
import { unwrap } from '@talent/api-client';
import type { Job, TalentApi } from '@talent/api-client';
import { useDocumentTitle, usePortal, useSession } from '@talent/app-context';
import { ROUTES, isProjectOpen, poolLink, projectTabHref, searchLink } from '@talent/domain';
import { Alert, Button, Link, SafeHtml, Skeleton, actionLink } from '@talent/ui';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fact } from '../../components/ProjectCard/jobFacts.ts';
import type { JobFact } from '../../components/ProjectCard/jobFacts.ts';
import { ProjectCard } from '../../components/ProjectCard/ProjectCard.tsx';
import { ProjectStatusBadge } from '../../components/ProjectStatusBadge/ProjectStatusBadge.tsx';
import { durationMonths, formatDate, formatPlace, formatRate, formatWorkMode, languageName } from '../../format.ts';
import { messages } from '../../messages.ts';
import { projectPageMessages } from '../../projectPageMessages.ts';
import { searchKeys, projectByVmsIdQuery, projectQuery, similarProjectsQuery } from '../../queries.ts';
import type { SearchMode } from '../../searchRequest.ts';
import * as styles from './ProjectPage.css.ts';

/** Props of `ProjectPage`. */
export interface ProjectPageProps {
  /** The project's id (the route loader has checked it and loaded the project). */
  readonly id: number;
  /** The public page of visitors or the in-app page of talent. */
  readonly mode: SearchMode;
  /** The client's own id when the page was opened by it (`/projects/ext/{id}`). */
  readonly vmsId?: string;
}

/** Counts one view of the page per project shown (React's development double effects included). */
function usePageOpen(api: TalentApi, id: number): void {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    // A lost page view is not the reader's problem: no error is shown.
    api.quiet.GET('/project/{id}/pageOpen', { params: { path: { id } } }).catch(() => undefined);
  }, [api, id]);
}

/** Everything the details list shows, in reading order; unknown fields are left out. */
function detailFacts(intl: IntlShape, job: Job): JobFact[] {
  const months = durationMonths(job.assignmentPeriodStart, job.assignmentPeriodEnd);
  const facts = [
    fact('rate', intl.formatMessage(messages.rate), formatRate(intl, job.rateRange)),
    fact('place', intl.formatMessage(messages.jobLocation), formatPlace(intl, job.siteCity, job.siteCountry)),
    fact('work', intl.formatMessage(messages.workPreference), formatWorkMode(intl, job)),
    fact(
      'hours',
      intl.formatMessage(messages.hours),
      job.hoursPerWeek == null ? undefined : intl.formatMessage(messages.hoursValue, { hours: job.hoursPerWeek }),
    ),
    fact(
      'start',
      intl.formatMessage(messages.start),
      job.assignmentPeriodStart ? formatDate(intl, job.assignmentPeriodStart) : undefined,
    ),
    fact(
      'end',
      intl.formatMessage(messages.end),
      job.assignmentPeriodEnd ? formatDate(intl, job.assignmentPeriodEnd) : undefined,
    ),
    fact(
      'duration',
      intl.formatMessage(messages.jobDuration),
      months === undefined ? undefined : intl.formatMessage(messages.durationValue, { months }),
    ),
    fact(
      'deadline',
      intl.formatMessage(messages.deadline),
      job.periodDeadline ? formatDate(intl, job.periodDeadline) : undefined,
    ),
    fact(
      'positions',
      intl.formatMessage(messages.positions),
      job.positionsNumber == null ? undefined : intl.formatNumber(job.positionsNumber),
    ),
    fact('type', intl.formatMessage(messages.jobType), job.jobType ?? undefined),
    fact(
      'language',
      intl.formatMessage(messages.jobLanguage),
      job.jobLanguage ? languageName(intl, job.jobLanguage) : undefined,
    ),
  ];
  return facts.filter((f): f is JobFact => f !== undefined);
}

/** Where "Apply" goes (spec §2): in-app the application flow; visitors the public flow by the client's id, else login first. */
function applyTarget(job: Job, mode: SearchMode, vmsId: string | undefined): { href: string; login: boolean } {
  if (mode === 'app') return { href: `${ROUTES.projects}/${job.id}/apply`, login: false };
  const external = vmsId ?? job.vmsId;
  if (external) return { href: `${ROUTES.publicSearch}/ext/${encodeURIComponent(external)}/apply`, login: false };
  const back = `${ROUTES.projects}/${job.id}/apply`;
  return { href: `${ROUTES.login}?redirect=${encodeURIComponent(back)}`, login: true };
}

/** The talent's applications (the applications tab of the in-app project search). */
const APPLICATIONS_TAB = projectTabHref('applications');

/** "Apply": log in first, continue the talent's unsubmitted application, or start one. */
function applyLabel(login: boolean, hasDraft: boolean): MessageDescriptor {
  if (login) return projectPageMessages.applyLogin;
  return hasDraft ? projectPageMessages.continueApplication : projectPageMessages.apply;
}

export function ProjectPage({ id, mode, vmsId }: ProjectPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api, locale, tenant } = portal;
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const project = projectQuery(api, { id, locale, mode });
  const { data: job } = useSuspenseQuery(project);
  const similar = useQuery(similarProjectsQuery(api, { id, locale, mode }));
  useDocumentTitle(job.title);
  usePageOpen(api, id);

  const titleId = useId();
  const detailsId = useId();
  const descriptionId = useId();
  const similarId = useId();

  const exclusion = useMutation({
    mutationFn: async (excluded: boolean) => {
      if (excluded) await unwrap(api.client.POST('/project/exclude/{id}', { params: { path: { id } } }));
      else await unwrap(api.client.POST('/project/exclude', { body: { projectIds: [id], excluded: false } }));
    },
    onSuccess: async (_nothing, excluded) => {
      queryClient.setQueryData(project.queryKey, (old) => (old ? { ...old, excluded } : old));
      portal.notify({
        tone: 'success',
        message: intl.formatMessage(
          excluded ? projectPageMessages.notInterestedDone : projectPageMessages.includedAgain,
        ),
      });
      // Searches (and similar-project lists) leave out excluded projects: ask again next time.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: searchKeys.results() }),
        queryClient.invalidateQueries({ queryKey: searchKeys.similars() }),
      ]);
    },
  });

  // The button pressed is replaced by its opposite: keep keyboard focus on the new one.
  const actions = useRef<HTMLDivElement>(null);
  const excluded = job.excluded === true;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    actions.current?.querySelector<HTMLButtonElement>('button[data-exclusion]')?.focus();
  }, [excluded]);

  const open = isProjectOpen(job);
  // Only the in-app page knows the talent (the public page stays as it is).
  const applied = mode === 'app' ? job.appliedAt : null;
  const apply = applyTarget(job, mode, vmsId);
  const description = job.descriptionHtml ?? job.descriptionHtmlStripped;
  const pools = job.affectedPools?.results ?? [];
  const others = similar.data ?? [];
  // The job's texts are in its own language, which may not be the page's (WCAG 3.1.2).
  const lang = job.jobLanguage ?? undefined;

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Link href={searchLink(tenant.config, isLoggedIn)}>{intl.formatMessage(messages.allProjects)}</Link>
        <h1 id={titleId} className={styles.title} lang={lang}>
          {job.title}
        </h1>
        <ProjectStatusBadge status={job.status} />
      </header>

      <div className={styles.layout}>
        <section className={styles.section} aria-labelledby={descriptionId}>
          <h2 id={descriptionId} className={styles.sectionHeading}>
            {intl.formatMessage(projectPageMessages.description)}
          </h2>
          {job.descriptionHtml ? (
            <SafeHtml className={styles.description} html={job.descriptionHtml} lang={lang} />
          ) : (
            <p className={styles.description} lang={lang}>
              {description}
            </p>
          )}
        </section>

        <aside className={styles.side} aria-labelledby={detailsId}>
          <h2 id={detailsId} className={styles.sectionHeading}>
            {intl.formatMessage(projectPageMessages.details)}
          </h2>
          <dl className={styles.facts}>
            {detailFacts(intl, job).map((f) => (
              <div key={f.key} className={styles.factRow}>
                <dt className={styles.term}>{f.label}</dt>
                <dd className={styles.value}>{f.value}</dd>
              </div>
            ))}
            {pools.length > 0 ? (
              <div className={styles.factRow}>
                <dt className={styles.term}>{intl.formatMessage(messages.jobPools)}</dt>
                <dd className={styles.value}>
                  <ul className={styles.pools}>
                    {pools.map((pool) => (
                      <li key={pool.id ?? pool.name}>
                        {pool.id === undefined ? (
                          pool.name
                        ) : (
                          <Link href={poolLink({ id: pool.id, name: pool.name }, isLoggedIn)}>{pool.name}</Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>

          <div ref={actions} className={styles.actions}>
            {applied ? (
              // Applied already: no second "Apply", but where to follow the application.
              <Alert tone="success">
                {intl.formatMessage(projectPageMessages.appliedOn, { date: formatDate(intl, applied) })}{' '}
                <Link href={APPLICATIONS_TAB}>{intl.formatMessage(projectPageMessages.followApplication)}</Link>
              </Alert>
            ) : open ? (
              <a className={actionLink} href={apply.href}>
                {intl.formatMessage(applyLabel(apply.login, mode === 'app' && job.applicationId != null))}
              </a>
            ) : (
              <Alert tone="info">{intl.formatMessage(projectPageMessages.closedNotice)}</Alert>
            )}
            {mode === 'app' && !excluded ? (
              <Button
                data-exclusion=""
                variant="secondary"
                loading={exclusion.isPending}
                onClick={() => exclusion.mutate(true)}
              >
                {intl.formatMessage(projectPageMessages.notInterested)}
              </Button>
            ) : null}
            {mode === 'app' && excluded ? (
              <>
                <Alert tone="info">{intl.formatMessage(projectPageMessages.excludedNotice)}</Alert>
                <Button
                  data-exclusion=""
                  variant="secondary"
                  loading={exclusion.isPending}
                  onClick={() => exclusion.mutate(false)}
                >
                  {intl.formatMessage(projectPageMessages.includeAgain)}
                </Button>
              </>
            ) : null}
          </div>
        </aside>
      </div>

      <section className={styles.section} aria-labelledby={similarId}>
        <h2 id={similarId} className={styles.sectionHeading}>
          {intl.formatMessage(projectPageMessages.similarHeading)}
        </h2>
        {similar.isPending ? (
          <Skeleton label={intl.formatMessage(projectPageMessages.similarLoading)} lines={3} />
        ) : null}
        {similar.isError ? <p>{intl.formatMessage(projectPageMessages.similarError)}</p> : null}
        {similar.isSuccess && others.length === 0 ? (
          <p>{intl.formatMessage(projectPageMessages.similarEmpty)}</p>
        ) : null}
        {others.length > 0 ? (
          <ul className={styles.similar}>
            {others.map((other) => (
              <li key={other.id}>
                <ProjectCard job={other} isLoggedIn={isLoggedIn} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}

/** Props of `ExternalProjectPage`. */
export interface ExternalProjectPageProps {
  /** The client's own job id of the path (`/projects/ext/{id}`). */
  readonly vmsId: string;
}

/** `/projects/ext/{id}`: the project with the client's own id (the loader has found it). */
export function ExternalProjectPage({ vmsId }: ExternalProjectPageProps): ReactElement {
  const { api, locale } = usePortal();
  const { data: job } = useSuspenseQuery(projectByVmsIdQuery(api, { vmsId, locale, mode: 'public' }));
  if (!job) throw notFound();
  return <ProjectPage id={job.id} mode="public" vmsId={vmsId} />;
}
