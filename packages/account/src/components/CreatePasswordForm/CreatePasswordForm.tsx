// The first password of an account that has none (made from a mobile number or an identity
// token): the new password twice (the contract's rules, `newPasswordForm`), saved with PUT
// /freelancer/resetPassword without a current one. The create-password page continues where the
// guards send the user afterwards; the account's security tab stays and says it is done.
import { usePortal } from '@talent/app-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { submitErrors } from '../../errors.ts';
import { newPasswordForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';
import { accountKeys, createPasswordMutation } from '../../queries.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { PasswordFields } from '../PasswordFields/PasswordFields.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

/** Props of `CreatePasswordForm`. */
export interface CreatePasswordFormProps {
  /** Prefix of the fields' ids. */
  readonly idPrefix: string;
  /** After the password was saved (the `hasPassword` query already says true). */
  readonly onCreated: () => Promise<void> | void;
  /** Content above the form's error (an introduction). */
  readonly lead?: ReactNode;
}

export function CreatePasswordForm({ idPrefix, onCreated, lead }: CreatePasswordFormProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const create = useMutation(createPasswordMutation(portal.api));
  const form = useForm({ password: '', confirmation: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!form.passes(await validateForm(intl, newPasswordForm(intl), form.values))) return;
    try {
      await create.mutateAsync(form.values.password);
      queryClient.setQueryData(accountKeys.hasPassword(), true);
      await onCreated();
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['password'], { newPassword: 'password' }));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit} lead={lead}>
      <PasswordFields idPrefix={idPrefix} label={intl.formatMessage(messages.password)} fields={form.field} />
      <SubmitButton loading={create.isPending}>{intl.formatMessage(messages.createPasswordSubmit)}</SubmitButton>
    </AccountForm>
  );
}
