// The email settings of a talent: job emails on or off (a switch that applies at once) and, where
// the tenant offers it (`digestAvailable`, config `jobNotificationDigest`), the digest of new
// projects in their pools: off, daily or weekly. The account's notifications tab and the
// manage-emails page of mail links both show them; each saves with its own call.
import type { components } from '@talent/api-client';
import { RadioGroup, Switch } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { pageMessages as messages } from '../../messages.ts';
import type { NotificationSettingsChange } from '../../queries.ts';
import * as styles from '../AccountSection/AccountSection.css.ts';

/** The settings shown: the contract's `NotificationSettings` (the manage-emails overview has them too). */
export type EmailSettings = components['schemas']['NotificationSettings'];

type Digest = EmailSettings['jobNotificationDigest'];

/** The radio value of "no digest" (the contract's null). */
const OFF = 'off';

/** Props of `EmailSettingsFields`. */
export interface EmailSettingsFieldsProps {
  /** Prefix of the controls' ids. */
  readonly idPrefix: string;
  readonly settings: EmailSettings;
  /** A change the user made; the caller saves it. */
  readonly onChange: (change: NotificationSettingsChange) => void;
  /** A change is being saved: further changes wait (each call sets a whole value, but in order). */
  readonly pending: boolean;
}

function digestLabel(intl: IntlShape, digest: Digest): string {
  if (digest === 'DAILY') return intl.formatMessage(messages.daily);
  if (digest === 'WEEKLY') return intl.formatMessage(messages.weekly);
  return intl.formatMessage(messages.digestOff);
}

/** What a saved change means, for the section's live status ("Emails about new projects are off."). */
export function emailSettingsSaved(intl: IntlShape, change: NotificationSettingsChange): string {
  if (change.subscribed !== undefined) {
    return intl.formatMessage(change.subscribed ? messages.jobEmailsOn : messages.jobEmailsOff);
  }
  return intl.formatMessage(messages.digestSaved, { choice: digestLabel(intl, change.jobNotificationDigest ?? null) });
}

/** The settings as they will be once `change` is saved (what the controls show meanwhile). */
export function withChange<S extends EmailSettings>(settings: S, change: NotificationSettingsChange | undefined): S {
  if (!change) return settings;
  return {
    ...settings,
    ...(change.subscribed !== undefined && { subscribed: change.subscribed }),
    ...(change.jobNotificationDigest !== undefined && { jobNotificationDigest: change.jobNotificationDigest }),
  };
}

export function EmailSettingsFields({ idPrefix, settings, onChange, pending }: EmailSettingsFieldsProps): ReactElement {
  const intl = useIntl();
  const digest = settings.jobNotificationDigest;
  return (
    <div className={styles.fields}>
      <Switch
        id={`${idPrefix}-jobEmails`}
        label={intl.formatMessage(messages.jobEmails)}
        checked={settings.subscribed}
        onCheckedChange={(subscribed) => {
          if (!pending) onChange({ subscribed });
        }}
      />
      {settings.digestAvailable ? (
        <RadioGroup
          name={`${idPrefix}-digest`}
          label={intl.formatMessage(messages.digest)}
          hint={intl.formatMessage(messages.digestHint)}
          value={digest ?? OFF}
          onValueChange={(value) => {
            if (pending) return;
            const next: Digest = value === 'DAILY' || value === 'WEEKLY' ? value : null;
            if (next !== digest) onChange({ jobNotificationDigest: next });
          }}
          options={[
            { value: OFF, label: digestLabel(intl, null) },
            { value: 'DAILY', label: digestLabel(intl, 'DAILY') },
            { value: 'WEEKLY', label: digestLabel(intl, 'WEEKLY') },
          ]}
        />
      ) : null}
    </div>
  );
}
