// A project's status as the design system's badge: open, paused or closed (spec §4).
import { StatusBadge } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { projectStatusDisplay } from '../../format.ts';

/** Props of `ProjectStatusBadge`. */
export interface ProjectStatusBadgeProps {
  readonly status: string;
}

export function ProjectStatusBadge({ status }: ProjectStatusBadgeProps): ReactElement {
  const intl = useIntl();
  const display = projectStatusDisplay(status);
  return (
    <StatusBadge
      type={display.type}
      icon={display.icon}
      label={intl.formatMessage(display.label)}
      description={intl.formatMessage(display.description)}
    />
  );
}
