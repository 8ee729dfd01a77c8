// The job alerts of the notifications tab (GET /jobAlerts): each saved search with its search text,
// how often it mails, whether it is paused and when it last sent; rename, change the frequency,
// pause or resume (PUT /jobAlerts/{id}), delete after a confirmation (DELETE /jobAlerts/{id}).
// Without alerts an empty state points to the project search, where they are made.
import { usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Button, ConfirmDialog, EmptyState, Select, TextField, actionLink } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { ActionError } from '../ActionError/ActionError.tsx';
import { submitErrors } from '../../errors.ts';
import { longDate } from '../../format.ts';
import { rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { useSectionFocus } from '../../hooks/useSectionFocus.ts';
import { pageMessages as messages } from '../../messages.ts';
import { accountKeys, deleteJobAlertMutation, jobAlertsQuery, updateJobAlertMutation } from '../../queries.ts';
import type { JobAlert, JobAlertChange } from '../../queries.ts';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { Loaded } from '../Loaded/Loaded.tsx';

/** The contract's limit of an alert's name (`JobAlertUpdate.name`). */
const NAME_RULES = 'required|max:120';

function frequencyLabel(intl: IntlShape, frequency: JobAlert['frequency']): string {
  return intl.formatMessage(frequency === 'DAILY' ? messages.daily : messages.weekly);
}

/** The line under an alert's name: what it searches, how often, paused, last sent. */
function alertFacts(intl: IntlShape, alert: JobAlert): string {
  const query = alert.query?.trim();
  return [
    query ? intl.formatMessage(messages.alertQuery, { query }) : intl.formatMessage(messages.alertEveryProject),
    alert.active ? undefined : intl.formatMessage(messages.alertPaused),
    alert.lastSentAt
      ? intl.formatMessage(messages.alertLastSent, { date: longDate(intl, alert.lastSentAt) })
      : intl.formatMessage(messages.alertNeverSent),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function JobAlertList(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const alerts = useQuery(jobAlertsQuery(api));
  const remove = useMutation(deleteJobAlertMutation(api));
  const [status, setStatus] = useState<string>();
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const { headingRef, focusHeading } = useSectionFocus();

  const store = (alert: JobAlert) =>
    queryClient.setQueryData<readonly JobAlert[]>(accountKeys.jobAlerts(), (list) =>
      list?.map((a) => (a.id === alert.id ? alert : a)),
    );

  const confirmDelete = () => {
    const alert = deleting;
    if (!alert || remove.isPending) return;
    setStatus(undefined);
    remove.mutate(alert.id, {
      onSuccess: () => {
        queryClient.setQueryData<readonly JobAlert[]>(accountKeys.jobAlerts(), (list) =>
          list?.filter((a) => a.id !== alert.id),
        );
        setStatus(intl.formatMessage(messages.alertDeleted, { name: alert.name }));
        // Its buttons are gone with it: focus continues at the section.
        focusHeading();
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AccountSection
      title={intl.formatMessage(messages.alertsTitle)}
      description={intl.formatMessage(messages.alertsDescription)}
      status={status}
      headingRef={headingRef}
    >
      <ActionError error={remove.error} />
      <Loaded query={alerts}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={intl.formatMessage(messages.alertsEmptyTitle)}
              description={intl.formatMessage(messages.alertsEmptyText)}
              action={
                <a href={ROUTES.projects} className={actionLink}>
                  {intl.formatMessage(messages.alertsSearch)}
                </a>
              }
            />
          ) : (
            <ul className={styles.list}>
              {list.map((alert) => (
                <JobAlertItem
                  key={alert.id}
                  alert={alert}
                  onSaved={(saved, text) => {
                    store(saved);
                    setStatus(text);
                  }}
                  onDelete={() => setDeleting(alert)}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage(messages.deleteAlertTitle)}
        message={intl.formatMessage(messages.deleteAlertMessage, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage(messages.deleteAlertConfirm)}
        cancelLabel={intl.formatMessage(messages.keep)}
        destructive
        confirming={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AccountSection>
  );
}

interface JobAlertItemProps {
  readonly alert: JobAlert;
  /** A change was saved: the alert as the server answered and what to announce. */
  readonly onSaved: (alert: JobAlert, status: string) => void;
  readonly onDelete: () => void;
}

function JobAlertItem({ alert, onSaved, onDelete }: JobAlertItemProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const update = useMutation(updateJobAlertMutation(api));
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const renameId = `alert-${alert.id}-rename`;
  const action = (label: string) => intl.formatMessage(messages.itemAction, { action: label, name: alert.name });

  const change = (next: JobAlertChange, status: (saved: JobAlert) => string) => {
    if (update.isPending) return;
    update.mutate({ id: alert.id, change: next }, { onSuccess: (saved) => onSaved(saved, status(saved)) });
  };

  const returnFocus = useRef(false);
  useEffect(() => {
    // Back to where the user started, once the form is gone and the button drawn again: after
    // React's commit, not at the next frame (which could come first: a commit after a save waits
    // for the scheduler, and focus then stayed on the page's body).
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(renameId)?.focus();
  }, [renaming, renameId]);

  const closeRename = () => {
    returnFocus.current = true;
    setRenaming(false);
  };

  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 id={titleId} className={styles.itemTitle}>
          {alert.name}
        </h3>
        <p className={styles.itemMeta}>{alertFacts(intl, alert)}</p>
      </div>
      <div className={styles.actions}>
        <Select
          id={`alert-${alert.id}-frequency`}
          label={intl.formatMessage(messages.alertFrequency)}
          value={
            update.isPending && update.variables.change.frequency ? update.variables.change.frequency : alert.frequency
          }
          onChange={(event) => {
            const frequency = event.target.value === 'DAILY' ? 'DAILY' : 'WEEKLY';
            if (frequency === alert.frequency) return;
            change({ frequency }, (saved) =>
              intl.formatMessage(messages.alertFrequencySaved, {
                name: saved.name,
                frequency: frequencyLabel(intl, saved.frequency),
              }),
            );
          }}
          options={[
            { value: 'DAILY', label: frequencyLabel(intl, 'DAILY') },
            { value: 'WEEKLY', label: frequencyLabel(intl, 'WEEKLY') },
          ]}
        />
        {renaming ? null : (
          <Button
            id={renameId}
            variant="secondary"
            size="small"
            aria-label={action(intl.formatMessage(messages.rename))}
            onClick={() => setRenaming(true)}
          >
            {intl.formatMessage(messages.rename)}
          </Button>
        )}
        <Button
          variant="secondary"
          size="small"
          loading={update.isPending && update.variables.change.active !== undefined}
          aria-label={action(intl.formatMessage(alert.active ? messages.pause : messages.resume))}
          onClick={() =>
            change({ active: !alert.active }, (saved) =>
              intl.formatMessage(saved.active ? messages.alertResumed : messages.alertPausedNow, { name: saved.name }),
            )
          }
        >
          {intl.formatMessage(alert.active ? messages.pause : messages.resume)}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={action(intl.formatMessage(messages.deleteAlert))}
          onClick={onDelete}
        >
          {intl.formatMessage(messages.deleteAlert)}
        </Button>
      </div>
      {renaming ? null : <ActionError error={update.error} />}
      {renaming ? (
        <RenameForm
          alert={alert}
          onCancel={closeRename}
          onRenamed={(saved) => {
            onSaved(saved, intl.formatMessage(messages.alertRenamed, { name: saved.name }));
            closeRename();
          }}
        />
      ) : null}
    </li>
  );
}

interface RenameFormProps {
  readonly alert: JobAlert;
  readonly onCancel: () => void;
  readonly onRenamed: (alert: JobAlert) => void;
}

function RenameForm({ alert, onCancel, onRenamed }: RenameFormProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const rename = useMutation(updateJobAlertMutation(api));
  const form = useForm({ name: alert.name });
  const fieldId = `alert-${alert.id}-name`;

  useEffect(() => {
    // The form opens on request: its field takes the focus, with the current name selected.
    const input = document.getElementById(fieldId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [fieldId]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const name = form.values.name.trim();
    if (!form.passes(await validateForm(intl, rulesForm(intl, { name: NAME_RULES }), { name }))) return;
    try {
      onRenamed(await rename.mutateAsync({ id: alert.id, change: { name } }));
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['name']));
    }
  };

  return (
    <div className={styles.inlineForm}>
      <AccountForm form={form} onSubmit={onSubmit}>
        <TextField
          id={fieldId}
          label={intl.formatMessage(messages.alertName)}
          required
          maxLength={120}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          {...form.field('name')}
        />
        <div className={styles.actions}>
          <Button type="submit" size="small" loading={rename.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button variant="secondary" size="small" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      </AccountForm>
    </div>
  );
}
