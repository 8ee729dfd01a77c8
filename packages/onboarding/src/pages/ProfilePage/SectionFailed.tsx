// A profile section whose data could not be loaded says so, in the section.
import { Alert } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages } from '../../messages.ts';

export function SectionFailed(): ReactElement {
  const intl = useIntl();
  return <Alert tone="error">{intl.formatMessage(profileMessages.loadFailed)}</Alert>;
}
