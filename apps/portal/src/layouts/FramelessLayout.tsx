// Layout "frameless" (spec §2): the logo and a bar showing the job being applied to, with a Cancel
// button that returns to the job and clears the saved job data (the visitor's collected job and
// the local application draft). The layout stays generic: a frameless route's loader that returns
// a `jobBar` gets the bar; others show the logo only.
import { collectedJobStore, usePortal } from '@talent/app-context';
import { ROUTES, createDraftStore } from '@talent/domain';
import { Button } from '@talent/ui';
import { Outlet, useMatches, useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import * as styles from './Layouts.css.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { SkipLink } from './SkipLink.tsx';

/** What a frameless route's loader returns as `jobBar` for the layout's bar. */
export interface FramelessJobBar {
  readonly projectId: number;
  readonly title: string;
  readonly city: string | null;
}

const isJobBar = (value: unknown): value is FramelessJobBar =>
  typeof value === 'object' && value !== null && typeof (value as FramelessJobBar).projectId === 'number';

export function FramelessLayout(): ReactElement {
  const { tenant } = usePortal();
  const intl = useIntl();
  const navigate = useNavigate();
  // The deepest match that gives a bar (its loader ran before this renders).
  const jobBar = useMatches({
    select: (matches) =>
      matches.map((match) => (match.loaderData as { jobBar?: unknown } | undefined)?.jobBar).findLast(isJobBar) ?? null,
  });

  const cancel = () => {
    if (!jobBar) return;
    collectedJobStore().clear();
    if (typeof localStorage !== 'undefined') createDraftStore(localStorage, Date.now).clear(jobBar.projectId);
    void navigate({ href: `${ROUTES.projects}/${jobBar.projectId}` });
  };

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.framelessBar}>
        <img
          src={tenant.context.talentLogo}
          alt={tenant.context.name}
          className={styles.logo}
          // Its intrinsic size, where the server read it: the bar keeps its layout before the image arrives.
          width={tenant.talentLogoSize?.width}
          height={tenant.talentLogoSize?.height}
        />
        {jobBar ? (
          <div className={styles.jobBar}>
            <p className={styles.jobBarText}>
              {intl.formatMessage(messages.framelessApplyingFor)} <strong>{jobBar.title}</strong>
              {jobBar.city ? `, ${jobBar.city}` : null}
            </p>
            <Button type="button" variant="secondary" size="small" onClick={cancel}>
              {intl.formatMessage(messages.framelessCancel)}
            </Button>
          </div>
        ) : null}
      </header>
      <MainLandmark className={styles.main}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
