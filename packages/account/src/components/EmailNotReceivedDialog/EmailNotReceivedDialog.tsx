// "Email not received?" (spec §2): send the email again — the activation email to an unverified
// account (GET /freelancer/sendActivationEmail), the confirmation link of a pending new address
// (GET /freelancer/resendEmailVerification) — or change the address (POST /freelancer/changeEmail).
// Spec §8: a toast on success only; failures are shown in the dialog, and the outcome of a resend
// goes to analytics.
import type { ApiError, FreelancerUser } from '@talent/api-client';
import { CURRENT_USER_KEY, translateApiMessage, translateError, usePortal } from '@talent/app-context';
import { formSchema, specialChars } from '@talent/domain';
import { Alert, Button, Dialog, TextField } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { dialogMessages as messages } from '../../messages.ts';
import * as styles from './EmailNotReceivedDialog.css.ts';

/** Props of `EmailNotReceivedDialog`. */
export interface EmailNotReceivedDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly user: FreelancerUser;
  /** Called after the email was sent again. */
  readonly onResent: () => void;
  /**
   * Called with the outcome of each resend (the app records it for analytics; a feature knows no
   * tracker): which email and the HTTP status (202 sent, 0 no answer).
   */
  readonly onResendOutcome?: (outcome: EmailResendOutcome) => void;
}

/** What `onResendOutcome` reports. */
export interface EmailResendOutcome {
  readonly kind: 'changeEmail' | 'activation';
  readonly status: number;
}

function statusOf(error: unknown): number {
  return typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number'
    ? (error as ApiError).status
    : 0;
}

export function EmailNotReceivedDialog({
  open,
  onOpenChange,
  user,
  onResent,
  onResendOutcome,
}: EmailNotReceivedDialogProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const headingId = useId();
  const emailId = useId();
  const focusEmail = () => document.getElementById(emailId)?.focus();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string[]>([]);
  const [resendError, setResendError] = useState<string[]>([]);
  const pending = Boolean(user.futureEmail);
  const address = user.futureEmail ?? user.email;

  const resend = useMutation({
    // The right call for the state (see the file comment); errors are shown here, not as a toast.
    mutationFn: async () => {
      if (pending) await portal.api.quiet.GET('/freelancer/resendEmailVerification');
      else await portal.api.quiet.GET('/freelancer/sendActivationEmail');
    },
    meta: { handlesErrors: true },
    onMutate: () => setResendError([]),
    onSuccess: () => {
      onResendOutcome?.({ kind: pending ? 'changeEmail' : 'activation', status: 202 });
      portal.notify({ tone: 'success', message: intl.formatMessage(messages.resent, { email: address }) });
      onResent();
    },
    onError: (error) => {
      onResendOutcome?.({ kind: pending ? 'changeEmail' : 'activation', status: statusOf(error) });
      setResendError(translateError(intl, error));
    },
  });

  const change = useMutation({
    mutationFn: async (next: string) =>
      (await portal.api.quiet.POST('/freelancer/changeEmail', { body: { email: next, resendEmail: false } })).data,
    meta: { handlesErrors: true },
    onMutate: () => {
      setFieldError(undefined);
      setFormError([]);
    },
    onSuccess: (updated, next) => {
      if (updated) queryClient.setQueryData(CURRENT_USER_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      portal.notify({ tone: 'success', message: intl.formatMessage(messages.emailChanged, { email: next }) });
      setEmail('');
      onOpenChange(false);
    },
    onError: (error) => {
      const onField = (error as Partial<ApiError>).fieldErrors?.['email'];
      if (onField && onField.length > 0) {
        setFieldError(translateApiMessage(intl, onField[0]!));
        focusEmail();
      } else {
        setFormError(translateError(intl, error));
      }
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // Spec §5 rules: required and email, and the tenant's special-character rule for emails.
    const schema = v.pipe(
      formSchema({ email: 'required|email' }),
      v.forward(
        v.check(
          (input) =>
            portal.tenant.config.emailSpecialCharacters || v.is(v.pipe(v.string(), specialChars), input['email']),
          'validation.specialChars',
        ),
        ['email'],
      ),
    );
    const value = email.trim();
    const result = v.safeParse(schema, { email: value });
    if (!result.success) {
      setFieldError(translateApiMessage(intl, result.issues[0].message));
      focusEmail();
      return;
    }
    change.mutate(value);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.notReceived)}
      description={intl.formatMessage(messages.notReceivedIntro, { email: address })}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      <div className={styles.stack}>
        {resendError.length > 0 ? (
          <Alert tone="error" live>
            {resendError.join(' ')}
          </Alert>
        ) : null}
        <div>
          <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            {intl.formatMessage(messages.resend)}
          </Button>
        </div>
        <form noValidate onSubmit={submit} aria-labelledby={headingId} className={styles.stack}>
          <h3 id={headingId} className={styles.subheading}>
            {intl.formatMessage(messages.changeEmailHeading)}
          </h3>
          {formError.length > 0 ? (
            <Alert tone="error" live>
              {formError.join(' ')}
            </Alert>
          ) : null}
          <TextField
            id={emailId}
            label={intl.formatMessage(messages.newEmail)}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            {...(fieldError ? { error: fieldError } : {})}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {intl.formatMessage(messages.changeEmail)}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
