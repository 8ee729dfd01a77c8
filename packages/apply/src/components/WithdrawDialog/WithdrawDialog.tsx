// "Withdraw your application?": the consequence, an optional reason for the client, and the
// failure when the API refused (e.g. 409: the application moved on meanwhile). The reason stays
// in the field after a failure, so nothing typed is lost.
import { Alert, Button, Dialog, TextArea } from '@talent/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './WithdrawDialog.css.ts';

/** The longest reason the API takes (`WithdrawRequest.reason`). */
export const WITHDRAW_REASON_MAX = 1000;

/** Props of `WithdrawDialog`. */
export interface WithdrawDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The title of the job applied to, named in the question. */
  readonly jobTitle: string;
  /** Called with the reason as typed (possibly empty). */
  readonly onConfirm: (reason: string) => void;
  /** The withdrawal is under way: the confirm button shows a spinner. */
  readonly confirming: boolean;
  /** The translated messages of a failed withdrawal, or none. */
  readonly errors: readonly string[];
}

export function WithdrawDialog({
  open,
  onOpenChange,
  jobTitle,
  onConfirm,
  confirming,
  errors,
}: WithdrawDialogProps): ReactElement {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const cancel = intl.formatMessage(messages.withdrawCancel);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.withdrawTitle, { job: jobTitle })}
      description={intl.formatMessage(messages.withdrawMessage)}
      closeLabel={cancel}
      size="small"
      footer={
        <>
          {/* Focus starts on the safe choice, as in ConfirmDialog. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" autoFocus onClick={() => onOpenChange(false)}>
            {cancel}
          </Button>
          <Button variant="danger" loading={confirming} onClick={() => onConfirm(reason)}>
            {intl.formatMessage(messages.withdrawConfirm)}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <TextArea
          label={intl.formatMessage(messages.withdrawReason)}
          hint={intl.formatMessage(messages.withdrawReasonHint)}
          value={reason}
          maxLength={WITHDRAW_REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.length > 0 ? (
          <Alert tone="error" live>
            {errors.join(' ')}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
