// The membership state as a badge: member, application pending, not accepted, or not a member.
import { StatusBadge } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { MEMBERSHIP_DISPLAY } from '../../membership.ts';
import type { MembershipState } from '../../membership.ts';

/** Props of `MembershipBadge`. */
export interface MembershipBadgeProps {
  readonly state: MembershipState;
}

export function MembershipBadge({ state }: MembershipBadgeProps): ReactElement {
  const intl = useIntl();
  const display = MEMBERSHIP_DISPLAY[state];
  return (
    <StatusBadge
      type={display.tone}
      label={intl.formatMessage(display.label)}
      description={intl.formatMessage(display.hint)}
    />
  );
}
