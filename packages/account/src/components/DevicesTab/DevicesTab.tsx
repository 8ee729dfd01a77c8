// /app/account?tab=verifiedDevices: the browsers the talent used (GET /userDevices), each with its
// readable user agent, country, last use and how long it stays trusted (`trustedUntil`, which the
// API sets from the tenant's `userDeviceValidityDays`, spec §3, §9). This browser is marked: its id
// is the `_brws_id` cookie the portal reads (`browserUuid`). Removing one (DELETE /userDevices/{id})
// asks first: that browser then needs a confirmation link again.
import type { TrustedDevice } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { Button, ConfirmDialog } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { ActionError } from '../ActionError/ActionError.tsx';
import { longDate } from '../../format.ts';
import { useSectionFocus } from '../../hooks/useSectionFocus.ts';
import { pageMessages as messages } from '../../messages.ts';
import { accountKeys, deleteDeviceMutation, devicesQuery } from '../../queries.ts';
import { deviceName } from '../../userAgent.ts';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { Loaded } from '../Loaded/Loaded.tsx';

/** A country's name in the UI language (ISO code as the API sends it); the code when unknown. */
export function countryName(locale: string, iso2: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso2.toUpperCase()) ?? iso2;
  } catch {
    return iso2;
  }
}

/** The line under a device's name: country, last use, trusted until (or not confirmed). */
function deviceFacts(intl: IntlShape, device: TrustedDevice): string {
  return [
    device.country ? countryName(intl.locale, device.country) : null,
    device.lastUsedAt ? intl.formatMessage(messages.deviceLastUsed, { date: longDate(intl, device.lastUsedAt) }) : null,
    device.isTrusted && device.trustedUntil
      ? intl.formatMessage(messages.deviceTrustedUntil, { date: longDate(intl, device.trustedUntil) })
      : intl.formatMessage(messages.deviceNotTrusted),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function DevicesTab(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery(portal.api));
  const remove = useMutation(deleteDeviceMutation(portal.api));
  // Read once: the guard of this route ("getBrowserUuidCookie") has made sure the cookie exists.
  const [thisBrowser] = useState(() => portal.browserUuid());
  const [removing, setRemoving] = useState<{ device: TrustedDevice; name: string } | null>(null);
  const [status, setStatus] = useState<string>();
  const { headingRef, focusHeading } = useSectionFocus();

  const confirmRemove = () => {
    if (!removing || remove.isPending) return;
    const { device, name } = removing;
    setStatus(undefined);
    remove.mutate(device.id, {
      onSuccess: () => {
        queryClient.setQueryData<readonly TrustedDevice[]>(accountKeys.devices(), (list) =>
          list?.filter((d) => d.id !== device.id),
        );
        setStatus(intl.formatMessage(messages.deviceRemoved, { name }));
        focusHeading();
      },
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <AccountSection
      title={intl.formatMessage(messages.devicesTitle)}
      description={intl.formatMessage(messages.devicesDescription, {
        days: portal.tenant.config.userDeviceValidityDays,
      })}
      status={status}
      headingRef={headingRef}
    >
      <ActionError error={remove.error} />
      <Loaded query={devices}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.itemMeta}>{intl.formatMessage(messages.devicesEmpty)}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((device) => {
                const name = deviceName(intl, device.userAgent);
                const current = device.id === thisBrowser;
                return (
                  <li key={device.id} className={styles.item}>
                    <div className={styles.itemText}>
                      <p className={styles.itemTitle}>
                        {name}
                        {current ? ` · ${intl.formatMessage(messages.thisBrowser)}` : null}
                      </p>
                      <p className={styles.itemMeta}>{deviceFacts(intl, device)}</p>
                    </div>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={intl.formatMessage(messages.itemAction, {
                        action: intl.formatMessage(messages.removeDevice),
                        name: current ? `${name} (${intl.formatMessage(messages.thisBrowser)})` : name,
                      })}
                      onClick={() => setRemoving({ device, name })}
                    >
                      {intl.formatMessage(messages.removeDevice)}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={intl.formatMessage(messages.removeDeviceTitle)}
        message={intl.formatMessage(messages.removeDeviceMessage, { name: removing?.name ?? '' })}
        confirmLabel={intl.formatMessage(messages.removeDeviceConfirm)}
        cancelLabel={intl.formatMessage(messages.keep)}
        destructive
        confirming={remove.isPending}
        onConfirm={confirmRemove}
      />
    </AccountSection>
  );
}
