// The end of a profile section: its failure (announced) and its Save button.
import { Alert, Button } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { SectionSave } from '../../hooks/useSectionSave.ts';
import { profileMessages } from '../../messages.ts';

export function SaveBar({ state }: { readonly state: SectionSave }): ReactElement {
  const intl = useIntl();
  return (
    <>
      {state.errors.length > 0 ? (
        <Alert tone="error" live>
          {state.errors.join(' ')}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={state.saving}>
          {intl.formatMessage(profileMessages.save)}
        </Button>
      </div>
    </>
  );
}
