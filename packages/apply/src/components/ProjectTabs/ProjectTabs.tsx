// The tabs above /app/project: search, applications, invitations. They are links (each tab is its
// own URL, so it can be bookmarked and the back button works), marked with `aria-current`.
import { PROJECT_TABS, projectTabHref } from '@talent/domain';
import type { ProjectTab } from '@talent/domain';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './ProjectTabs.css.ts';

const LABELS: Record<ProjectTab, MessageDescriptor> = {
  search: messages.tabSearch,
  applications: messages.tabApplications,
  invitations: messages.tabInvitations,
};

/** Props of `ProjectTabs`. */
export interface ProjectTabsProps {
  /** The tab shown. */
  readonly current: ProjectTab;
}

export function ProjectTabs({ current }: ProjectTabsProps): ReactElement {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.tabsLabel)} className={styles.nav}>
      <ul className={styles.tabs}>
        {PROJECT_TABS.map((tab) => (
          <li key={tab}>
            <a href={projectTabHref(tab)} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {intl.formatMessage(LABELS[tab])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
