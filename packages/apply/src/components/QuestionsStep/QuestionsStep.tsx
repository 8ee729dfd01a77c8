// The pre-application questions (spec §3 "Answer"): each parent question by its type, and under
// it the follow-up questions its current answer reveals (a follow-up names the parent answer
// value, `scopeId`, that shows it; its answer is kept under that scope, so changing the parent
// answer hides it without losing it, and only shown follow-ups are sent).
import { parseHourlyRate } from '@talent/domain';
import type { AnswerValue } from '@talent/domain';
import { Checkbox, FieldGroup, RadioGroup, Select, TextArea, TextField, stack } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { answerOf, issueFieldId, parentQuestions, visibleChildren, withAnswer } from '../../flow.ts';
import type { Issue } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';
import type { Question } from '../../queries.ts';
import type { StepProps } from '../stepProps.ts';
import * as styles from './QuestionsStep.css.ts';

/** Props of `QuestionsStep`. */
export interface QuestionsStepProps extends StepProps {
  readonly questions: readonly Question[];
}

export function QuestionsStep({ questions, draft, onChange, issues }: QuestionsStepProps): ReactElement {
  const intl = useIntl();
  const parents = parentQuestions(questions);
  if (parents.length === 0) return <p>{intl.formatMessage(messages.noQuestions)}</p>;
  const field = (question: Question) => (
    <QuestionField
      question={question}
      value={answerOf(draft, question)}
      issue={issues[`q:${question.id}`]}
      onAnswer={(value) => onChange((current) => withAnswer(current, question, value))}
    />
  );
  return (
    <div className={stack.lg}>
      <p>{intl.formatMessage(messages.questionsIntro)}</p>
      {parents.map((parent) => {
        const shown = visibleChildren(questions, parent, answerOf(draft, parent));
        return (
          <div key={parent.id}>
            {field(parent)}
            {shown.length > 0 ? (
              <div className={styles.children}>
                {shown.map((child) => (
                  <div key={child.id}>{field(child)}</div>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** Props of `QuestionField`. */
export interface QuestionFieldProps {
  readonly question: Question;
  readonly value: AnswerValue | undefined;
  readonly issue: Issue | undefined;
  readonly onAnswer: (value: AnswerValue) => void;
}

/** One question, edited by its type. */
export function QuestionField({ question, value, issue, onAnswer }: QuestionFieldProps): ReactElement {
  const intl = useIntl();
  const id = issueFieldId(`q:${question.id}`);
  const error = issue ? intl.formatMessage(issue === 'number' ? messages.notNumber : messages.required) : undefined;
  const common = {
    label: question.label,
    ...(question.description ? { hint: question.description } : {}),
    ...(error ? { error } : {}),
  };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const options = (question.options ?? []).map((o) => ({ value: o.value, label: o.label }));
  switch (question.type) {
    case 'textarea':
      return (
        <TextArea
          {...common}
          id={id}
          required={question.required}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          id={id}
          inputMode="decimal"
          required={question.required}
          value={text}
          // A number when it reads as one; the typed text otherwise, refused with "enter a number".
          onChange={(e) => onAnswer(e.target.value === '' ? null : (parseHourlyRate(e.target.value) ?? e.target.value))}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          id={id}
          type="date"
          required={question.required}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
        />
      );
    case 'radio':
      return (
        <div id={id} tabIndex={-1}>
          <RadioGroup
            {...common}
            name={id}
            required={question.required}
            options={options}
            value={text}
            onValueChange={onAnswer}
          />
        </div>
      );
    case 'boolean':
      return (
        <div id={id} tabIndex={-1}>
          <RadioGroup
            {...common}
            name={id}
            orientation="horizontal"
            required={question.required}
            options={[
              { value: 'true', label: intl.formatMessage(messages.yes) },
              { value: 'false', label: intl.formatMessage(messages.no) },
            ]}
            value={typeof value === 'boolean' ? String(value) : ''}
            onValueChange={(next) => onAnswer(next === 'true')}
          />
        </div>
      );
    case 'select':
      return (
        <Select
          {...common}
          id={id}
          required={question.required}
          options={options}
          placeholder={intl.formatMessage(messages.choose)}
          value={text}
          onChange={(e) => onAnswer(e.target.value === '' ? null : e.target.value)}
        />
      );
    case 'checkbox': {
      const chosen: readonly string[] = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <div id={id} tabIndex={-1}>
          <FieldGroup
            label={question.label}
            labelAs="legend"
            labelStyle="question"
            hint={question.description}
            error={error}
          >
            {() => (
              <div className={styles.choices}>
                {options.map((option) => (
                  <Checkbox
                    key={option.value}
                    label={option.label}
                    checked={chosen.includes(option.value)}
                    onChange={(e) =>
                      onAnswer(
                        e.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value),
                      )
                    }
                  />
                ))}
              </div>
            )}
          </FieldGroup>
        </div>
      );
    }
    default:
      return (
        <TextField
          {...common}
          id={id}
          required={question.required}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
        />
      );
  }
}
