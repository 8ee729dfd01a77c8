// /app/account?tab=privacy: the talent's own data (GDPR). The agreements given (GET
// /freelancer/consents: which terms and privacy version, when), "download my data" (GET/POST
// /freelancer/dataExport: built in the background and mailed as an expiring link, so the page says
// where it stands and looks again while it is being built), deleting the account (POST
// /freelancer/erase after re-authentication) and deactivating it (POST /freelancer/tosDeactivate,
// the 350 px confirmation of spec §2). Both end the session here and land on the login page with
// what happened.
import type { Schema } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Button, ConfirmDialog, Dialog, Link, TextField } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { ActionError } from '../ActionError/ActionError.tsx';
import { accountTabHref } from '../../accountTabs.ts';
import { errorStatus, errorTexts, fieldErrorTexts, hasMessage } from '../../errors.ts';
import { dateTime, longDate } from '../../format.ts';
import { dialogMessages, messages, pageMessages, ruleMessages } from '../../messages.ts';
import {
  accountKeys,
  consentsQuery,
  dataExportQuery,
  deactivateMutation,
  eraseAccountMutation,
  hasPasswordQuery,
  requestDataExportMutation,
} from '../../queries.ts';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { Loaded } from '../Loaded/Loaded.tsx';

/** How often the page looks again while an export is being built. */
const EXPORT_POLL_MS = 10_000;

export function PrivacyTab(): ReactElement {
  return (
    <>
      <ConsentsSection />
      <ExportSection />
      <DeleteSection />
      <DeactivateSection />
    </>
  );
}

function ConsentsSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const consents = useQuery(consentsQuery(api));
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.consentsTitle)}
      description={intl.formatMessage(pageMessages.consentsDescription)}
    >
      <Loaded query={consents}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.itemMeta}>{intl.formatMessage(pageMessages.consentsEmpty)}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((consent) => (
                <li key={`${consent.document}-${consent.version}-${consent.agreedAt}`} className={styles.item}>
                  {intl.formatMessage(
                    consent.document === 'terms' ? pageMessages.consentTerms : pageMessages.consentPrivacy,
                    {
                      version: consent.version,
                      date: dateTime(intl, consent.agreedAt),
                    },
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <ul className={styles.linkRow}>
        <li>
          <Link href={ROUTES.terms}>{intl.formatMessage(messages.readTerms)}</Link>
        </li>
        <li>
          <Link href={ROUTES.privacy}>{intl.formatMessage(messages.readPrivacy)}</Link>
        </li>
      </ul>
    </AccountSection>
  );
}

/** Where an export stands, in words (NONE says nothing: the button is the whole story). */
function exportState(intl: IntlShape, exported: Schema<'DataExport'>): { text: string; tone: 'info' | 'error' } | null {
  switch (exported.status) {
    case 'PENDING':
      return {
        tone: 'info',
        text: exported.requestedAt
          ? intl.formatMessage(pageMessages.exportPending, { date: dateTime(intl, exported.requestedAt) })
          : intl.formatMessage(pageMessages.exportRequested),
      };
    case 'READY':
      return exported.expiresAt
        ? {
            tone: 'info',
            text: intl.formatMessage(pageMessages.exportReady, { date: longDate(intl, exported.expiresAt) }),
          }
        : { tone: 'info', text: intl.formatMessage(pageMessages.exportRequested) };
    case 'EXPIRED':
      return { tone: 'info', text: intl.formatMessage(pageMessages.exportExpired) };
    case 'FAILED':
      return { tone: 'error', text: intl.formatMessage(pageMessages.exportFailed) };
    case 'NONE':
      return null;
  }
}

function ExportSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const exported = useQuery({
    ...dataExportQuery(api),
    // The export is built in the background: look again until it is done.
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? EXPORT_POLL_MS : false),
  });
  const request = useMutation(requestDataExportMutation(api));
  const [status, setStatus] = useState<string>();

  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.exportTitle)}
      description={intl.formatMessage(pageMessages.exportDescription)}
      status={status}
    >
      <ActionError error={request.error} />
      <Loaded query={exported}>
        {(current) => {
          const state = exportState(intl, current);
          return (
            <>
              {state ? <Alert tone={state.tone}>{state.text}</Alert> : null}
              {current.status === 'PENDING' ? null : (
                <div>
                  <Button
                    variant="secondary"
                    loading={request.isPending}
                    onClick={() => {
                      setStatus(undefined);
                      request.mutate(undefined, {
                        onSuccess: (started) => {
                          queryClient.setQueryData(accountKeys.dataExport(), started);
                          setStatus(intl.formatMessage(pageMessages.exportRequested));
                        },
                      });
                    }}
                  >
                    {intl.formatMessage(
                      current.status === 'NONE' ? pageMessages.exportRequest : pageMessages.exportAgain,
                    )}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </Loaded>
    </AccountSection>
  );
}

/** Ends the session here (the server ended it already) and shows the login page with `search`. */
function useLeave(): (search: Record<string, string>) => Promise<void> {
  const portal = usePortal();
  const navigate = useNavigate();
  return async (search) => {
    await portal.signOut();
    await navigate({ to: ROUTES.login, search, replace: true });
  };
}

function DeleteSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const hasPassword = useQuery(hasPasswordQuery(api));
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage(pageMessages.deleteTitle);
  return (
    <AccountSection title={title} description={intl.formatMessage(pageMessages.deleteDescription)}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {intl.formatMessage(pageMessages.deleteButton)}
        </Button>
      </div>
      {open ? <EraseDialog hasPassword={hasPassword.data !== false} onClose={() => setOpen(false)} /> : null}
    </AccountSection>
  );
}

interface EraseDialogProps {
  /** Whether the account confirms with its password (else with a recent login). */
  readonly hasPassword: boolean;
  readonly onClose: () => void;
}

function EraseDialog({ hasPassword, onClose }: EraseDialogProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const erase = useMutation(eraseAccountMutation(api));
  const leave = useLeave();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string[]>([]);
  const [loginAgain, setLoginAgain] = useState(false);
  const focusPassword = () => document.getElementById(passwordId)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    setFormError([]);
    if (hasPassword && password === '') {
      setFieldError(intl.formatMessage(ruleMessages.required));
      focusPassword();
      return;
    }
    setFieldError(undefined);
    erase.mutate(hasPassword ? password : undefined, {
      onSuccess: () => void leave({ notice: 'accountDeleted' }),
      onError: (error) => {
        if (errorStatus(error) === 403 && hasMessage(error, 'account.recentLoginRequired')) {
          setLoginAgain(true);
          return;
        }
        const onField = fieldErrorTexts(intl, error, ['password']).byField['password'];
        if (hasMessage(error, 'account.wrongPassword') || onField) {
          setFieldError(
            hasMessage(error, 'account.wrongPassword') ? intl.formatMessage(pageMessages.wrongPassword) : onField,
          );
          focusPassword();
          return;
        }
        setFormError(errorTexts(intl, error));
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(pageMessages.deleteDialogTitle)}
      closeLabel={intl.formatMessage(pageMessages.cancel)}
    >
      <form noValidate onSubmit={submit} className={styles.fields}>
        <p className={styles.description}>{intl.formatMessage(pageMessages.deleteWhatGoes)}</p>
        <p className={styles.description}>{intl.formatMessage(pageMessages.deleteWhatStays)}</p>
        {formError.length > 0 ? (
          <Alert tone="error" live>
            {formError.join(' ')}
          </Alert>
        ) : null}
        {loginAgain ? (
          <Alert tone="warning" live>
            {intl.formatMessage(pageMessages.deleteLoginAgain)}{' '}
            <Button variant="ghost" size="small" onClick={() => void leave({ redirect: accountTabHref('privacy') })}>
              {intl.formatMessage(pageMessages.loginAgain)}
            </Button>
          </Alert>
        ) : null}
        {hasPassword ? (
          <TextField
            id={passwordId}
            label={intl.formatMessage(pageMessages.deletePassword)}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(undefined);
            }}
            {...(fieldError ? { error: fieldError } : {})}
          />
        ) : (
          <p className={styles.description}>{intl.formatMessage(pageMessages.deleteRecentLogin)}</p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(pageMessages.cancel)}
          </Button>
          <Button type="submit" variant="danger" loading={erase.isPending}>
            {intl.formatMessage(pageMessages.deleteConfirm)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeactivateSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const deactivate = useMutation(deactivateMutation(api));
  const leave = useLeave();
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.deactivateSectionTitle)}
      description={intl.formatMessage(pageMessages.deactivateDescription)}
    >
      <ActionError error={deactivate.error} />
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {intl.formatMessage(pageMessages.deactivateButton)}
        </Button>
      </div>
      {/* Spec §2: the deactivate-account confirmation, 350 px wide (ConfirmDialog's small size). */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(dialogMessages.deactivateTitle)}
        message={intl.formatMessage(pageMessages.deactivateConfirmMessage)}
        confirmLabel={intl.formatMessage(dialogMessages.deactivateConfirm)}
        cancelLabel={intl.formatMessage(dialogMessages.deactivateCancel)}
        destructive
        confirming={deactivate.isPending}
        onConfirm={() => {
          if (deactivate.isPending) return;
          deactivate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              // The login page explains a deactivated account (`reason=deactivated`).
              void leave({ reason: 'deactivated' });
            },
            onError: () => setConfirming(false),
          });
        }}
      />
    </AccountSection>
  );
}
