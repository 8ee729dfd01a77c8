// The texts of the ten application statuses (spec §4) and of the placeholder, under the message
// ids `applicationStatusDisplay` of @talent/domain names (`applicationStatus.<STATUS>.label` and
// `.description`). Shared here because more than one feature shows statuses (the applications tab,
// a pool's applications); the ids are literal so the extractor finds them.
import { applicationStatusDisplay } from '@talent/domain';
import type { ApplicationStatusDisplay } from '@talent/domain';
import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** Label and one-sentence description of each display status (spec §4), and the placeholder. */
export const applicationStatusMessages = defineMessages({
  sentToClientLabel: { id: 'applicationStatus.SENT_TO_CLIENT.label', defaultMessage: 'Sent to the client' },
  sentToClientDescription: {
    id: 'applicationStatus.SENT_TO_CLIENT.description',
    defaultMessage: 'Your application has been passed on to the client, who will review it.',
  },
  sendFailedLabel: { id: 'applicationStatus.SEND_FAILED.label', defaultMessage: 'Sending failed' },
  sendFailedDescription: {
    id: 'applicationStatus.SEND_FAILED.description',
    defaultMessage: 'We could not pass your application on to the client yet; we are trying again.',
  },
  activeLabel: { id: 'applicationStatus.ACTIVE.label', defaultMessage: 'In review' },
  activeDescription: {
    id: 'applicationStatus.ACTIVE.description',
    defaultMessage: 'The client is reviewing your application.',
  },
  unconfirmedLabel: { id: 'applicationStatus.UNCONFIRMED.label', defaultMessage: 'Awaiting confirmation' },
  unconfirmedDescription: {
    id: 'applicationStatus.UNCONFIRMED.description',
    defaultMessage: 'Your application still needs to be confirmed before it can be sent.',
  },
  hiredLabel: { id: 'applicationStatus.HIRED.label', defaultMessage: 'Hired' },
  hiredDescription: {
    id: 'applicationStatus.HIRED.description',
    defaultMessage: 'Congratulations, the client has chosen you for this project.',
  },
  rejectedByMspLabel: { id: 'applicationStatus.REJECTED_BY_MSP.label', defaultMessage: 'Not shortlisted' },
  rejectedByMspDescription: {
    id: 'applicationStatus.REJECTED_BY_MSP.description',
    defaultMessage: 'Your application was not put forward to the client this time.',
  },
  rejectedByVmsLabel: { id: 'applicationStatus.REJECTED_BY_VMS.label', defaultMessage: 'Declined by the client' },
  rejectedByVmsDescription: {
    id: 'applicationStatus.REJECTED_BY_VMS.description',
    defaultMessage: 'The client decided not to go ahead with your application.',
  },
  withdrawnLabel: { id: 'applicationStatus.WITHDRAWN.label', defaultMessage: 'Withdrawn' },
  withdrawnDescription: {
    id: 'applicationStatus.WITHDRAWN.description',
    defaultMessage: 'You withdrew this application.',
  },
  sendPendingLabel: { id: 'applicationStatus.SEND_PENDING.label', defaultMessage: 'Being sent' },
  sendPendingDescription: {
    id: 'applicationStatus.SEND_PENDING.description',
    defaultMessage: 'Your application is submitted and on its way to the client.',
  },
  underConstructionLabel: { id: 'applicationStatus.UNDER_CONSTRUCTION.label', defaultMessage: 'Draft' },
  underConstructionDescription: {
    id: 'applicationStatus.UNDER_CONSTRUCTION.description',
    defaultMessage: 'You have started this application but not submitted it yet.',
  },
  placeholderLabel: { id: 'applicationStatus.placeholder.label', defaultMessage: 'Status unknown' },
  placeholderDescription: {
    id: 'applicationStatus.placeholder.description',
    defaultMessage: 'We cannot show the status of this application right now.',
  },
});

const BY_ID: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(applicationStatusMessages).map((m) => [m.id, m]),
);

/** How an application status is shown: type and icon of the domain, label and sentence translated. */
export interface ApplicationStatusText {
  readonly display: ApplicationStatusDisplay;
  readonly label: string;
  readonly description: string;
}

/** The texts of a status in `intl`'s locale; a status the portal does not know reads as the placeholder. */
export function applicationStatusText(intl: IntlShape, status: string | null | undefined): ApplicationStatusText {
  const display = applicationStatusDisplay(status);
  const label: MessageDescriptor = BY_ID.get(display.labelKey) ?? applicationStatusMessages.placeholderLabel;
  const description: MessageDescriptor =
    BY_ID.get(display.descriptionKey) ?? applicationStatusMessages.placeholderDescription;
  return { display, label: intl.formatMessage(label), description: intl.formatMessage(description) };
}
