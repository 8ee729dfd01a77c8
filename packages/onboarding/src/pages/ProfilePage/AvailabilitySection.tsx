// Availability on the profile page: a profile field (PUT /freelancer/updateProfileInfo), the date
// from which the talent is available.
import { usePortal } from '@talent/app-context';
import { TextField, stack } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { rowLabels } from '../../messages.ts';
import { updateProfileInfoMutation } from '../../queries.ts';
import type { ProfileInfo } from '../../queries.ts';
import { SaveBar } from './SaveBar.tsx';

export function AvailabilitySection({ info }: { readonly info: ProfileInfo }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const update = useMutation(updateProfileInfoMutation(api, queryClient));
  const state = useSectionSave('profile-availability-form');
  const [date, setDate] = useState(info.availability ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await state.save(() => update.mutateAsync({ availability: date === '' ? null : date }));
  };
  return (
    <form id={state.formId} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="profile-availability"
        type="date"
        label={intl.formatMessage(rowLabels.availability)}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        {...(state.fieldErrors['availability'] ? { error: state.fieldErrors['availability'] } : {})}
      />
      <SaveBar state={state} />
    </form>
  );
}
