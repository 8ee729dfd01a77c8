// The review step: everything entered, one section per step with an "Edit" button that goes back
// to it (answers kept); the flow's Submit sends it.
import { DOCUMENT_METHODS } from '@talent/domain';
import type { AnswerValue, ApplicationDraft } from '@talent/domain';
import { Button, Card, stack } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { answerOf, parentQuestions, visibleChildren } from '../../flow.ts';
import type { StepName } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';
import type { Question } from '../../queries.ts';
import { unitMessage } from '../RateStep/RateStep.tsx';
import * as styles from './ReviewStep.css.ts';

/** Props of `ReviewStep`. */
export interface ReviewStepProps {
  readonly draft: ApplicationDraft;
  /** The steps before the review, in order; each gets a section. */
  readonly steps: readonly StepName[];
  readonly questions: readonly Question[];
  /** The talent's security ids as shown (masked). */
  readonly securityIds: readonly string[];
  readonly onEdit: (step: StepName) => void;
}

type Row = readonly [label: string, value: string];

function answerText(intl: IntlShape, question: Question, value: AnswerValue | undefined): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return intl.formatMessage(messages.notAnswered);
  }
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  const label = (item: string) => question.options?.find((o) => o.value === item)?.label ?? item;
  if (Array.isArray(value)) return intl.formatList(value.map(label));
  return label(String(value));
}

function rowsOf(intl: IntlShape, step: StepName, props: ReviewStepProps): Row[] {
  const { draft, questions } = props;
  const none = intl.formatMessage(messages.none);
  switch (step) {
    case 'questions':
      return parentQuestions(questions).flatMap((parent) =>
        [parent, ...visibleChildren(questions, parent, answerOf(draft, parent))].map((q): Row => [
          q.label,
          answerText(intl, q, answerOf(draft, q)),
        ]),
      );
    case 'cv':
      return [
        [
          intl.formatMessage(messages.step_cv),
          draft.resumeMethod === DOCUMENT_METHODS.GENERATED
            ? intl.formatMessage(messages.cvGenerated)
            : (draft.selectedCv?.name ?? none),
        ],
      ];
    case 'motivation':
      return [
        [intl.formatMessage(messages.motivation), draft.motivationComment.trim() || none],
        [intl.formatMessage(messages.coverLetter), draft.cvCover?.name ?? none],
      ];
    case 'rate': {
      const rate = draft.talentRate;
      return [
        [
          intl.formatMessage(messages.rateValue),
          rate.value === null
            ? none
            : `${intl.formatNumber(rate.value, { style: 'currency', currency: rate.currency })} ${intl.formatMessage(unitMessage(rate.period))}`,
        ],
      ];
    }
    case 'interview': {
      const slot = draft.interviewSlot;
      return [
        [
          intl.formatMessage(messages.step_interview),
          draft.alternativeInterviewSlot || !slot
            ? intl.formatMessage(messages.alternativeSlot)
            : `${intl.formatDate(slot.initialStart, { dateStyle: 'full', timeStyle: 'short' })}–${intl.formatTime(slot.initialEnd, { timeStyle: 'short' })}`,
        ],
      ];
    }
    case 'legal':
      return [[intl.formatMessage(messages.step_legal), intl.formatMessage(messages.agreed)]];
    case 'securityId':
      return [[intl.formatMessage(messages.securityIdList), props.securityIds.join(', ') || none]];
    case 'application':
      return (['questions', 'cv', 'motivation', 'rate', 'interview'] as const).flatMap((part) =>
        rowsOf(intl, part, props),
      );
    case 'review':
      return [];
  }
}

export function ReviewStep(props: ReviewStepProps): ReactElement {
  const intl = useIntl();
  return (
    <div className={stack.lg}>
      <p>{intl.formatMessage(messages.reviewIntro)}</p>
      {props.steps.map((step) => {
        const name = intl.formatMessage(messages[`step_${step}`]);
        const rows = rowsOf(intl, step, props);
        return (
          <Card
            key={step}
            title={name}
            headingLevel={3}
            actions={
              <Button type="button" variant="secondary" size="small" onClick={() => props.onEdit(step)}>
                {intl.formatMessage(messages.edit, { step: name })}
              </Button>
            }
          >
            {rows.length > 0 ? (
              <dl className={styles.list}>
                {rows.map(([label, value], index) => (
                  <div key={`${label}-${index}`}>
                    <dt className={styles.term}>{label}</dt>
                    <dd className={styles.value}>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
