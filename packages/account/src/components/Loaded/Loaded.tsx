// The three states of a section's data: loading (announced), failed (the API's reason and a retry in
// place), and loaded (the content). Each section of the account page loads on its own, so one failed
// call leaves the rest of the tab usable.
import { LoadFailure } from '@talent/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadFailureProps } from '../../loadFailure.ts';
import { pageMessages } from '../../messages.ts';
import { Working } from '../Working/Working.tsx';

/** Props of `Loaded`. */
export interface LoadedProps<T> {
  readonly query: UseQueryResult<T>;
  readonly children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, children }: LoadedProps<T>): ReactElement {
  const intl = useIntl();
  // Data already shown stays when a later refresh fails.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailure {...loadFailureProps(intl, query)} />;
  return <Working text={intl.formatMessage(pageMessages.loading)} />;
}
