// /app/account?tab=security: the password (changed with the current one, PUT
// /freelancer/resetPassword; or created for an account that has none, GET /freelancer/hasPassword),
// the email address (POST /freelancer/changeEmail: the new address waits as `futureEmail` until its
// link is opened; the link can be sent again), the sessions (GET /freelancer/sessions, each signed out
// with DELETE /freelancer/sessions/{id}) and "sign out everywhere" (POST
// /freelancer/signOutEverywhere, then the portal's own sign-out to /app/login).
import type { Schema } from '@talent/api-client';
import { CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import { specialChars } from '@talent/domain';
import { Alert, Button, ConfirmDialog, TextField } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ActionError } from '../ActionError/ActionError.tsx';
import { submitErrors } from '../../errors.ts';
import { dateTime } from '../../format.ts';
import { EMAIL_RULES, changePasswordForm, rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { useSectionFocus } from '../../hooks/useSectionFocus.ts';
import { messages, pageMessages } from '../../messages.ts';
import {
  accountKeys,
  changeEmailMutation,
  changePasswordMutation,
  hasPasswordQuery,
  revokeSessionMutation,
  sessionsQuery,
  signOutEverywhereMutation,
} from '../../queries.ts';
import { deviceName } from '../../userAgent.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { CreatePasswordForm } from '../CreatePasswordForm/CreatePasswordForm.tsx';
import { EmailField } from '../EmailField/EmailField.tsx';
import { Loaded } from '../Loaded/Loaded.tsx';
import { PasswordFields } from '../PasswordFields/PasswordFields.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

export function SecurityTab(): ReactElement {
  return (
    <>
      <PasswordSection />
      <EmailSection />
      <SessionsSection />
      <EverywhereSection />
    </>
  );
}

function PasswordSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const hasPassword = useQuery(hasPasswordQuery(api));
  const [status, setStatus] = useState<string>();
  return (
    <AccountSection title={intl.formatMessage(pageMessages.passwordTitle)} status={status}>
      <Loaded query={hasPassword}>
        {(has) =>
          has ? (
            <ChangePasswordForm onChanged={() => setStatus(intl.formatMessage(pageMessages.passwordChanged))} />
          ) : (
            <CreatePasswordForm
              idPrefix="account-create"
              lead={<p className={styles.description}>{intl.formatMessage(pageMessages.noPassword)}</p>}
              onCreated={() => {
                setStatus(intl.formatMessage(pageMessages.passwordCreated));
                // The user's `hasPasswordOrSocial` (the "profile-fullfilled" guard) may change with it.
                void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
              }}
            />
          )
        }
      </Loaded>
    </AccountSection>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmation'];

function ChangePasswordForm({ onChanged }: { readonly onChanged: () => void }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const change = useMutation(changePasswordMutation(api));
  const initial = { currentPassword: '', password: '', confirmation: '' };
  const form = useForm(initial);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!form.passes(await validateForm(intl, changePasswordForm(intl), form.values))) return;
    try {
      await change.mutateAsync({ currentPassword: form.values.currentPassword, newPassword: form.values.password });
      // Passwords are not kept in the page once they have served.
      for (const field of PASSWORD_FIELDS) form.setValue(field as keyof typeof initial, '');
      onChanged();
    } catch (error) {
      // The API names a wrong current password at `currentPassword`, a weak new one at `newPassword`.
      form.fail(...submitErrors(intl, error, PASSWORD_FIELDS, { newPassword: 'password' }));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <TextField
        id="account-currentPassword"
        label={intl.formatMessage(pageMessages.currentPassword)}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <PasswordFields idPrefix="account-new" label={intl.formatMessage(messages.newPassword)} fields={form.field} />
      <SubmitButton loading={change.isPending}>{intl.formatMessage(pageMessages.changePasswordSubmit)}</SubmitButton>
    </AccountForm>
  );
}

function EmailSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const change = useMutation(changeEmailMutation(portal.api));
  const resend = useMutation(changeEmailMutation(portal.api));
  const form = useForm({ email: '' });
  const [status, setStatus] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const email = form.values.email.trim();
    // The tenant may forbid special characters in addresses (`emailSpecialCharacters: false`).
    const checks = portal.tenant.config.emailSpecialCharacters ? {} : { email: v.pipe(v.string(), specialChars) };
    if (!form.passes(await validateForm(intl, rulesForm(intl, { email: EMAIL_RULES }), { email }, checks))) return;
    setStatus(undefined);
    try {
      const updated = await change.mutateAsync({ email, resendEmail: false });
      queryClient.setQueryData(CURRENT_USER_KEY, updated);
      form.setValue('email', '');
      setStatus(intl.formatMessage(pageMessages.emailChangeStarted, { email: updated.futureEmail ?? email }));
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['email']));
    }
  };

  const pending = user?.futureEmail;
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.emailTitle)}
      description={user ? intl.formatMessage(pageMessages.currentEmail, { email: user.email }) : undefined}
      status={status}
    >
      {pending ? (
        <Alert tone="info">
          {intl.formatMessage(pageMessages.pendingEmail, { email: pending })}{' '}
          <Button
            variant="ghost"
            size="small"
            loading={resend.isPending}
            onClick={() => {
              setStatus(undefined);
              resend.mutate(
                { email: pending, resendEmail: true },
                {
                  onSuccess: () => setStatus(intl.formatMessage(pageMessages.confirmationResent, { email: pending })),
                },
              );
            }}
          >
            {intl.formatMessage(pageMessages.resendConfirmation)}
          </Button>
        </Alert>
      ) : null}
      <ActionError error={resend.error} />
      <AccountForm form={form} onSubmit={onSubmit}>
        <EmailField
          id="account-newEmail"
          label={intl.formatMessage(pageMessages.newEmail)}
          field={form.field('email')}
        />
        <SubmitButton loading={change.isPending}>{intl.formatMessage(pageMessages.changeEmailSubmit)}</SubmitButton>
      </AccountForm>
    </AccountSection>
  );
}

function SessionsSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(api));
  const revoke = useMutation(revokeSessionMutation(api));
  const [status, setStatus] = useState<string>();
  const { headingRef, focusHeading } = useSectionFocus();

  const signOut = (session: Schema<'Session'>, name: string) => {
    if (revoke.isPending) return;
    setStatus(undefined);
    revoke.mutate(session.id, {
      onSuccess: () => {
        queryClient.setQueryData<readonly Schema<'Session'>[]>(accountKeys.sessions(), (list) =>
          list?.filter((s) => s.id !== session.id),
        );
        setStatus(intl.formatMessage(pageMessages.sessionRevoked, { name }));
        focusHeading();
      },
    });
  };

  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.sessionsTitle)}
      description={intl.formatMessage(pageMessages.sessionsDescription)}
      status={status}
      headingRef={headingRef}
    >
      <ActionError error={revoke.error} />
      <Loaded query={sessions}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((session) => {
              const name = deviceName(intl, session.userAgent);
              return (
                <li key={session.id} className={styles.item}>
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>
                      {name}
                      {session.current ? ` · ${intl.formatMessage(pageMessages.thisDevice)}` : null}
                    </p>
                    <p className={styles.itemMeta}>
                      {intl.formatMessage(pageMessages.sessionCreated, { date: dateTime(intl, session.createdAt) })}
                      {' · '}
                      {intl.formatMessage(pageMessages.sessionLastUsed, { date: dateTime(intl, session.lastUsedAt) })}
                    </p>
                  </div>
                  {/* This session ends with the header's "Log out" (or "sign out everywhere" below). */}
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="small"
                      loading={revoke.isPending && revoke.variables === session.id}
                      aria-label={intl.formatMessage(pageMessages.itemAction, {
                        action: intl.formatMessage(pageMessages.signOutSession),
                        name,
                      })}
                      onClick={() => signOut(session, name)}
                    >
                      {intl.formatMessage(pageMessages.signOutSession)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </AccountSection>
  );
}

function EverywhereSection(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const everywhere = useMutation(signOutEverywhereMutation(portal.api));
  const [confirming, setConfirming] = useState(false);
  const title = intl.formatMessage(pageMessages.everywhereTitle);
  return (
    <AccountSection title={title} description={intl.formatMessage(pageMessages.everywhereDescription)}>
      <ActionError error={everywhere.error} />
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {title}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(pageMessages.everywhereConfirmTitle)}
        message={intl.formatMessage(pageMessages.everywhereConfirmMessage)}
        confirmLabel={title}
        cancelLabel={intl.formatMessage(pageMessages.cancel)}
        destructive
        confirming={everywhere.isPending}
        onConfirm={() => {
          if (everywhere.isPending) return;
          everywhere.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              // Every session is revoked on the server, this one too: the portal ends it here and
              // goes to /app/login.
              void portal
                .signOut()
                .then(() =>
                  portal.notify({ tone: 'success', message: intl.formatMessage(pageMessages.signedOutEverywhere) }),
                );
            },
            onError: () => setConfirming(false),
          });
        }}
      />
    </AccountSection>
  );
}
