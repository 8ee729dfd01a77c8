// The live-interview step: the recruiter's free slots (GET /projectApplication/{id}/calendar/freebusy)
// grouped by day in the talent's locale and time zone, each time a toggle button; or "none of these
// times suit me" (alternativeInterviewSlot). Without slots the result (NO_FREE_SLOTS,
// NO_SUITABLE_SLOTS, ERROR) is explained and the alternative is taken: the client gets in touch.
// A slot someone else booked meanwhile (the flow's PATCH answered 409) is said so, above fresh slots.
import { usePortal } from '@talent/app-context';
import type { InterviewSlot } from '@talent/domain';
import { Alert, Button, Checkbox, Skeleton, stack } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId, sameSlot, slotsByDay } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';
import { interviewSlotsQuery } from '../../queries.ts';
import type { StepProps } from '../stepProps.ts';
import * as styles from './InterviewStep.css.ts';

/** Props of `InterviewStep`. */
export interface InterviewStepProps extends StepProps {
  readonly applicationId: number;
  /** The chosen slot was just taken by someone else (the flow refetched the slots). */
  readonly slotTaken: boolean;
  /** The time zone times are shown in (default: the browser's). */
  readonly timeZone?: string;
}

export function InterviewStep({
  draft,
  onChange,
  issues,
  applicationId,
  slotTaken,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: InterviewStepProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const freeBusy = useQuery(interviewSlotsQuery(api, applicationId));
  const slots = freeBusy.data?.slots;
  const result = freeBusy.isError ? 'ERROR' : (freeBusy.data?.result ?? (slots?.length === 0 ? 'NO_FREE_SLOTS' : null));
  const days = useMemo(() => slotsByDay(slots ?? [], timeZone), [slots, timeZone]);
  const noSlots = result !== null && days.length === 0;
  // Without any slot to choose, the alternative is the only way on: taken, and explained.
  useEffect(() => {
    if (noSlots && !draft.alternativeInterviewSlot) {
      onChange((current) => ({ ...current, alternativeInterviewSlot: true, interviewSlot: null }));
    }
  }, [noSlots, draft.alternativeInterviewSlot, onChange]);

  const pick = (slot: InterviewSlot) =>
    onChange((current) => ({ ...current, interviewSlot: slot, alternativeInterviewSlot: false }));

  if (freeBusy.isPending) return <Skeleton label={intl.formatMessage(messages.slotsLoading)} lines={4} />;
  return (
    <div className={stack.lg}>
      {slotTaken ? (
        <Alert tone="warning" live>
          {intl.formatMessage(messages.slotTaken)}
        </Alert>
      ) : null}
      {noSlots ? (
        <Alert tone={result === 'ERROR' ? 'warning' : 'info'}>{intl.formatMessage(messages[`slots_${result}`])}</Alert>
      ) : (
        <>
          <p>{intl.formatMessage(messages.interviewIntro, { timeZone })}</p>
          <ul className={styles.days} id={issueFieldId('slot')} tabIndex={-1}>
            {days.map(({ day, slots: daySlots }) => (
              <li key={day} className={styles.day}>
                <h3 className={styles.dayTitle}>
                  {intl.formatDate(daySlots[0]!.initialStart, {
                    timeZone,
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  })}
                </h3>
                <ul className={styles.times}>
                  {daySlots.map((slot) => {
                    const chosen = !draft.alternativeInterviewSlot && sameSlot(draft.interviewSlot, slot);
                    return (
                      <li key={slot.initialStart} className={styles.time}>
                        <Button
                          type="button"
                          size="small"
                          variant={chosen ? 'primary' : 'secondary'}
                          aria-pressed={chosen}
                          onClick={() => pick(slot)}
                        >
                          {intl.formatTime(slot.initialStart, { timeZone, hour: 'numeric', minute: '2-digit' })}
                          {'–'}
                          {intl.formatTime(slot.initialEnd, { timeZone, hour: 'numeric', minute: '2-digit' })}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <Checkbox
            label={intl.formatMessage(messages.interviewNone)}
            hint={intl.formatMessage(messages.interviewNoneHint)}
            checked={draft.alternativeInterviewSlot}
            onChange={(e) => {
              const alternativeInterviewSlot = e.target.checked;
              onChange((current) => ({
                ...current,
                alternativeInterviewSlot,
                interviewSlot: alternativeInterviewSlot ? null : current.interviewSlot,
              }));
            }}
            {...(issues['slot'] ? { error: intl.formatMessage(messages.slotRequired) } : {})}
          />
        </>
      )}
    </div>
  );
}
