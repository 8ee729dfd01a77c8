// "Get new projects like these by email": saves the page's search as a job alert
// (POST /jobAlerts) under a name the talent may change, daily or weekly, and says where the emails
// are managed. The API's refusals (409 `jobAlert.limit`, 422) are shown here, translated; what was
// typed stays in the form. Success closes the dialog with a toast, and focus goes back to what
// opened it (the Dialog's own rule).
import type { ApiError, Schema } from '@talent/api-client';
import { translateApiMessage, translateError, usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Alert, Button, Dialog, Link, RadioGroup, TextField } from '@talent/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { JOB_ALERT_NAME_MAX } from '../../jobAlert.ts';
import { jobAlertMessages } from '../../jobAlertMessages.ts';
import { createJobAlertMutation } from '../../queries.ts';
import type { JobAlertSearch } from '../../searchRequest.ts';
import * as styles from './JobAlertDialog.css.ts';

type Frequency = Schema<'DigestFrequency'>;

/** Where the talent manages their emails and alerts. */
const NOTIFICATIONS_TAB = `${ROUTES.account}?tab=notifications`;

/** Props of `JobAlertDialog`. */
export interface JobAlertDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The search to save (`toJobAlertSearch` of the page's search). */
  readonly search: JobAlertSearch;
  /** The name the form starts with each time it opens (`jobAlertName`). */
  readonly defaultName: string;
}

export function JobAlertDialog({ open, onOpenChange, search, defaultName }: JobAlertDialogProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const formId = useId();
  const nameId = useId();
  const [name, setName] = useState(defaultName);
  const [frequency, setFrequency] = useState<Frequency>('DAILY');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<readonly string[]>([]);
  const save = useMutation({
    ...createJobAlertMutation(portal.api),
    onMutate: () => {
      setNameError(undefined);
      setFormErrors([]);
    },
    onSuccess: (alert) => {
      portal.notify({
        tone: 'success',
        message: intl.formatMessage(jobAlertMessages.alertSaved, { name: alert.name, frequency: alert.frequency }),
      });
      onOpenChange(false);
    },
    onError: (error) => {
      const onName = (error as Partial<ApiError>).fieldErrors?.['name'];
      if (onName && onName.length > 0) {
        setNameError(translateApiMessage(intl, onName[0]!));
        document.getElementById(nameId)?.focus();
      } else {
        setFormErrors(translateError(intl, error));
      }
    },
  });

  // Every opening starts afresh from the page's current search (React's pattern for state that
  // follows a prop: set during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(defaultName);
      setFrequency('DAILY');
      setNameError(undefined);
      setFormErrors([]);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(translateApiMessage(intl, 'validation.required'));
      document.getElementById(nameId)?.focus();
      return;
    }
    save.mutate({ ...search, name: trimmed, frequency });
  }

  const cancel = intl.formatMessage(jobAlertMessages.alertCancel);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(jobAlertMessages.alertTitle)}
      description={intl.formatMessage(jobAlertMessages.alertIntro)}
      closeLabel={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {intl.formatMessage(jobAlertMessages.alertSave)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={nameId}
          // The field to fill is the name: focus starts there rather than on the close button.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          label={intl.formatMessage(jobAlertMessages.alertName)}
          hint={intl.formatMessage(jobAlertMessages.alertNameHint)}
          value={name}
          required
          maxLength={JOB_ALERT_NAME_MAX}
          {...(nameError !== undefined && { error: nameError })}
          onChange={(event) => setName(event.target.value)}
        />
        <RadioGroup
          label={intl.formatMessage(jobAlertMessages.alertFrequency)}
          options={[
            { value: 'DAILY', label: intl.formatMessage(jobAlertMessages.alertDaily) },
            { value: 'WEEKLY', label: intl.formatMessage(jobAlertMessages.alertWeekly) },
          ]}
          value={frequency}
          onValueChange={(value) => setFrequency(value === 'WEEKLY' ? 'WEEKLY' : 'DAILY')}
        />
        <p className={styles.manage}>
          {intl.formatMessage(jobAlertMessages.alertManage)}{' '}
          <Link href={NOTIFICATIONS_TAB}>{intl.formatMessage(jobAlertMessages.alertManageLink)}</Link>
        </p>
        {formErrors.length > 0 ? (
          <Alert tone="error" live>
            {formErrors.join(' ')}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
