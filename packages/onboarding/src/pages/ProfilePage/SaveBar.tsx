// The end of a profile section: its failure (announced, and where the focus goes when no field is
// marked) and its Save button.
import { Alert, Button } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { SectionSave } from '../../hooks/useSectionSave.ts';
import { profileMessages } from '../../messages.ts';

export function SaveBar({ state }: { readonly state: SectionSave }): ReactElement {
  const intl = useIntl();
  return (
    <>
      <div id={state.failureId} tabIndex={-1}>
        {state.errors.length > 0 ? (
          <Alert tone="error" live>
            {state.errors.join(' ')}
          </Alert>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={state.saving}>
          {intl.formatMessage(profileMessages.save)}
        </Button>
      </div>
    </>
  );
}
